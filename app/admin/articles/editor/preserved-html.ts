import type { Node as ProseMirrorNode } from "@tiptap/pm/model";
import { DOMSerializer } from "@tiptap/pm/model";
import { type ChildNode, type Element, isTag, isText } from "domhandler";
import { parseDocument } from "htmlparser2";
import { textOfHtml } from "~/admin/articles/editor/html-text";
import { escapeHtml } from "~/lib/text/escape-html";
import { isAllowedImageSrc, isAllowedStoredLink } from "./url-guards";

/**
 * Between the stored HTML and the editor. What the editor's schema can hold goes in as it is; any other top-level
 * element (tables, FAQ, component slots, diagrams, figures…) goes in as a placeholder carrying its exact outer HTML,
 * and comes out as that HTML again, byte for byte.
 */

export const preservedBlockName = "preservedBlock";
export const preservedBlockAttribute = "data-preserved-block";
export const preservedHtmlAttribute = "data-html";

export type PreservedKind = "table" | "faq" | "component" | "diagram" | "figure" | "media" | "details" | "html";

const inlineElements = new Set(["strong", "b", "em", "i", "u", "s", "del", "strike", "code", "a", "br"]);
const blockElements = new Set(["p", "h2", "h3", "ul", "ol", "blockquote", "pre", "hr", "img"]);

/** The nodes of some HTML (htmlparser2), each knowing where it starts and ends in the source. */
function parseHtml(html: string): ChildNode[] {
  return parseDocument(html, { withStartIndices: true, withEndIndices: true }).children;
}

/**
 * Where a node is in the source, end excluded. An element closed by what follows it ("<p>un<p>deux") ends where
 * its next sibling starts (htmlparser2 counts the tag that closed it in).
 */
function sourceRange(node: ChildNode, sourceLength: number): [start: number, end: number] {
  const start = node.startIndex ?? 0;
  const end = node.endIndex === null ? sourceLength : node.endIndex + 1;
  return [start, Math.min(end, node.next?.startIndex ?? end)];
}

function attribute(element: Element, name: string): string | undefined {
  return element.attribs[name];
}

function hasClass(element: Element, className: string): boolean {
  return (attribute(element, "class") ?? "").split(/\s+/).includes(className);
}

function allowedAttributes(element: Element, parent: Element | undefined): boolean {
  return Object.entries(element.attribs).every(([name, value]) => {
    switch (element.name) {
      case "a":
        return (name === "href" && isAllowedStoredLink(value)) || name === "rel" || name === "target" || name === "title";
      case "h2":
      case "h3":
        // The server gives headings their ids again from their text, as the article renderer does.
        return name === "id";
      case "ol":
        return (name === "start" && /^\d+$/.test(value)) || (name === "type" && /^[1aAiI]$/.test(value));
      case "img":
        return (name === "src" && isAllowedImageSrc(value)) || ["alt", "title", "width", "height"].includes(name);
      case "code":
        return parent?.name === "pre" && name === "class" && /^language-[\w-]+$/.test(value);
      default:
        return false;
    }
  });
}

function onlyText(nodes: ChildNode[]): boolean {
  return nodes.every(isText);
}

/** Whether the editor's schema holds this element and everything in it without losing anything. */
function isEditable(element: Element, children: ChildNode[], parent: Element | undefined): boolean {
  if (!allowedAttributes(element, parent)) return false;
  if (element.name === "img") return attribute(element, "src") !== undefined;
  const everyChild = (accepts: (child: Element) => boolean, textAllowed: boolean) =>
    children.every((child) => {
      if (isText(child)) return textAllowed || child.data.trim() === "";
      return isTag(child) && accepts(child) && isEditable(child, child.children, element);
    });
  const inline = (child: Element) => inlineElements.has(child.name) || child.name === "img";
  switch (element.name) {
    case "p":
    case "h2":
    case "h3":
    case "strong":
    case "b":
    case "em":
    case "i":
    case "u":
    case "s":
    case "del":
    case "strike":
    case "a":
      return everyChild(inline, true);
    case "code":
      // An inline code mark excludes every other mark: only text survives in it.
      return onlyText(children);
    case "br":
    case "hr":
      return true;
    case "ul":
    case "ol":
      return everyChild((child) => child.name === "li", false);
    case "li":
    case "blockquote":
      return everyChild((child) => inline(child) || blockElements.has(child.name), true);
    case "pre": {
      const elements = children.filter((child) => !isText(child) || child.data.trim() !== "");
      const code = elements[0];
      return (
        onlyText(children) ||
        (elements.length === 1 && code !== undefined && isTag(code) && code.name === "code" && isEditable(code, code.children, element))
      );
    }
    default:
      return false;
  }
}

