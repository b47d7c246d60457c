import { createHash } from "node:crypto";
import { decodeHTML } from "entities";
import { Parser } from "htmlparser2";
import { Marked, type Tokens } from "marked";
import { blogText } from "~/content/blog";
import { articleDiagram } from "../behaviours/article-page";
import { formatNumber } from "../format/number";
import { escapeHtml } from "../text/escape-html";
import { fold } from "../text/fold";
import { replacePieces, type TextPiece, textRuns } from "../text/html-text-runs";
import { flowchartInWords } from "./flowchart-in-words";

/** Where `{{whatsapp}}` links go: a redirect to the agency's WhatsApp with a prepared message. */
export const whatsappPath = "/diagnostic-whatsapp";

/** Bumped when the HTML the renderer writes (or what seeding stores) changes, so every bundled article is seeded again. */
const rendererVersion = "4";

export interface TocEntry {
  id: string;
  title: string;
}

/** "Les 3 erreurs à éviter !" → "les-3-erreurs-a-eviter". */
export function headingId(text: string): string {
  return (
    fold(text)
      .replace(/<[^>]+>/g, "")
      .replace(/&[a-z]+;|&#\d+;/g, "")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "section"
  );
}

/** French typography (D6) in text: non-breaking space before : ; ! ? % » and after «. */
export function frenchSpacing(text: string): string {
  return text
    .replace(/[ \t]+([:;!?%»])/g, "\u00a0$1")
    .replace(/«[ \t\u00a0]*/g, "«\u00a0")
    .replace(/([^\s\u00a0])»/g, "$1\u00a0»");
}

/** Applies frenchSpacing to the text of HTML, never inside <pre>, <code> or attributes. */
function typesetHtml(html: string): string {
  return replacePieces(html, textRuns(html).flat(), frenchSpacing);
}

/**
 * Links an article may hold: web, e-mail, phone, a path of this site ("/x", not "//host") or an
 * in-page anchor. Browsers ignore spaces around a URL and tabs or line breaks inside it, and read a
 * backslash as "/", so an address holding any of them is refused rather than cleaned.
 */
function isSafeHref(href: string): boolean {
  if (/[\p{Cc}\s\\]/u.test(href)) return false;
  return /^(https?:\/\/|mailto:|tel:|\/(?!\/)|#)/i.test(href);
}

function createMarked(slug: string) {
  const usedIds = new Set<string>();
  const marked = new Marked({ gfm: true });
  marked.use({
    extensions: [
      {
        name: "faq",
        level: "block",
        start: (source: string) => source.match(/^:::faq/m)?.index,
        tokenizer(source: string) {
          const match = /^:::faq[ \t]*\n([\s\S]*?)\n:::[ \t]*(?:\n|$)/.exec(source);
          if (!match) return undefined;
          const items = (match[1] ?? "")
            .split(/^###[ \t]+/m)
            .map((chunk) => chunk.trim())
            .filter(Boolean)
            .map((chunk) => {
              const [question = "", ...answer] = chunk.split("\n");
              return { question: question.trim(), answer: answer.join("\n").trim() };
            });
          return { type: "faq", raw: match[0], items };
        },
        renderer(token) {
          const items = token.items as { question: string; answer: string }[];
          const details = items
            .map(
              (item) =>
                `<details class="article-faq-item" name="faq-${slug}"><summary>${marked.parseInline(item.question)}</summary><div class="article-faq-answer">${marked.parse(item.answer)}</div></details>`,
            )
            .join("");
          return `<div class="article-faq" data-faq="">${details}</div>\n`;
        },
      },
      {
        name: "component",
        level: "block",
        start: (source: string) => source.match(/^\[\[composant:/m)?.index,
        tokenizer(source: string) {
          const match = /^\[\[composant:([a-z-]+)\]\][ \t]*(?:\n|$)/.exec(source);
          return match ? { type: "component", raw: match[0], name: match[1] } : undefined;
        },
        renderer: (token) => `<div data-article-component="${token.name}"></div>\n`,
      },
    ],
    renderer: {
      heading({ tokens, depth, text }: Tokens.Heading) {
        const inner = this.parser.parseInline(tokens);
        if (depth !== 2 && depth !== 3) return `<h${depth}>${inner}</h${depth}>\n`;
        let id = headingId(text);
        for (let n = 2; usedIds.has(id); n++) id = `${headingId(text)}-${n}`;
        usedIds.add(id);
        return `<h${depth} id="${id}">${inner}<a class="heading-anchor" href="#${id}" aria-label="${blogText.headingAnchor}">#</a></h${depth}>\n`;
      },
      code({ text, lang }: Tokens.Code) {
        if (lang === "mermaid") return `<pre class="mermaid" data-diagram="">${escapeHtml(text)}</pre>\n`;
        return `<pre><code>${escapeHtml(text)}</code></pre>\n`;
      },
      link({ href, tokens }: Tokens.Link) {
        const inner = this.parser.parseInline(tokens);
        if (href === "{{whatsapp}}") return `<a href="${whatsappPath}" rel="nofollow">${inner}</a>`;
        if (!isSafeHref(href)) return inner;
        const external = /^https?:/i.test(href);
        return `<a href="${escapeHtml(href)}"${external ? ' rel="noopener noreferrer" target="_blank"' : ""}>${inner}</a>`;
      },
      html: () => "",
      image: () => "",
      table(token: Tokens.Table) {
        const head = token.header.map((cell) => `<th scope="col">${this.parser.parseInline(cell.tokens)}</th>`).join("");
        const rows = token.rows.map((row) => `<tr>${row.map((cell) => `<td>${this.parser.parseInline(cell.tokens)}</td>`).join("")}</tr>`);
        return `<div class="article-table"><table><thead><tr>${head}</tr></thead><tbody>${rows.join("")}</tbody></table></div>\n`;
      },
    },
  });
  return marked;
}

/**
 * The article's HTML as stored (the `article` table keeps HTML, not Markdown). Raw HTML and images in the Markdown are
 * dropped; a link to anything but the web, e-mail, phone or this site keeps its text, not its link.
 */
export function renderArticleBody(body: string, slug: string): string {
  return typesetHtml(createMarked(slug).parse(body, { async: false }));
}

/**
 * Gives the h2 and h3 of HTML written in the editor the ids and "#" links that rendered articles
 * have, so the table of contents and the section links work for them too. Expects sanitised HTML.
 */
export function anchorHeadings(html: string): string {
  const used = new Set<string>();
  return html.replace(/<h([23])(?:\s[^>]*)?>([\s\S]*?)<\/h\1>/g, (_whole, depth: string, inner: string) => {
    const content = inner.replace(/<a class="heading-anchor"[^>]*>#<\/a>/g, "");
    const text = content.replace(/<[^>]+>/g, "");
    if (text.trim() === "") return `<h${depth}>${content}</h${depth}>`;
    let id = headingId(text);
    for (let n = 2; used.has(id); n++) id = `${headingId(text)}-${n}`;
    used.add(id);
    return `<h${depth} id="${id}">${content}<a class="heading-anchor" href="#${id}" aria-label="${blogText.headingAnchor}">#</a></h${depth}>`;
  });
}

type ScrollableBlock = keyof typeof blogText.scrollableBlock;

/**
 * Stored article HTML as the article page serves it. A table's wrapper and a diagram's <pre> (its source, then its
 * drawing) may be wider than a phone and scroll sideways (article.css), and so may a code block's <pre>: each is made a
 * stop of the Tab key, so that a keyboard can scroll it with its arrow keys, and named for a screen reader by its kind
 * and its number in the article (« Tableau 2 »). A group, not a region: an article's tables are not landmarks of the page. Added as the
 * page is served, not stored: what is stored holds only what the staff may write (sanitize-article.server.ts keeps no
 * tabindex, role or aria-label there), and every article has it, whenever it was saved. Expects stored HTML
 * (sanitised, or written by renderArticleBody); applying it again changes nothing.
 */
export function withScrollableBlocks(html: string): string {
  const counts: Record<ScrollableBlock, number> = { table: 0, diagram: 0, code: 0 };
  // Where each opening tag to name ends (its ">"), and what goes before it: read by htmlparser2 (decision 015).
  const insertions: [at: number, attributes: string][] = [];
  const parser: Parser = new Parser(
    {
      onopentag(name, attributes) {
        const kind = scrollableBlockOf(name, attributes.class ?? "");
        if (!kind || attributes.tabindex !== undefined) return;
        counts[kind] += 1;
        const label = blogText.scrollableBlock[kind](formatNumber(counts[kind]));
        insertions.push([parser.endIndex, ` tabindex="0" role="group" aria-label="${escapeHtml(label)}"`]);
      },
    },
    { decodeEntities: false },
  );
  parser.end(html);
  let output = "";
  let copied = 0;
  for (const [at, attributes] of insertions) {
    output += html.slice(copied, at) + attributes;
    copied = at;
  }
  return output + html.slice(copied);
}

/**
 * Stored article HTML with each diagram told in words until it is drawn: the <pre> of a flowchart holds its paths, a
 * <span> on a line each (flowchart-in-words.ts), and keeps its source in an attribute, which the page's script hands
 * to the diagram library. Without JavaScript, in data-saver mode and before the library has come, a reader gets
 * « Client convaincu : Oui → Confirmer commande et paiement », not `F -->|Oui| G[…]`. A diagram it cannot read keeps
 * its source as text. Added as the page is served, like withScrollableBlocks; applying it again changes nothing.
 */
export function withDiagramsInWords(html: string): string {
  // Each readable diagram's opening tag from its ">" to the end of its text, and what replaces it.
  const pieces: TextPiece[] = [];
  const replacements: string[] = [];
  let open: { tagEnd: number; text: string; textEnd: number; holdsTags: boolean } | undefined;
  const parser: Parser = new Parser(
    {
      onopentag(name, attributes) {
        if (open) open.holdsTags = true;
        const isDiagram = scrollableBlockOf(name, attributes.class ?? "") === "diagram";
        const told = attributes[articleDiagram.attributes.source] !== undefined;
        if (isDiagram && !told) open = { tagEnd: parser.endIndex, text: "", textEnd: parser.endIndex + 1, holdsTags: false };
      },
      ontext(text) {
        if (!open) return;
        open.text += text;
        open.textEnd = parser.endIndex + 1;
      },
      onclosetag(name) {
        if (name !== "pre" || !open) return;
        const source = decodeHTML(open.text);
        // A source with markup in it (a <br> typed in the editor) is left as it is, and so is one not read here.
        const lines = open.holdsTags ? undefined : flowchartInWords(source);
        if (lines) {
          pieces.push([open.tagEnd, open.textEnd]);
          const words = lines.map((line) => `<span>${escapeHtml(line)}</span>`).join("\n");
          replacements.push(` ${articleDiagram.attributes.source}="${escapeHtml(source)}">${words}`);
        }
        open = undefined;
      },
    },
    { decodeEntities: false },
  );
  parser.end(html);
  return replacePieces(html, pieces, (_piece, index) => replacements[index] ?? "");
}

function scrollableBlockOf(name: string, classList: string): ScrollableBlock | undefined {
  const classes = classList.split(/\s+/);
  if (name === "pre") return classes.includes("mermaid") ? "diagram" : "code";
  return name === "div" && classes.includes("article-table") ? "table" : undefined;
}

/** The h2 headings of stored HTML, for the table of contents. */
export function tableOfContents(html: string): TocEntry[] {
  return [...html.matchAll(/<h2 id="([^"]+)">([\s\S]*?)<a class="heading-anchor"/g)].map((match) => ({
    id: match[1] ?? "",
    title: (match[2] ?? "")
      .replace(/<[^>]+>/g, "")
      .replace(/&amp;/g, "&")
      .replace(/&#39;/g, "'")
      .replace(/&quot;/g, '"'),
  }));
}

export function sourceHash(raw: string): string {
  return createHash("sha256").update(rendererVersion).update(raw).digest("hex");
}
