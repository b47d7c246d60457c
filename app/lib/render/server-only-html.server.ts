import { createContext } from "react-router";
import type { RequestContext } from "../boundary/context.server";

const serverOnlyHtmlContext = createContext<Map<string, string> | null>(null);

/** A request for a whole page, not one of React Router's data requests (`/path.data`) made by the browser's router. */
export function isDocumentRequest(request: Request): boolean {
  return !new URL(request.url).pathname.endsWith(".data");
}

/** Keeps a piece of HTML for this request's server render only (see server-only-html.tsx). */
export function keepHtmlOnServer(context: RequestContext, key: string, html: string): void {
  let kept = context.get(serverOnlyHtmlContext);
  if (!kept) {
    kept = new Map();
    context.set(serverOnlyHtmlContext, kept);
  }
  kept.set(key, html);
}

/** What the loaders of this request kept for the render. */
export function htmlKeptOnServer(context: RequestContext): ReadonlyMap<string, string> | undefined {
  return context.get(serverOnlyHtmlContext) ?? undefined;
}
