import { describe, expect, it } from "vitest";
import { countWords, parseArticleSource } from "./article-source";
import {
  anchorHeadings,
  frenchSpacing,
  headingId,
  renderArticleBody,
  tableOfContents,
  whatsappPath,
  withDiagramsInWords,
  withScrollableBlocks,
} from "./render.server";
import { sanitizeArticleHtml } from "./sanitize-article.server";

describe("article rendering", () => {
  const html = renderArticleBody(
    [
      "Intro avec un [lien](/contact) : voilà !",
      "",
      "## Pourquoi « c'est trop cher » ?",
      "",
      "Texte.",
      "",
      "## Pourquoi « c'est trop cher » ?",
      "",
      "[[composant:roi]]",
      "",
      "```mermaid",
      "flowchart LR",
      "  A --> B",
      "```",
      "",
      ":::faq",
      "### Première question ?",
      "Réponse **claire**.",
      "",
      "### Deuxième ?",
      "Autre réponse.",
      ":::",
      "",
      "[WhatsApp]({{whatsapp}}) <script>alert(1)</script> ![x](/x.png)",
    ].join("\n"),
    "mon-article",
  );

  it("gives h2 headings unique ids and anchors, and lists them for the table of contents", () => {
    expect(html).toContain('<h2 id="pourquoi-c-est-trop-cher">');
    expect(html).toContain('<h2 id="pourquoi-c-est-trop-cher-2">');
    expect(tableOfContents(html)).toEqual([
      { id: "pourquoi-c-est-trop-cher", title: "Pourquoi «\u00a0c'est trop cher\u00a0»\u00a0?" },
      { id: "pourquoi-c-est-trop-cher-2", title: "Pourquoi «\u00a0c'est trop cher\u00a0»\u00a0?" },
    ]);
  });

  it("turns FAQ blocks into exclusive <details>, markers into component slots, mermaid into a diagram", () => {
    expect(html.match(/<details class="article-faq-item" name="faq-mon-article">/g)).toHaveLength(2);
    expect(html).toContain("<summary>Première question\u00a0?</summary>");
    expect(html).toContain("<strong>claire</strong>");
    expect(html).toContain('<div data-article-component="roi"></div>');
    expect(html).toContain('<pre class="mermaid" data-diagram="">flowchart LR\n  A --&gt; B</pre>');
  });

  it("links {{whatsapp}} to the redirect, and drops raw HTML and images", () => {
    expect(html).toContain(`<a href="${whatsappPath}" rel="nofollow">WhatsApp</a>`);
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
    expect(html).toContain('<a href="/contact">lien</a>\u00a0: voilà\u00a0!');
  });

  it("keeps web, e-mail, phone, site and anchor links, and turns any other link into its plain text", () => {
    const dangerous = [
      "[piège](javascript:alert(1))",
      "[piège](< JaVaScRiPt:alert(1)>)",
      "[piège](<java\tscript:alert(1)>)",
      "[piège](java&#x09;script:alert(1))",
      "[piège](&#106;avascript:alert(1))",
      "[piège](data:text/html;base64,PHNjcmlwdD4=)",
      "[piège](vbscript:msgbox(1))",
      "[piège](//evil.example)",
      "[piège](/\\evil.example)",
      "[piège][ref]\n\n[ref]: javascript:alert(1)",
    ];
    for (const markdown of dangerous) expect(renderArticleBody(markdown, "s"), markdown).toBe("<p>piège</p>\n");
    expect(renderArticleBody("<javascript:alert(1)>", "s")).not.toContain("<a");

    const safe = renderArticleBody(
      "[a](https://exemple.cm/?q=1&r=2) [b](HTTP://EXEMPLE.CM) [c](mailto:contact@kheops.cm) [d](tel:+237600000000) [e](/boutique) [f](#faq) [g](/)",
      "s",
    );
    expect(safe).toContain('<a href="https://exemple.cm/?q=1&amp;r=2" rel="noopener noreferrer" target="_blank">a</a>');
    expect(safe).toContain('<a href="HTTP://EXEMPLE.CM" rel="noopener noreferrer" target="_blank">b</a>');
    expect(safe).toContain('<a href="mailto:contact@kheops.cm">c</a>');
    expect(safe).toContain('<a href="tel:+237600000000">d</a>');
    expect(safe).toContain('<a href="/boutique">e</a>');
    expect(safe).toContain('<a href="#faq">f</a>');
    expect(safe).toContain('<a href="/">g</a>');
  });

  it("writes no image, whatever its address", () => {
    const html = renderArticleBody(
      '![x](javascript:alert(1)) ![y](data:image/svg+xml;base64,PHN2Zz4=) <img src="javascript:alert(1)"> [![z](/ok.png)](javascript:alert(1))',
      "s",
    );
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<a");
    expect(html).not.toMatch(/javascript:|data:/);
  });

  it("spaces French punctuation without touching times or addresses", () => {
    expect(frenchSpacing("Prix : 15 000 FCFA ; soit 20 % ! « Oui »")).toBe(
      "Prix\u00a0: 15 000 FCFA\u00a0; soit 20\u00a0%\u00a0! «\u00a0Oui\u00a0»",
    );
    expect(frenchSpacing("de 9:00 à 18:00, https://exemple.cm")).toBe("de 9:00 à 18:00, https://exemple.cm");
    expect(headingId("Les 3 erreurs à éviter !")).toBe("les-3-erreurs-a-eviter");
  });
});

