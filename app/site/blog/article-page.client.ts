import { blogText as text } from "~/content/blog";
import { dataSaverText } from "~/content/data-saver";
import { track } from "~/lib/analytics/track.client";
import {
  articleBody,
  articleDiagram,
  articlePage,
  copyLinkButton,
  fontSizeButton,
  progressFigure,
  progressRing,
  readingProgress,
  sharePopup,
} from "~/lib/behaviours/article-page";
import { markReady } from "~/lib/behaviours/needs-script";
import { showToast } from "~/lib/ui/toast.client";
import { initialFontScale, nextFontScale } from "~/site/blog/font-scale";
import { countArticleView } from "~/site/blog/live-stats.client";
import { attach } from "../shell/attach.client";
import { inTurns } from "../shell/in-turns.client";
import { whenShown } from "../shell/when-shown.client";

/** Below this, the visitor opened the article and left: not a reading. */
const minimumReadingMs = 1000;

interface ArticleFacts {
  slug: string;
  title: string;
  category: string;
}

/**
 * An article's page (app/pages/kheopscope/[slug].astro): its view counted once per browser session,
 * the time it was read, the font size, copying its link, the share windows, the reading progress, and
 * its diagrams drawn when they come near (or when asked, in data-saver mode).
 */
export async function enhanceArticlePage(): Promise<void> {
  const article = document.querySelector<HTMLElement>(articlePage.selector());
  if (!article) return;
  const { slug = "", title = "", category = "", light } = articlePage.read(article);
  const facts: ArticleFacts = { slug, title, category };
  await inTurns([
    () =>
      whenShown(() => {
        void countArticleView(facts.slug);
        track("article_view", { article_id: facts.slug, article_title: facts.title, article_category: facts.category });
        measureReading(facts);
      }),
    () => enhanceFontSize(facts),
    () => enhanceSharing(facts),
    () => showReadingProgress(article),
    () => drawDiagrams(article, light !== undefined),
  ]);
}

/** The time the article's tab was visible, sent once when the visitor leaves it (the 'reading_time' event). */
function measureReading({ slug, title, category }: ArticleFacts): void {
  let visibleSince = document.visibilityState === "visible" ? performance.now() : undefined;
  let readMs = 0;
  let sent = false;
  const pause = () => {
    if (visibleSince !== undefined) readMs += performance.now() - visibleSince;
    visibleSince = undefined;
  };
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") visibleSince ??= performance.now();
    else pause();
  });
  window.addEventListener("pagehide", () => {
    pause();
    if (sent || readMs < minimumReadingMs) return;
    sent = true;
    track("reading_time", {
      article_id: slug,
      article_title: title,
      article_category: category,
      reading_time_seconds: Math.round(readMs / 1000),
    });
  });
}

/** The font size button: 1.125 rem up to 1.5 by 0.125, then back to 1. */
function enhanceFontSize({ slug }: ArticleFacts): void {
  const body = document.querySelector<HTMLElement>(articleBody.selector());
  let scale = initialFontScale;
  attach(fontSizeButton, (button) => {
    button.addEventListener("click", () => {
      scale = nextFontScale(scale);
      body?.style.setProperty("font-size", `${scale}rem`);
      button.setAttribute("aria-label", `${text.article.fontSize} (${Math.round(scale * 100)} %)`);
      track("font_size_change", { article_id: slug, font_scale: scale });
    });
    markReady(button);
  });
}

/** Share windows open without access to this page (spec: no opener); 'Copier le lien' copies and says so. */
function enhanceSharing({ slug }: ArticleFacts): void {
  attach(sharePopup, (link) => {
    if (!(link instanceof HTMLAnchorElement)) return;
    link.addEventListener("click", (event) => {
      event.preventDefault();
      window.open(link.href, "_blank", "noopener,noreferrer,width=620,height=560");
    });
  });
  attach(copyLinkButton, (button) => {
    button.addEventListener("click", async () => {
      try {
        await navigator.clipboard.writeText(copyLinkButton.read(button).url ?? window.location.href);
        button.closest<HTMLElement>("[popover]")?.hidePopover();
        void showToast(text.article.copied);
        track("share", { method: "copy_link", content_type: "article", item_id: slug });
      } catch (error) {
        console.warn("share: the link could not be copied", error);
      }
    });
    markReady(button);
  });
  // A heading chosen in the table of contents: the page goes there, the contents close.
  for (const link of document.querySelectorAll<HTMLAnchorElement>("#article-toc a")) {
    link.addEventListener("click", () => link.closest<HTMLElement>("[popover]")?.hidePopover());
  }
}

