/**
 * A small, DOM-free HTML reader. It knows where each element starts and ends in the source, so a block the editor
 * cannot edit can be kept byte for byte. It reads HTML the way browsers do for the markup articles hold (void
 * elements, raw-text elements, the usual implied end tags); it does not try to repair every broken document.
 */

export interface HtmlElement {
  type: "element";
  /** Lower-case tag name. */
  name: string;
  attributes: [name: string, value: string][];
  children: HtmlNode[];
  /** Offsets in the source: `source.slice(start, end)` is the element's outer HTML. */
  start: number;
  end: number;
}

export interface HtmlText {
  type: "text";
  /** The text with its character references decoded. */
  text: string;
  start: number;
  end: number;
}

export interface HtmlComment {
  type: "comment";
  start: number;
  end: number;
}

export type HtmlNode = HtmlElement | HtmlText | HtmlComment;

export const voidElements = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "param",
  "source",
  "track",
  "wbr",
]);
const rawTextElements = new Set(["script", "style", "textarea", "title", "xmp", "iframe", "noembed", "noframes", "noscript", "plaintext"]);
/** Elements whose start closes an open <p>. */
const closesParagraph = new Set([
  "address",
  "article",
  "aside",
  "blockquote",
  "details",
  "div",
  "dl",
  "fieldset",
  "figcaption",
  "figure",
  "footer",
  "form",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "header",
  "hr",
  "main",
  "nav",
  "ol",
  "p",
  "pre",
  "section",
  "table",
  "ul",
]);
/** Elements closed by the start of a sibling of the same family, up to (not past) the listed container. */
const impliedEnds: Record<string, { closes: string[]; scope: string[] }> = {
  li: { closes: ["li"], scope: ["ul", "ol"] },
  dt: { closes: ["dt", "dd"], scope: ["dl"] },
  dd: { closes: ["dt", "dd"], scope: ["dl"] },
  tr: { closes: ["tr", "td", "th"], scope: ["table", "thead", "tbody", "tfoot"] },
  td: { closes: ["td", "th"], scope: ["tr"] },
  th: { closes: ["td", "th"], scope: ["tr"] },
  option: { closes: ["option"], scope: ["select", "datalist", "optgroup"] },
};

const namedReferences: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  laquo: "«",
  raquo: "»",
  hellip: "…",
  lsquo: "‘",
  rsquo: "’",
  ldquo: "“",
  rdquo: "”",
  ndash: "–",
  mdash: "—",
  euro: "€",
  copy: "©",
  reg: "®",
  deg: "°",
  times: "×",
  agrave: "à",
  acirc: "â",
  ccedil: "ç",
  eacute: "é",
  egrave: "è",
  ecirc: "ê",
  euml: "ë",
  icirc: "î",
  iuml: "ï",
  ocirc: "ô",
  oelig: "œ",
  ugrave: "ù",
  ucirc: "û",
  Eacute: "É",
  Agrave: "À",
};

/** Decodes numeric character references and the named ones French text uses; others stay as written. */
export function decodeEntities(text: string): string {
  if (!text.includes("&")) return text;
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, reference: string) => {
    if (reference.startsWith("#")) {
      const code =
        reference[1] === "x" || reference[1] === "X" ? Number.parseInt(reference.slice(2), 16) : Number.parseInt(reference.slice(1), 10);
      return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : "\ufffd";
    }
    return namedReferences[reference] ?? whole;
  });
}

