import { type ComponentType, Fragment, useEffect, useRef, useState } from "react";
import { blogText as text } from "~/content/blog";
import { dataSaverText } from "~/content/data-saver";
import { useDataSaver } from "~/lib/hooks/use-data-saver";
import { useServerOnlyHtml } from "~/lib/render/server-only-html";
import { articleComponents, articleDataTables } from "./charts";

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

/** Loads the diagram library and draws `nodes` (the <pre> holding each diagram's source). */
async function drawDiagrams(nodes: HTMLElement[], cancelled: () => boolean): Promise<void> {
  const { default: mermaid } = await import("mermaid");
  if (cancelled()) return;
  mermaid.initialize({
    startOnLoad: false,
    securityLevel: "strict",
    theme: "neutral",
    fontFamily: 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  });
  await mermaid.run({ nodes });
}

/**
 * Data-saver mode: an 'Afficher le schéma' button before each diagram, which loads the library and
 * draws that one; until then the diagram's source stays readable. The buttons exist only with
 * JavaScript (they are added here), since only JavaScript can draw. Returns what removes them.
 */
function offerDiagrams(diagrams: HTMLElement[], cancelled: () => boolean): () => void {
  const label = dataSaverText.diagram;
  const buttons = diagrams.map((diagram) => {
    const button = document.createElement("button");
    button.type = "button";
    button.className =
      "mb-3 inline-flex rounded-full bg-ink-900 px-4 py-2 text-sm font-semibold text-white hover:bg-ink-700 disabled:cursor-wait disabled:opacity-70";
    button.textContent = label.show;
    button.addEventListener("click", () => {
      button.disabled = true;
      button.textContent = label.loading;
      drawDiagrams([diagram], cancelled).then(
        () => {
          // The button goes; the focus it had goes to the drawing.
          const hadFocus = document.activeElement === button;
          button.remove();
          if (hadFocus) {
            diagram.tabIndex = -1;
            diagram.focus();
          }
        },
        () => {
          button.disabled = false;
          button.textContent = label.failed;
        },
      );
    });
    diagram.before(button);
    return button;
  });
  return () => {
    for (const button of buttons) button.remove();
  };
}

/**
 * The article's content, rendered on the server: its HTML, our interactive
 * components where the text has their markers, and the diagrams, drawn by the
 * diagram library that only articles with a diagram load. In data-saver mode
 * the charts are their data tables and a diagram is drawn only when asked.
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
  const light = useDataSaver();
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
    const isCancelled = () => cancelled;
    if (light) {
      const removeButtons = offerDiagrams(diagrams, isCancelled);
      return () => {
        cancelled = true;
        removeButtons();
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void drawDiagrams(diagrams, isCancelled);
      },
      { rootMargin: "600px 0px" },
    );
    for (const diagram of diagrams) observer.observe(diagram);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [light]);

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
        const Component: ComponentType | undefined = (light ? articleDataTables : articleComponents)[part.component];
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