describe("article source files", () => {
  it("reads the JSON front-matter and the body", () => {
    const source = parseArticleSource(
      '---\nid: "9"\nslug: "x"\ntitle: "T"\nexcerpt: "E"\nauthor: "A"\ndate: "2025-09-03"\npublishDate: "3 septembre 2025"\nreadTime: "1 min"\ncategory: "Technologie"\ntags: ["a"]\nimage: "/i"\n---\nCorps du texte.\n',
      "x.md",
    );
    expect(source).toMatchObject({ id: "9", tags: ["a"], body: "Corps du texte.\n" });
    expect(() => parseArticleSource("pas de front-matter", "y.md")).toThrow(/front-matter/);
    expect(() => parseArticleSource('---\nid: "9"\n---\n', "z.md")).toThrow(/slug is missing/);
  });

  it("counts the words a reader reads", () => {
    expect(countWords("## Un titre\n\nDeux mots [lien](/contact).\n\n```mermaid\nA --> B\n```\n[[composant:roi]]")).toBe(5);
  });
});

describe("anchorHeadings", () => {
  it("gives editor headings the ids and links of rendered articles, so the table of contents finds them", () => {
    const html = anchorHeadings(
      "<h2>Pourquoi <strong>WhatsApp</strong> ?</h2><p>Texte</p><h3>Détails</h3><h2>Pourquoi WhatsApp ?</h2><h2> </h2>",
    );
    expect(tableOfContents(html)).toEqual([
      { id: "pourquoi-whatsapp", title: "Pourquoi WhatsApp ?" },
      { id: "pourquoi-whatsapp-2", title: "Pourquoi WhatsApp ?" },
    ]);
    expect(html).toContain('<h3 id="details">Détails<a class="heading-anchor" href="#details"');
    expect(html).toContain("<h2> </h2>");
  });

  it("changes nothing when run again", () => {
    const once = anchorHeadings("<h2>Un</h2><h3>Deux</h3>");
    expect(anchorHeadings(once)).toBe(once);
  });
});

describe("withScrollableBlocks", () => {
  const table = (a: string, b: string) => [`| ${a} | ${b} |`, "|---|---|", "| 1 | 2 |", ""];
  const body = [
    ...table("A", "B"),
    "```mermaid",
    "flowchart LR",
    "  A --> B",
    "```",
    "",
    "```",
    "npm run build",
    "```",
    "",
    ...table("C", "D"),
  ];

  it("makes each table, diagram and code block of an article a stop of the Tab key, named by its kind and number", () => {
    const served = withScrollableBlocks(sanitizeArticleHtml(renderArticleBody(body.join("\n"), "s")));
    expect(served.match(/<div class="article-table" tabindex="0" role="group" aria-label="Tableau (\d)">/g)).toEqual([
      '<div class="article-table" tabindex="0" role="group" aria-label="Tableau 1">',
      '<div class="article-table" tabindex="0" role="group" aria-label="Tableau 2">',
    ]);
    expect(served).toContain('<pre class="mermaid" data-diagram="" tabindex="0" role="group" aria-label="Schéma 1">flowchart LR');
    expect(served).toContain('<pre tabindex="0" role="group" aria-label="Bloc de code 1"><code>npm run build');
  });

  it("leaves every other element alone, and changes nothing when run again", () => {
    const stored =
      '<div class="article-faq" data-faq=""><details class="article-faq-item"><summary>Q</summary></details></div><div data-article-component="roi"></div><p>&lt;pre&gt;</p>';
    expect(withScrollableBlocks(stored)).toBe(stored);
    const once = withScrollableBlocks(renderArticleBody(body.join("\n"), "s"));
    expect(withScrollableBlocks(once)).toBe(once);
  });

  it("is added as the page is served: the sanitiser stores none of it", () => {
    const written =
      '<div class="article-table" tabindex="0" role="group" aria-label="x"><table><tbody><tr><td>1</td></tr></tbody></table></div><pre tabindex="0">x</pre>';
    expect(sanitizeArticleHtml(written)).toBe(
      '<div class="article-table"><table><tbody><tr><td>1</td></tr></tbody></table></div><pre>x</pre>',
    );
  });
});

describe("withDiagramsInWords", () => {
  const stored = (source: string[]) => sanitizeArticleHtml(renderArticleBody(["```mermaid", ...source, "```"].join("\n"), "s"));

  it("tells a flowchart in words inside its <pre>, and moves its source to an attribute", () => {
    const served = withDiagramsInWords(withScrollableBlocks(stored(["flowchart LR", "  A[Offre] --> B{Prix ?}", "  B -->|Oui| C[Vente]"])));
    expect(served).toBe(
      '<pre class="mermaid" data-diagram="" tabindex="0" role="group" aria-label="Schéma 1" data-source="flowchart LR\n  A[Offre] --&gt; B{Prix ?}\n  B --&gt;|Oui| C[Vente]"><span>Offre → Prix ?</span>\n<span>Prix ?\u00a0: Oui → Vente</span></pre>\n',
    );
    expect(withDiagramsInWords(served)).toBe(served);
  });

  it("leaves a diagram it cannot read, a diagram with markup inside and every other block as they are", () => {
    const sequence = stored(["sequenceDiagram", "  A->>B: Bonjour"]);
    expect(withDiagramsInWords(sequence)).toBe(sequence);
    const withBreak = '<pre class="mermaid" data-diagram="">flowchart LR<br>A --&gt; B</pre>';
    expect(withDiagramsInWords(withBreak)).toBe(withBreak);
    const code = "<pre><code>flowchart LR\n  A --&gt; B</code></pre>";
    expect(withDiagramsInWords(code)).toBe(code);
  });
});
