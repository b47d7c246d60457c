import type express from "express";
import { errorPageFor, movedText } from "../app/content/errors";

/**
 * A short French refusal sent by the host itself, before Astro (which would render the error page): the page's title and message as plain text, or `{ error }` as JSON for our scripts' API.
 */
export function sendRefusal(res: express.Response, status: number, { json = false }: { json?: boolean } = {}) {
  const text = errorPageFor(status);
  res.status(status).set("cache-control", "no-store");
  if (json) res.json({ error: text.message });
  else res.type("text/plain").send(`${text.title}. ${text.message}`);
}

/** A permanent redirect that keeps the method and the body (308): for an API address that moved. */
export function sendMovedKeepingMethod(res: express.Response, address: string) {
  res.status(308).location(address).type("text/plain").send(movedText(address));
}

/** A permanent redirect to `address` (a path and its query, as the site writes it), its body in French rather than Express's English. */
export function sendMovedForGood(res: express.Response, address: string) {
  res.status(301).location(address).type("text/plain").send(movedText(address));
}