/** The percentage of the article read, from the scroll position (the ring and its figure). */
function showReadingProgress(article: HTMLElement): void {
  const progress = document.querySelector<HTMLElement>(readingProgress.selector());
  const ring = progress?.querySelector<SVGCircleElement>(progressRing.selector());
  const value = progress?.querySelector<HTMLElement>(progressFigure.selector());
  if (!progress || !ring || !value) return;
  const circumference = Number(ring.getAttribute("stroke-dasharray"));
  // What the ring says (the server's 0 % at first): written again only when the figure changes, since new text is
  // laid out again, at every frame of a scroll otherwise.
  let shown = Number(progress.getAttribute("aria-valuenow"));
  let frame = 0;
  const measure = () => {
    frame = 0;
    const box = article.getBoundingClientRect();
    const total = box.height - window.innerHeight;
    const read = total <= 0 ? (box.top < 0 ? 1 : 0) : Math.min(1, Math.max(0, -box.top / total));
    const percent = Math.round(read * 100);
    if (percent === shown) return;
    shown = percent;
    progress.setAttribute("aria-valuenow", String(percent));
    ring.setAttribute("stroke-dashoffset", String(circumference * (1 - percent / 100)));
    value.textContent = `${percent}%`;
  };
  const onScroll = () => {
    if (frame === 0) frame = requestAnimationFrame(measure);
  };
  // Measured in the next frame, not here: reading the layout now would force one in the middle of the page's setup.
  onScroll();
  window.addEventListener("scroll", onScroll, { passive: true });
  window.addEventListener("resize", onScroll);
}

let drawings = 0;

/**
 * Loads the diagram library and draws `nodes` (the <pre> of each diagram), each from its source: the attribute the
 * server moved it to when it told the diagram in words (withDiagramsInWords), or else the <pre>'s own text. The words
 * stay until the library starts drawing, which it does inside the <pre>. A diagram that fails gets its words back and
 * the others are still drawn; the promise then fails with the first error.
 */
async function draw(nodes: HTMLElement[]): Promise<void> {
  // d3-transition adds .transition() to d3's selections as a side effect, which the bundler drops when
  // mermaid reaches d3 through its side-effect-free index: a pointer over a diagram's box then threw.
  const [, { default: mermaid }] = await Promise.all([import("d3-transition"), import("mermaid")]);
  mermaid.initialize({
    startOnLoad: false,
    securityLevel: "strict",
    theme: "neutral",
    // The page's own font (app/styles/theme.css), so the diagrams read like the text around them.
    fontFamily: getComputedStyle(document.body).fontFamily,
  });
  let failure: { error: unknown } | undefined;
  for (const node of nodes) {
    const source = articleDiagram.read(node).source ?? node.textContent ?? "";
    const words = node.innerHTML;
    drawings += 1;
    // Marked drawn first, as the library's own run() does: the drawing is laid out inside the <pre>, in the <pre>'s
    // drawn style (article.css). The library empties the <pre> as it starts; the words come back if it fails.
    node.setAttribute(articleDiagram.attributes.processed, "true");
    try {
      const { svg, bindFunctions } = await mermaid.render(`mermaid-${drawings}`, source.trim(), node);
      node.innerHTML = svg;
      bindFunctions?.(node);
    } catch (error) {
      node.removeAttribute(articleDiagram.attributes.processed);
      node.innerHTML = words;
      failure ??= { error };
    }
  }
  if (failure) throw failure.error;
}

/**
 * The diagram library (several hundred KB) loads when a diagram comes near the screen, not with the
 * page. Data-saver mode: an 'Afficher le schéma' button before each diagram draws that one; until
 * then the diagram is told in words (withDiagramsInWords). The buttons exist only with JavaScript: only it can draw.
 */
function drawDiagrams(article: HTMLElement, light: boolean): void {
  const drawn = articleDiagram.selector({ name: "processed" });
  const diagrams = [...article.querySelectorAll<HTMLElement>(`${articleDiagram.selector({ within: "pre" })}:not(${drawn})`)];
  if (diagrams.length === 0) return;
  if (!light) {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        // A diagram not drawn keeps its words: the reader loses nothing, so the failure is only reported.
        draw(diagrams).catch((error: unknown) => console.warn("diagram: not drawn", error));
      },
      { rootMargin: "600px 0px" },
    );
    for (const diagram of diagrams) observer.observe(diagram);
    return;
  }
  const label = dataSaverText.diagram;
  for (const diagram of diagrams) {
    const button = document.createElement("button");
    button.type = "button";
    button.className =
      "mb-3 inline-flex rounded-full bg-ink-900 px-4 py-2 text-sm font-semibold text-white hover:bg-ink-700 disabled:cursor-wait disabled:opacity-70";
    button.textContent = label.show;
    button.addEventListener("click", () => {
      button.disabled = true;
      button.textContent = label.loading;
      draw([diagram]).then(
        () => {
          // The button goes; the focus it had goes to the drawing.
          const hadFocus = document.activeElement === button;
          button.remove();
          if (hadFocus) {
            // Served as a stop of the Tab key (withScrollableBlocks, render.server.ts): kept one, as it may scroll.
            if (!diagram.hasAttribute("tabindex")) diagram.tabIndex = -1;
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
  }
}
