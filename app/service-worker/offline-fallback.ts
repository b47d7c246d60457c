/**
 * The offline page as the worker shows it in place of a page it has not kept: the kept HTML of
 * /hors-ligne without its scripts, shown at the address that was asked for. Server-rendered, it needs
 * no script: its links are plain links, and its scripts were not kept with it.
 */
export function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, "").replace(/<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>/gi, "");
}
