import { type ComponentType, Fragment, useEffect, useRef, useState } from "react";
import { blogText as text } from "~/content/blog";
import { useServerOnlyHtml } from "~/lib/render/server-only-html";
import { articleComponents } from "./charts";

const keepServerDom = { __html: "" };

/** The key under which an article page's loader keeps the body for the server render only. */
export const articleBodyKey = "article-body";

/** The body's parts without their text: null for HTML, the name of each component. Enough to hydrate it. */
export type ContentShape = (string | null)[];

export function contentShapeOf(html: string): ContentShape {
  return splitAroundComponents(html).map((part) => (typeof part === "string" ? null : part.component));
}

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

/**
 * The article's content, rendered on the server: its HTML, our interactive
 * components where the text has their markers, and the diagrams, drawn by the
 * diagram library that only articles with a diagram load.
 */
export function ArticleContent({
  slug,
  html: htmlFromData,
  shape,
  fontScale,
}: {
  slug: string;
  /** Undefined in the data of a whole page: the server renders the body it kept, the browser keeps that DOM. */
  html: string | undefined;
  shape: ContentShape;
  fontScale: number;
}) {
  const container = useRef<HTMLDivElement>(null);
  const keptHtml = useServerOnlyHtml(articleBodyKey);
  // The article whose body is the server's DOM. It stays so when a revalidation brings the same article's
  // HTML: writing it again would undo the diagrams drawn into it.
  const [serverDomOf] = useState(() => (htmlFromData === undefined ? slug : null));
  const html = htmlFromData !== undefined && serverDomOf !== slug ? htmlFromData : keptHtml;

  // The diagram library (several hundred KB) loads when a diagram comes near the screen, not with the page.
  useEffect(() => {
    const diagrams = [...(container.current?.querySelectorAll<HTMLElement>("pre[data-diagram]:not([data-processed])") ?? [])];
    if (diagrams.length === 0) return;
    let cancelled = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void import("mermaid").then(async ({ default: mermaid }) => {
          if (cancelled) return;
          mermaid.initialize({
            startOnLoad: false,
            securityLevel: "strict",
            theme: "neutral",
            fontFamily: 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
          });
          await mermaid.run({ nodes: diagrams });
        });
      },
      { rootMargin: "600px 0px" },
    );
    for (const diagram of diagrams) observer.observe(diagram);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, []);

  if (shape.length === 0) {
    return <p className="rounded-2xl bg-ink-50 p-6 text-ink-700">{text.article.noContent}</p>;
  }
  const parts =
    html === undefined ? shape.map((component) => (component === null ? undefined : { component })) : splitAroundComponents(html);

  return (
    <div ref={container} className="article-body" style={{ fontSize: `${fontScale}rem` }}>
      {/* The parts of one article never move: their position is their identity. */}
      {parts.map((part, position) => {
        if (part === undefined) {
          // Hydrating the server's HTML: React leaves an element's inner HTML as it found it.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: empty; the DOM holds the server's HTML.
          // biome-ignore lint/suspicious/noArrayIndexKey: see below.
          return <div key={position} className="article-html" suppressHydrationWarning dangerouslySetInnerHTML={keepServerDom} />;
        }
        if (typeof part === "string") {
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own HTML, rendered from the bundled Markdown without raw HTML.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          return <div key={position} className="article-html" dangerouslySetInnerHTML={{ __html: part }} />;
        }
        const Component: ComponentType | undefined = articleComponents[part.component];
        return Component ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <div key={position} className="my-10" style={{ fontSize: "1rem" }}>
            <Component />
          </div>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <Fragment key={position} />
        );
      })}
    </div>
  );
}
