import type { Element } from "domhandler";
import { DomUtils, parseDocument } from "htmlparser2";
import { expect, it } from "vitest";
import { newsletterLetterText } from "~/content/newsletter-letter";
import {
  type LetterMailInput,
  listUnsubscribeHeaders,
  personaliseLetterMail,
  renderLetterMail,
  UNSUBSCRIBE_URL_PLACEHOLDER,
} from "./letter-mail.server";

// One letter as its subscribers receive it: the HTML part as a mail client reads it (parsed, entities decoded),
// the plain-text part as a reader of text mail sees it, and each recipient's unsubscribe address filled in.

const siteUrl = "https://kheops.cm";
const unsubscribeUrl = "https://kheops.cm/desinscription?email=awa%40exemple.cm&jeton=a1b2c3";

function letter(overrides: Partial<LetterMailInput> = {}): LetterMailInput {
  return {
    subject: "Vendre sur WhatsApp sans y passer vos soirées",
    preheader: "Trois réglages de WhatsApp Business à faire cette semaine",
    introHtml: [
      "<p>Bonjour,</p>",
      '<p>Ce mois-ci, <strong>trois réglages</strong> pour <a href="/kheopscope">gagner du temps</a>. ',
      '<a href="javascript:alert(document.cookie)">Cliquez ici</a>.</p>',
      '<img src="/media/x.webp" alt="Un catalogue WhatsApp sur un téléphone">',
      '<h2 onclick="alert(1)" style="color:red">Le catalogue</h2>',
      "<ul><li><p>Des photos nettes</p></li><li><p>Des prix en FCFA</p></li></ul>",
      "<script>alert(1)</script>",
      '<img src="https://mesure.example/ouverture.gif?abonne=42" alt="">',
    ].join(""),
    articles: [
      {
        title: "Créer un catalogue WhatsApp qui vend",
        excerpt: "Photos, prix, descriptions : ce qui fait acheter.",
        url: "https://kheops.cm/kheopscope/catalogue-whatsapp",
        image: { src: "https://kheops.cm/media/catalogue-whatsapp-800.webp", alt: "Un catalogue de boutique" },
      },
      {
        title: "Répondre vite sans y passer la journée",
        excerpt: "Les réponses rapides et les messages d'absence.",
        url: "https://kheops.cm/kheopscope/reponses-rapides",
        image: { src: "https://kheops.cm/images/blog/reponses-rapides.jpg", alt: "Une conversation WhatsApp" },
      },
    ],
    siteUrl,
    archiveUrl: "https://kheops.cm/newsletter/lettres/vendre-sur-whatsapp",
    ...overrides,
  };
}

function parse(html: string) {
  const document = parseDocument(html);
  const all = (name: string) => DomUtils.getElementsByTagName(name, document, true);
  const text = (element: Element) => DomUtils.textContent(element).trim();
  const linkTo = (label: string) => all("a").filter((link) => text(link) === label);
  return { all, text, linkTo };
}

it("lays the letter out as an e-mail: French, tables, inline styles, at most 600 px wide, no script", async () => {
  const { html } = await renderLetterMail(letter());
  const { all } = parse(html);

  expect(all("html")[0]?.attribs.lang).toBe("fr");
  expect(all("table").length).toBeGreaterThan(5);
  expect(all("table").every((table) => table.attribs.role === "presentation")).toBe(true);
  expect(html).toContain("max-width:600px");
  // Outlook on Windows, which ignores max-width, gets its 600 px table.
  expect(html).toMatch(/<!--\[if mso\]><table[^>]*width="600"/);
  for (const tag of ["h1", "h2", "h3", "p", "a", "li", "ul", "img"]) {
    const unstyled = all(tag).filter((element) => !element.attribs.style);
    expect(unstyled, `<${tag}> without an inline style`).toEqual([]);
  }
  expect(all("script")).toEqual([]);
  expect(all("style")).toEqual([]);
  expect(all("link")).toEqual([]);
  expect(html).not.toMatch(/\son[a-z]+=/i);
});