/** The generated "#" link at the end of an article heading; the server writes it again on save. */
function headingAnchors(element: Element): Element[] {
  if (element.name !== "h2" && element.name !== "h3") return [];
  return element.children.filter((child): child is Element => isTag(child) && child.name === "a" && hasClass(child, "heading-anchor"));
}

function preservedPlaceholder(outerHtml: string): string {
  // "\r" is written as a reference: the HTML parser would turn a raw "\r\n" into "\n".
  return `<div ${preservedBlockAttribute}="" ${preservedHtmlAttribute}="${escapeHtml(outerHtml).replace(/\r/g, "&#13;")}"></div>`;
}

/**
 * The HTML to give the editor: top-level elements it cannot hold become placeholders, the headings' generated
 * anchors are left out. Everything else is passed as written.
 */
export function prepareEditorHtml(html: string): string {
  let prepared = "";
  for (const node of parseHtml(html)) {
    const [start, end] = sourceRange(node, html.length);
    const outer = html.slice(start, end);
    if (isText(node)) {
      prepared += outer;
      continue;
    }
    // Comments, doctypes and the like: kept, and never given to the editor.
    if (!isTag(node)) {
      prepared += preservedPlaceholder(outer);
      continue;
    }
    const anchors = headingAnchors(node);
    const kept = node.children.filter((child) => !anchors.includes(child as Element));
    if (!isEditable(node, kept, undefined)) {
      prepared += preservedPlaceholder(outer);
      continue;
    }
    let withoutAnchors = outer;
    for (const anchor of [...anchors].reverse()) {
      const [anchorStart, anchorEnd] = sourceRange(anchor, end);
      withoutAnchors = withoutAnchors.slice(0, anchorStart - start) + withoutAnchors.slice(anchorEnd - start);
    }
    prepared += withoutAnchors;
  }
  return prepared;
}

function firstElement(html: string): Element | undefined {
  return parseHtml(html).find(isTag);
}

function containsElement(element: Element, names: string[]): boolean {
  return element.children.some((child) => isTag(child) && (names.includes(child.name) || containsElement(child, names)));
}

/** What a preserved block is, for its label in the editor. */
export function preservedKind(html: string): PreservedKind {
  const element = firstElement(html);
  if (!element) return "html";
  if (attribute(element, "data-article-component") !== undefined) return "component";
  if (attribute(element, "data-faq") !== undefined || hasClass(element, "article-faq")) return "faq";
  if (element.name === "pre" && (attribute(element, "data-diagram") !== undefined || hasClass(element, "mermaid"))) return "diagram";
  if (element.name === "table" || containsElement(element, ["table"])) return "table";
  if (element.name === "figure") return "figure";
  if (["iframe", "video", "audio", "picture", "object", "embed"].includes(element.name)) return "media";
  if (element.name === "details") return "details";
  return "html";
}

/** A short reminder of a preserved block's content, shown in the editor (the component's name for a slot). */
export function preservedSummary(html: string, maxLength = 160): string {
  const element = firstElement(html);
  const component = element ? attribute(element, "data-article-component") : undefined;
  const text = component ?? textOfHtml(html).replace(/\s+/g, " ");
  return text.length > maxLength ? `${text.slice(0, maxLength - 1).trimEnd()}…` : text;
}

/**
 * The HTML of an editor document: each top-level block on its own line, preserved blocks exactly as they came,
 * empty paragraphs left out (an empty document gives ""). `document` makes the DOM nodes the serializer needs.
 */
export function editorDocToHtml(doc: ProseMirrorNode, document: Document): string {
  const serializer = DOMSerializer.fromSchema(doc.type.schema);
  let html = "";
  doc.forEach((node) => {
    if (node.type.name === preservedBlockName) {
      html += `${String(node.attrs.html ?? "")}\n`;
      return;
    }
    if (node.type.name === "paragraph" && node.childCount === 0) return;
    const element = serializer.serializeNode(node, { document }) as HTMLElement;
    // An item's first paragraph is written as the article renderer writes tight lists: <li>text</li>, <li>text<ul>.
    html += `${element.outerHTML.replace(/<li><p>((?:(?!<\/?p[\s>]).)*?)<\/p>(?=<\/li>|<ul[\s>]|<ol[\s>])/gs, "<li>$1")}\n`;
  });
  return html;
}
