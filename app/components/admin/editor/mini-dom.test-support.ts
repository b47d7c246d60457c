/**
 * Test support only (imported by the editor's tests, never by the app): the few DOM features ProseMirror's parser
 * and serializer use, over our HTML reader, so the editor's schema can be run in Node without a DOM library.
 * It throws on what it does not know rather than guessing.
 */
import { type HtmlNode, parseHtml, voidElements } from "./html-tree";

abstract class MiniNode {
  parentNode: MiniParent | null = null;
  abstract readonly nodeType: number;
  abstract readonly nodeName: string;
  get ownerDocument() {
    return miniDocument;
  }
  get nextSibling(): MiniNode | null {
    const siblings = this.parentNode?.childNodes ?? [];
    return siblings[siblings.indexOf(this) + 1] ?? null;
  }
  get previousSibling(): MiniNode | null {
    const siblings = this.parentNode?.childNodes ?? [];
    return siblings[siblings.indexOf(this) - 1] ?? null;
  }
  abstract get textContent(): string;
  abstract html(): string;
}

class MiniText extends MiniNode {
  readonly nodeType = 3;
  readonly nodeName = "#text";
  constructor(public nodeValue: string) {
    super();
  }
  get textContent() {
    return this.nodeValue;
  }
  html() {
    return this.nodeValue
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/\u00a0/g, "&nbsp;");
  }
}

class MiniParent extends MiniNode {
  readonly nodeType: number = 11;
  get nodeName(): string {
    return "#document-fragment";
  }
  childNodes: MiniNode[] = [];
  get firstChild() {
    return this.childNodes[0] ?? null;
  }
  get lastChild() {
    return this.childNodes[this.childNodes.length - 1] ?? null;
  }
  get firstElementChild(): MiniElement | null {
    return (this.childNodes.find((child) => child instanceof MiniElement) as MiniElement | undefined) ?? null;
  }
  appendChild<T extends MiniNode>(child: T): T {
    return this.insertBefore(child, null);
  }
  insertBefore<T extends MiniNode>(child: T, reference: MiniNode | null): T {
    if (child instanceof MiniParent && !(child instanceof MiniElement)) {
      for (const inner of [...child.childNodes]) this.insertBefore(inner, reference);
      return child;
    }
    child.parentNode?.removeChild(child);
    const index = reference ? this.childNodes.indexOf(reference) : -1;
    if (index === -1) this.childNodes.push(child);
    else this.childNodes.splice(index, 0, child);
    child.parentNode = this;
    return child;
  }
  removeChild<T extends MiniNode>(child: T): T {
    this.childNodes = this.childNodes.filter((node) => node !== child);
    child.parentNode = null;
    return child;
  }
  get textContent(): string {
    return this.childNodes.map((child) => child.textContent).join("");
  }
  get innerHTML(): string {
    return this.childNodes.map((child) => child.html()).join("");
  }
  html() {
    return this.innerHTML;
  }
  querySelector(selector: string): MiniElement | null {
    for (const child of this.childNodes) {
      if (!(child instanceof MiniElement)) continue;
      if (child.matches(selector)) return child;
      const found = child.querySelector(selector);
      if (found) return found;
    }
    return null;
  }
}