const startTagName = /<([a-zA-Z][^\s/>]*)/y;
const attributePattern = /[\s/]*(?:([^\s"'>/=][^\s"'>/=]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?)?/y;
const endTag = /<\/([a-zA-Z][^\s/>]*)[^>]*>/y;

/** Reads HTML into a tree whose nodes carry their offsets in `html`. */
export function parseHtml(html: string): HtmlNode[] {
  const root: HtmlElement = { type: "element", name: "#root", attributes: [], children: [], start: 0, end: html.length };
  const open: HtmlElement[] = [root];
  const current = () => open[open.length - 1] ?? root;

  const addText = (start: number, end: number) => {
    if (end > start) current().children.push({ type: "text", text: decodeEntities(html.slice(start, end)), start, end });
  };
  // Closes every element above position `index` of the open stack; the last closed one ends at `end`.
  const closeDownTo = (index: number, innerEnd: number, end: number) => {
    while (open.length > index) {
      const element = open.pop();
      if (element) element.end = open.length === index ? end : innerEnd;
    }
  };
  const closeImplied = (name: string, at: number) => {
    if (closesParagraph.has(name) && current().name === "p") closeDownTo(open.length - 1, at, at);
    const rule = impliedEnds[name];
    if (!rule) return;
    for (let index = open.length - 1; index > 0; index--) {
      const element = open[index];
      if (!element || rule.scope.includes(element.name)) return;
      if (rule.closes.includes(element.name)) {
        closeDownTo(index, at, at);
        return;
      }
    }
  };

  let position = 0;
  while (position < html.length) {
    const lessThan = html.indexOf("<", position);
    if (lessThan === -1) {
      addText(position, html.length);
      break;
    }
    addText(position, lessThan);
    position = lessThan;

    if (html.startsWith("<!--", position)) {
      const close = html.indexOf("-->", position + 4);
      const end = close === -1 ? html.length : close + 3;
      current().children.push({ type: "comment", start: position, end });
      position = end;
      continue;
    }

    endTag.lastIndex = position;
    const closing = endTag.exec(html);
    if (closing) {
      const name = (closing[1] ?? "").toLowerCase();
      const end = position + closing[0].length;
      for (let index = open.length - 1; index > 0; index--) {
        if (open[index]?.name === name) {
          closeDownTo(index, position, end);
          break;
        }
      }
      position = end;
      continue;
    }

    startTagName.lastIndex = position;
    const opening = startTagName.exec(html);
    if (opening) {
      const name = (opening[1] ?? "").toLowerCase();
      const attributes: [string, string][] = [];
      let cursor = startTagName.lastIndex;
      while (cursor < html.length && html[cursor] !== ">") {
        attributePattern.lastIndex = cursor;
        const attribute = attributePattern.exec(html);
        if (!attribute || attributePattern.lastIndex === cursor) break;
        cursor = attributePattern.lastIndex;
        const attributeName = attribute[1]?.toLowerCase();
        if (attributeName && !attributes.some(([known]) => known === attributeName)) {
          attributes.push([attributeName, decodeEntities(attribute[2] ?? attribute[3] ?? attribute[4] ?? "")]);
        }
      }
      if (html[cursor] !== ">") {
        // A "<" that opens no complete tag is text, as in a browser that reaches the end of the document.
        addText(position, html.length);
        break;
      }
      const afterTag = cursor + 1;
      closeImplied(name, position);
      const element: HtmlElement = { type: "element", name, attributes, children: [], start: position, end: afterTag };
      current().children.push(element);
      if (voidElements.has(name)) {
        position = afterTag;
      } else if (rawTextElements.has(name)) {
        const close = html.toLowerCase().indexOf(`</${name}`, afterTag);
        const textEnd = close === -1 ? html.length : close;
        if (textEnd > afterTag) element.children.push({ type: "text", text: html.slice(afterTag, textEnd), start: afterTag, end: textEnd });
        const tagEnd = close === -1 ? html.length : html.indexOf(">", close) + 1 || html.length;
        element.end = tagEnd;
        position = tagEnd;
      } else {
        open.push(element);
        position = afterTag;
      }
      continue;
    }

    // "<!doctype …>", "<?…>": skipped like the browser's bogus comments. A lone "<" is text.
    if (html[position + 1] === "!" || html[position + 1] === "?") {
      const close = html.indexOf(">", position);
      const end = close === -1 ? html.length : close + 1;
      current().children.push({ type: "comment", start: position, end });
      position = end;
      continue;
    }
    addText(position, position + 1);
    position += 1;
  }
  closeDownTo(1, html.length, html.length);
  return root.children;
}

export function attribute(element: HtmlElement, name: string): string | undefined {
  return element.attributes.find(([known]) => known === name)?.[1];
}

export function hasClass(element: HtmlElement, className: string): boolean {
  return (attribute(element, "class") ?? "").split(/\s+/).includes(className);
}

const blockBoundaries = new Set([...closesParagraph, "br", "li", "dd", "dt", "tr", "td", "th", "summary", "caption", "figcaption"]);

function collectText(nodes: HtmlNode[], parts: string[]): void {
  for (const node of nodes) {
    if (node.type === "text") parts.push(node.text);
    else if (node.type === "element" && !["script", "style", "template"].includes(node.name)) {
      const boundary = blockBoundaries.has(node.name);
      if (boundary) parts.push(" ");
      collectText(node.children, parts);
      if (boundary) parts.push(" ");
    }
  }
}

/** What a reader reads in some HTML: its text, blocks separated by a space, white space collapsed. */
export function htmlText(html: string): string {
  const parts: string[] = [];
  collectText(parseHtml(html), parts);
  return parts.join("").replace(/\s+/g, " ").trim();
}
