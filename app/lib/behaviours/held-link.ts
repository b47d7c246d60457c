import { behaviour } from "./behaviour";

/**
 * The attribute of a link inside an island that the island serves better than the browser (a plan's link that opens
 * the subscription dialog, a pricing tab that is also a link): a click on it before the island has woken is held and
 * given to the island once hydrated (app/framework/islands/on-interaction.client.ts). The island directive is inlined in every
 * page that has an island, so it reads this name alone, without the behaviour's code.
 */
export const heldLinkAttribute = "data-held-link";

/** Rendered by the island's component: `{...heldLink.props({ held: true })}`. */
export const heldLink = /* @__PURE__ */ behaviour({ held: heldLinkAttribute });