class MiniElement extends MiniParent {
  override readonly nodeType = 1;
  private readonly attributeMap = new Map<string, string>();
  constructor(readonly localName: string) {
    super();
  }
  override get nodeName() {
    return this.localName.toUpperCase();
  }
  get tagName() {
    return this.nodeName;
  }
  get attributes() {
    return [...this.attributeMap].map(([name, value]) => ({ name, value }));
  }
  getAttribute(name: string): string | null {
    return this.attributeMap.get(name.toLowerCase()) ?? null;
  }
  hasAttribute(name: string): boolean {
    return this.attributeMap.has(name.toLowerCase());
  }
  setAttribute(name: string, value: unknown): void {
    this.attributeMap.set(name.toLowerCase(), String(value));
  }
  setAttributeNS(_namespace: string | null, name: string, value: unknown): void {
    this.setAttribute(name, value);
  }
  removeAttribute(name: string): void {
    this.attributeMap.delete(name.toLowerCase());
  }
  get classList() {
    const classes = (this.getAttribute("class") ?? "").split(/\s+/).filter(Boolean);
    return Object.assign(classes, { contains: (name: string) => classes.includes(name) });
  }
  get style() {
    const declarations = new Map<string, string>();
    for (const declaration of (this.getAttribute("style") ?? "").split(";")) {
      const [name, ...value] = declaration.split(":");
      if (name?.trim()) declarations.set(name.trim().toLowerCase(), value.join(":").trim());
    }
    const camel = Object.fromEntries(
      [...declarations].map(([name, value]) => [name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()), value]),
    );
    return { ...camel, length: declarations.size, getPropertyValue: (name: string) => declarations.get(name) ?? "" };
  }
  matches(selector: string): boolean {
    return selector.split(",").some((compound) => matchesCompound(this, compound.trim()));
  }
  get outerHTML(): string {
    const attributes = [...this.attributeMap].map(
      ([name, value]) =>
        ` ${name}="${value
          .replace(/&/g, "&amp;")
          .replace(/"/g, "&quot;")
          .replace(/\u00a0/g, "&nbsp;")}"`,
    );
    const open = `<${this.localName}${attributes.join("")}>`;
    return voidElements.has(this.localName) ? open : `${open}${this.innerHTML}</${this.localName}>`;
  }
  override html() {
    return this.outerHTML;
  }
}

const simpleSelector = /^([a-z][a-z0-9-]*|\*)?((?:\[[^\]]+\]|\.[\w-]+|:not\((?:[^()]|\([^()]*\))*\))*)$/i;
const selectorPart =
  /\[\s*([\w-]+)\s*(?:([~^$*|]?=)\s*(?:"([^"]*)"|'([^']*)'|([^\s\]]+))\s*(i)?)?\s*\]|\.([\w-]+)|:not\(((?:[^()]|\([^()]*\))*)\)/gi;

function matchesCompound(element: MiniElement, selector: string): boolean {
  const match = simpleSelector.exec(selector);
  if (!match) throw new Error(`Sélecteur non pris en charge par le DOM de test : ${selector}`);
  const [, tag, rest = ""] = match;
  if (tag && tag !== "*" && tag.toLowerCase() !== element.localName) return false;
  for (const part of rest.matchAll(selectorPart)) {
    const [, name, operator, double, single, bare, insensitive, className, negated] = part;
    if (className !== undefined && !element.classList.contains(className)) return false;
    if (negated !== undefined && element.matches(negated)) return false;
    if (name === undefined) continue;
    const actual = element.getAttribute(name);
    if (actual === null) return false;
    if (!operator) continue;
    let expected = double ?? single ?? bare ?? "";
    let value = actual;
    if (insensitive) {
      expected = expected.toLowerCase();
      value = value.toLowerCase();
    }
    const ok =
      operator === "="
        ? value === expected
        : operator === "^="
          ? value.startsWith(expected)
          : operator === "$="
            ? value.endsWith(expected)
            : operator === "*="
              ? value.includes(expected)
              : false;
    if (!ok) return false;
  }
  return true;
}

function build(nodes: HtmlNode[], parent: MiniParent): void {
  for (const node of nodes) {
    if (node.type === "text") parent.appendChild(new MiniText(node.text));
    else if (node.type === "element") {
      const element = new MiniElement(node.name);
      for (const [name, value] of node.attributes) element.setAttribute(name, value);
      build(node.children, element);
      parent.appendChild(element);
    }
  }
}

export const miniDocument = {
  createElement: (name: string) => new MiniElement(name.toLowerCase()),
  createElementNS: (_namespace: string | null, name: string) => new MiniElement(name.toLowerCase()),
  createTextNode: (text: string) => new MiniText(text),
  createDocumentFragment: () => new MiniParent(),
};

/** A <body> holding `html`, read as the browser would read these articles. */
export function miniBody(html: string): MiniElement {
  const body = new MiniElement("body");
  build(parseHtml(html), body);
  return body;
}