it("shows the preheader in the inbox's preview line", async () => {
  const { html, text } = await renderLetterMail(letter());
  const { all, text: textOf } = parse(html);
  const body = all("body")[0];
  const hidden = all("div").find((div) => div.attribs.style?.includes("display:none"));

  expect(hidden && textOf(hidden)).toContain("Trois réglages de WhatsApp Business à faire cette semaine");
  // It comes first in the body, where the inbox reads it, and only there: the text part does not repeat it.
  expect(body && DomUtils.textContent(body).trimStart()).toMatch(/^Trois réglages/);
  expect(text).not.toContain("Trois réglages de WhatsApp Business");
});

it("shows each article as a card with its picture, its title, its excerpt and a link to read it", async () => {
  const input = letter();
  const { html } = await renderLetterMail(input);
  const { all, linkTo, text } = parse(html);

  expect(all("h2").map(text)).toContain(newsletterLetterText.articles.title);
  for (const article of input.articles) {
    expect(all("h3").some((heading) => text(heading) === article.title)).toBe(true);
    expect(linkTo(article.title).map((link) => link.attribs.href)).toEqual([article.url]);
    expect(all("p").map(text)).toContain(article.excerpt);
    const picture = all("img").find((img) => img.attribs.src === article.image?.src);
    expect(picture?.attribs.alt).toBe(article.image?.alt);
    expect(picture?.attribs.style).toMatch(/max-width:100%/);
  }
  expect(linkTo(newsletterLetterText.articles.read).map((link) => link.attribs.href)).toEqual(input.articles.map(({ url }) => url));
});

it("has no picture but the cards' and the intro's, all on the site: no tracking pixel", async () => {
  const input = letter();
  const { html } = await renderLetterMail(input);
  const sources = parse(html)
    .all("img")
    .map((img) => img.attribs.src);

  expect(sources).toEqual([
    "https://kheops.cm/media/x.webp",
    "https://kheops.cm/media/catalogue-whatsapp-800.webp",
    "https://kheops.cm/images/blog/reponses-rapides.jpg",
  ]);
  expect(html).not.toContain("mesure.example");
});

it("links straight to each address, never through a redirect", async () => {
  const input = letter();
  const { all } = parse((await renderLetterMail(input)).html);
  const addresses = new Set(all("a").map((link) => link.attribs.href));

  expect(addresses).toEqual(
    new Set([
      siteUrl,
      "https://kheops.cm/kheopscope",
      ...input.articles.map(({ url }) => url),
      UNSUBSCRIBE_URL_PLACEHOLDER,
      input.archiveUrl,
    ]),
  );
});

it("makes the editor's HTML safe: relative addresses absolute, javascript: links and unknown markup dropped", async () => {
  const { html } = await renderLetterMail(letter());
  const { all, linkTo, text } = parse(html);

  expect(all("img").find((img) => img.attribs.alt?.startsWith("Un catalogue WhatsApp"))?.attribs.src).toBe(
    "https://kheops.cm/media/x.webp",
  );
  expect(linkTo("gagner du temps").map((link) => link.attribs.href)).toEqual(["https://kheops.cm/kheopscope"]);
  // The link goes, its words stay.
  expect(html).not.toMatch(/javascript:/i);
  expect(linkTo("Cliquez ici")).toEqual([]);
  expect(html).toContain("Cliquez ici");
  // The editor's attributes go; ours replace them.
  const heading = all("h2").find((element) => text(element) === "Le catalogue");
  expect(heading?.attribs.onclick).toBeUndefined();
  expect(heading?.attribs.style).not.toContain("color:red");
  expect(html).not.toContain("alert(1)");
  expect(all("li").map(text)).toEqual(["Des photos nettes", "Des prix en FCFA"]);
});

it("says in the footer why the reader receives it, who sends it, and how to leave", async () => {
  const input = letter();
  const { html } = await renderLetterMail(input);
  const { all, linkTo, text } = parse(html);
  const paragraphs = all("p").map(text);

  expect(paragraphs).toContain(newsletterLetterText.footer.reason);
  expect(paragraphs).toContain("Kheops Digital, Logpom, Douala, Cameroun");
  expect(linkTo(newsletterLetterText.footer.unsubscribe).map((link) => link.attribs.href)).toEqual([UNSUBSCRIBE_URL_PLACEHOLDER]);
  expect(linkTo(newsletterLetterText.footer.archive).map((link) => link.attribs.href)).toEqual([input.archiveUrl]);
});

