/**
 * The offline page as the worker shows it in place of a page it has not kept: the kept HTML of
 * /hors-ligne without its scripts. It is shown at the address that was asked for; hydrated there,
 * React Router would match that address's route, not the offline page's, and replace the page
 * with an error. Server-rendered, it needs no script: its links are plain links.
 */
export function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, "").replace(/<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>/gi, "");
}
