import { type HtmlNode, parseHtml } from "./html-tree";
import { isAllowedImageSrc, isAllowedStoredLink } from "./url-guards";

/**
 * The HTML the preview shows, rebuilt from an allow-list. The editor's content may hold preserved blocks put in by
 * the page's tools (an AI answer, an import): they must not run anything in the staff's browser. Unknown elements
 * are unwrapped, the dangerous ones dropped with their content, every text and attribute is escaped again.
 * (The server still sanitizes what it stores; this only protects the preview.)
 */

const allowedAttributes: Record<string, string[]> = {
  p: [],
  h1: ["id"],
  h2: ["id"],
  h3: ["id"],
  h4: ["id"],
  h5: [],
  h6: [],
  ul: [],
  ol: ["start", "type"],
  li: [],
  blockquote: [],
  pre: ["data-diagram"],
  code: [],
  hr: [],
  br: [],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  del: [],
  strike: [],
  sub: [],
  sup: [],
  small: [],
  mark: [],
  abbr: ["title"],
  span: [],
  a: ["href", "title", "aria-label"],
  img: ["src", "alt", "title", "width", "height"],
  table: [],
  caption: [],
  thead: [],
  tbody: [],
  tfoot: [],
  tr: [],
  th: ["scope", "colspan", "rowspan"],
  td: ["colspan", "rowspan"],
  div: ["data-faq", "data-article-component"],
  details: ["name"],
  summary: [],
  figure: [],
  figcaption: [],
};

const droppedWithContent = new Set([
  "script",
  "style",
  "template",
  "iframe",
  "object",
  "embed",
  "noscript",
  "noembed",
  "noframes",
  "textarea",
  "title",
  "xmp",
  "svg",
  "math",
  "select",
  "form",
  "button",
  "input",
  "link",
  "meta",
  "base",
]);
const voidElements = new Set(["br", "hr", "img"]);

const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, "&quot;");

function attributeAllowed(tag: string, name: string, value: string): boolean {
  if (name === "class") return /^[\w\s-]*$/.test(value);
  if (!allowedAttributes[tag]?.includes(name)) return false;
  if (name === "href") return isAllowedStoredLink(value);
  if (name === "src") return isAllowedImageSrc(value);
  if (name === "data-article-component") return /^[a-z-]+$/.test(value);
  return true;
}

function write(nodes: HtmlNode[]): string {
  let html = "";
  for (const node of nodes) {
    if (node.type === "text") html += escapeText(node.text);
    if (node.type !== "element" || droppedWithContent.has(node.name)) continue;
    if (!(node.name in allowedAttributes)) {
      html += write(node.children);
      continue;
    }
    if (node.name === "img" && !node.attributes.some(([name, value]) => name === "src" && isAllowedImageSrc(value))) continue;
    let attributes = node.attributes
      .filter(([name, value]) => attributeAllowed(node.name, name, value))
      .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
      .join("");
    if (node.name === "a" && node.attributes.some(([name, value]) => name === "href" && /^https?:/i.test(value))) {
      attributes += ' rel="noopener noreferrer" target="_blank"';
    }
    html += voidElements.has(node.name)
      ? `<${node.name}${attributes}>`
      : `<${node.name}${attributes}>${write(node.children)}</${node.name}>`;
  }
  return html;
}

export function previewHtml(html: string): string {
  return write(parseHtml(html));
}