it("has no link to its public page before it is sent", async () => {
  const { html, text } = await renderLetterMail(letter({ archiveUrl: undefined }));

  expect(parse(html).linkTo(newsletterLetterText.footer.archive)).toEqual([]);
  expect(text).not.toContain(newsletterLetterText.footer.archive);
});

it("fills in each recipient's unsubscribe address, escaped in the HTML, leaving the letter as rendered", async () => {
  const mail = await renderLetterMail(letter());
  const personal = personaliseLetterMail(mail, unsubscribeUrl);
  const other = personaliseLetterMail(mail, "https://kheops.cm/desinscription?email=paul%40exemple.cm&jeton=z9");

  expect(personal.html).not.toContain(UNSUBSCRIBE_URL_PLACEHOLDER);
  expect(personal.text).not.toContain(UNSUBSCRIBE_URL_PLACEHOLDER);
  expect(personal.html).toContain('href="https://kheops.cm/desinscription?email=awa%40exemple.cm&amp;jeton=a1b2c3"');
  expect(parse(personal.html).linkTo(newsletterLetterText.footer.unsubscribe)[0]?.attribs.href).toBe(unsubscribeUrl);
  expect(personal.text).toContain(unsubscribeUrl);
  expect(other.text).toContain("paul%40exemple.cm");
  expect(other.text).not.toContain("awa%40exemple.cm");
  expect(mail.html).toContain(UNSUBSCRIBE_URL_PLACEHOLDER);
  // A « $ » in an address is written as it is, not read as a replacement pattern.
  expect(personaliseLetterMail(mail, "https://kheops.cm/d?j=$&$1").text).toContain("https://kheops.cm/d?j=$&$1");
});

it("reads well as plain text: the titles, each article's address, the unsubscribe address", async () => {
  const input = letter();
  const { text } = personaliseLetterMail(await renderLetterMail(input), unsubscribeUrl);

  expect(text).toContain(input.subject);
  expect(text).toContain("Ce mois-ci, trois réglages pour gagner du temps https://kheops.cm/kheopscope.");
  for (const article of input.articles) {
    expect(text).toContain(`${article.title}\n\n${article.excerpt}\n\n${newsletterLetterText.articles.read}\n${article.url}`);
  }
  expect(text).toContain(`${newsletterLetterText.footer.unsubscribe}\n${unsubscribeUrl}`);
  expect(text).toContain(`${newsletterLetterText.footer.archive}\n${input.archiveUrl}`);
  expect(text).not.toMatch(/<[a-z]/i);
  expect(text).not.toMatch(/\n{3}/);
});

it("gives the one-click unsubscribe headers of RFC 2369 and RFC 8058", () => {
  expect(listUnsubscribeHeaders(unsubscribeUrl, "desinscription@kheops.cm")).toEqual({
    "List-Unsubscribe": `<${unsubscribeUrl}>, <mailto:desinscription@kheops.cm>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  });
});

it("renders once per letter and personalises cheaply (figures in the output, not asserted)", async () => {
  const renderStart = performance.now();
  const mail = await renderLetterMail(letter());
  const renderMs = performance.now() - renderStart;

  const personaliseStart = performance.now();
  let bytes = 0;
  for (let index = 0; index < 10_000; index++) {
    bytes += personaliseLetterMail(mail, `${unsubscribeUrl}${index}`).html.length;
  }
  const personaliseMs = performance.now() - personaliseStart;

  console.log(
    `letter mail: rendered in ${renderMs.toFixed(1)} ms (html ${mail.html.length} chars, text ${mail.text.length}); ` +
      `personalised 10 000 times in ${personaliseMs.toFixed(1)} ms (${((personaliseMs * 1000) / 10_000).toFixed(1)} µs each)`,
  );
  expect(bytes).toBeGreaterThan(10_000 * mail.html.length);
});
