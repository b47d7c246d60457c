const componentSlot = /<div data-article-component="([a-z-]+)"><\/div>/g;

/** The stored HTML cut around its component slots: ["<p>…", { component: "roi" }, "<h2>…"]. */
export function splitAroundComponents(html: string): (string | { component: string })[] {
  const parts: (string | { component: string })[] = [];
  let last = 0;
  for (const match of html.matchAll(componentSlot)) {
    parts.push(html.slice(last, match.index));
    parts.push({ component: match[1] ?? "" });
    last = (match.index ?? 0) + match[0].length;
  }
  parts.push(html.slice(last));
  return parts.filter((part) => part !== "");
}
