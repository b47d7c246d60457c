import { createContext, useContext } from "react";

/**
 * HTML that the server writes into the page but leaves out of the page's hydration data (issue 14): an
 * article's body would otherwise travel twice, once as HTML and once as a JSON string, and the phone would
 * parse both. The loader hands it over with keepHtmlOnServer (app/lib/render/server-only-html.server.ts);
 * entry.server.tsx provides it to the render; in the browser the hook gives undefined, and the component
 * keeps the DOM the server wrote.
 */
const ServerOnlyHtmlContext = createContext<ReadonlyMap<string, string> | undefined>(undefined);

export const ServerOnlyHtmlProvider = ServerOnlyHtmlContext.Provider;

export function useServerOnlyHtml(key: string): string | undefined {
  return useContext(ServerOnlyHtmlContext)?.get(key);
}
