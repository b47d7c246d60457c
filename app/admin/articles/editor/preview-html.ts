import DOMPurify, { type DOMPurify as Purifier } from "dompurify";
import { isAllowedImageSrc, isAllowedStoredLink } from "./url-guards";

/**
 * The HTML the preview shows, cleaned by DOMPurify with an allow-list. The editor's content may hold preserved blocks
 * put in by the page's tools (an AI answer, an import): they must not run anything in the staff's browser. Unknown
 * elements are unwrapped, the dangerous ones dropped with their content. (The server still sanitizes what it
 * stores; this only protects the preview.)
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

const droppedWithContent = [
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
];

function attributeAllowed(tag: string, name: string, value: string): boolean {
  if (name === "class") return /^[\w\s-]*$/.test(value);
  if (!allowedAttributes[tag]?.includes(name)) return false;
  if (name === "href") return isAllowedStoredLink(value);
  if (name === "src") return isAllowedImageSrc(value);
  if (name === "data-article-component") return /^[a-z-]+$/.test(value);
  return true;
}

let purifier: Purifier | undefined;

function browserPurifier(): Purifier {
  if (purifier) return purifier;
  const created = DOMPurify(window);
  created.addHook("uponSanitizeAttribute", (node, data) => {
    data.keepAttr = attributeAllowed(node.nodeName.toLowerCase(), data.attrName, data.attrValue);
  });
  purifier = created;
  return created;
}

/** The preview's HTML; "" where there is no DOM (on the server, which never shows the preview). */
export function previewHtml(html: string): string {
  if (typeof window === "undefined") return "";
  const body = browserPurifier().sanitize(html, {
    ALLOWED_TAGS: Object.keys(allowedAttributes),
    ALLOWED_ATTR: ["class", ...new Set(Object.values(allowedAttributes).flat())],
    FORBID_CONTENTS: droppedWithContent,
    RETURN_DOM: true,
  }) as HTMLElement; // RETURN_DOM gives the <body> holding the cleaned content.
  // A picture whose address was refused shows nothing rather than a broken frame.
  for (const image of body.querySelectorAll("img:not([src])")) image.remove();
  for (const link of body.querySelectorAll("a[href]")) {
    if (/^https?:/i.test(link.getAttribute("href") ?? "")) {
      link.setAttribute("rel", "noopener noreferrer");
      link.setAttribute("target", "_blank");
    }
  }
  return body.innerHTML;
}
