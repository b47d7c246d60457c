import type { ArticleStatus } from "~/lib/db/schema";

export type Transition = "publish" | "backToDraft" | "restore" | "archive" | "trash";

/**
 * Where each status change goes, and from where it may start: the one
 * table the server checks a change against (admin-articles.server.ts) and the lists offer buttons from.
 * In the order the buttons show.
 */
export const transitions: Record<Transition, { from: readonly ArticleStatus[]; to: ArticleStatus }> = {
  publish: { from: ["draft"], to: "published" },
  backToDraft: { from: ["published"], to: "draft" },
  restore: { from: ["archived", "trash"], to: "draft" },
  archive: { from: ["draft", "published"], to: "archived" },
  trash: { from: ["draft", "published", "archived"], to: "trash" },
};

/** What staff may do with an article: change its status, or delete it for good (from the trash only). */
export type ArticleAction = Transition | "delete";

/** The actions an article of this status offers, as the lists show them. */
export function actionsFor(status: ArticleStatus): ArticleAction[] {
  const changes = (Object.keys(transitions) as Transition[]).filter((transition) => transitions[transition].from.includes(status));
  return status === "trash" ? [...changes, "delete"] : changes;
}
