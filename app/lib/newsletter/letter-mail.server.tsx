import { Body } from "@react-email/body";
import { Button } from "@react-email/button";
import { Column } from "@react-email/column";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Heading } from "@react-email/heading";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Img } from "@react-email/img";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { render, toPlainText } from "@react-email/render";
import { Row } from "@react-email/row";
import { Text } from "@react-email/text";
import type { CSSProperties } from "react";
import sanitizeHtml from "sanitize-html";
import { newsletterLetterText } from "~/content/newsletter-letter";
import { escapeHtml } from "~/lib/text/escape-html";

// One letter of the newsletter as a mail: rendered once per letter (HTML and plain text), then given each
// recipient's unsubscribe address by a string replacement. Tables and inline styles (react-email) for Gmail,
// Outlook and Apple Mail; no tracking pixel and no rewritten link: the agency does not know who opens or clicks.

/** An article shown as a card under the letter's text. */
export interface LetterCard {
  title: string;
  excerpt: string;
  /** Absolute. */
  url: string;
  /** Absolute, on the site's origin. */
  image?: { src: string; alt: string };
}

export interface LetterMailInput {
  subject: string;
  /** The inbox's preview line, after the subject. */
  preheader: string;
  /**
   * The editor's HTML (TipTap: p, h2, h3, strong, em, a, ul, ol, li, blockquote, img, br, hr); its relative
   * addresses are made absolute on siteUrl, anything else is dropped.
   */
  introHtml: string;
  articles: LetterCard[];
  /** e.g. https://kheops.cm, no trailing slash. */
  siteUrl: string;
  /** The letter's public page, absent before it is sent. */
  archiveUrl?: string;
}

/** Where each recipient's unsubscribe address goes, in both parts; it cannot occur in a letter's text. */
export const UNSUBSCRIBE_URL_PLACEHOLDER = "__KH_DESINSCRIPTION__";

export interface LetterMail {
  html: string;
  text: string;
}

/** The site's colours (app/styles/theme.css). */
const colour = {
  ink900: "#0d1530",
  ink700: "#223166",
  ink600: "#33478a",
  ink100: "#e6eaf6",
  gold400: "#e6bd5c",
  gold500: "#d4a237",
  sand50: "#fbf8f1",
  sand100: "#f4eddc",
  brand600: "#1f4fd1",
  white: "#ffffff",
};

/** System fonts; Segoe UI first, as Outlook on Windows reads only the first family of the list. */
const fontFamily = "Segoe UI, -apple-system, BlinkMacSystemFont, Roboto, Helvetica, Arial, sans-serif";

/** The width of the mail and of its content between the side paddings, in pixels. */
const mailWidth = 600;
const gutter = 32;
const contentWidth = mailWidth - 2 * gutter;

// --- The editor's HTML, made safe for a mail ---

const introTags = ["p", "h2", "h3", "strong", "em", "a", "ul", "ol", "li", "blockquote", "img", "br", "hr"];

/** Removed with their content: code, styles, embedded documents, form controls. */
const droppedWithContent = [
  "script",
  "style",
  "template",
  "noscript",
  "iframe",
  "object",
  "embed",
  "svg",
  "math",
  "textarea",
  "select",
  "option",
  "title",
  "head",
];

const bodyText = `font-family:${fontFamily};font-size:16px;line-height:26px;color:${colour.ink900}`;

/** The inline style of each element of the intro; nothing else styles it. */
const introStyles: Record<string, string> = {
  p: `margin:0 0 16px;${bodyText}`,
  h2: `margin:28px 0 12px;font-family:${fontFamily};font-size:22px;line-height:30px;font-weight:700;color:${colour.ink900}`,
  h3: `margin:24px 0 8px;font-family:${fontFamily};font-size:18px;line-height:26px;font-weight:700;color:${colour.ink900}`,
  a: `color:${colour.brand600};text-decoration:underline`,
  ul: `margin:0 0 16px;padding:0 0 0 24px;${bodyText}`,
  ol: `margin:0 0 16px;padding:0 0 0 24px;${bodyText}`,
  li: `margin:0 0 8px;${bodyText}`,
  blockquote: `margin:0 0 16px;padding:4px 0 4px 16px;border-left:4px solid ${colour.gold500};font-style:italic;color:${colour.ink700}`,
  img: "display:block;max-width:100%;height:auto;border:0;outline:none;text-decoration:none;margin:0 0 16px",
  hr: `border:none;border-top:1px solid ${colour.ink100};margin:24px 0`,
};
/** A paragraph inside a list item: TipTap writes li > p, spaced by the item, not by the paragraph. */
const paragraphInItem = `margin:0;${bodyText}`;

/**
 * `value` as an absolute address (relative ones on the site), or undefined when it is not http(s) or mailto
 * (javascript:, data:, a broken address). The parsed form is what is written, so the mail client reads the same
 * address that was checked.
 */
function absoluteAddress(value: string | undefined, siteUrl: string): URL | undefined {
  if (value === undefined || value.trim() === "") return undefined;
  try {
    const url = new URL(value.trim(), `${siteUrl}/`);
    return ["http:", "https:", "mailto:"].includes(url.protocol) ? url : undefined;
  } catch {
    return undefined;
  }
}

/** A picture's address, absolute and on the site's origin; undefined for any other (another origin could count opens). */
function pictureAddress(value: string | undefined, siteUrl: string): string | undefined {
  const url = absoluteAddress(value, siteUrl);
  return url && url.protocol !== "mailto:" && url.origin === new URL(siteUrl).origin ? url.href : undefined;
}

/** The editor's HTML with only the elements above, each styled inline, its addresses absolute. */
function emailSafeIntro(html: string, siteUrl: string): string {
  let itemDepth = 0;
  const transform = (tag: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag => {
    const style = tag === "p" && itemDepth > 0 ? paragraphInItem : introStyles[tag];
    const result: sanitizeHtml.Attributes = style ? { style } : {};
    if (tag === "a") {
      const href = absoluteAddress(attribs.href, siteUrl);
      if (href) result.href = href.href;
    }
    if (tag === "img") {
      const src = pictureAddress(attribs.src, siteUrl);
      if (src) result.src = src;
      result.alt = attribs.alt ?? "";
      // Outlook on Windows sizes a picture by this attribute alone; never wider than the text.
      const width = /^\d{1,4}$/.test(attribs.width ?? "") ? Number(attribs.width) : undefined;
      if (width) result.width = String(Math.min(width, contentWidth));
    }
    return { tagName: tag, attribs: result };
  };
  // allowedEmptyAttributes exists in sanitize-html 2.18 but not in its type definitions (2.16).
  const options: sanitizeHtml.IOptions & { allowedEmptyAttributes: string[] } = {
    allowedTags: introTags,
    allowedAttributes: { "*": ["style"], a: ["href", "style"], img: ["src", "alt", "width", "style"] },
    allowedEmptyAttributes: ["alt"],
    allowedSchemes: ["http", "https", "mailto"],
    allowProtocolRelative: false,
    // The styles are ours (the transform drops the editor's): kept as written.
    parseStyleAttributes: false,
    selfClosing: ["img", "br", "hr"],
    nonTextTags: droppedWithContent,
    disallowedTagsMode: "discard",
    onOpenTag: (tag) => {
      if (tag === "li") itemDepth++;
    },
    onCloseTag: (tag) => {
      if (tag === "li") itemDepth--;
    },
    transformTags: { "*": transform },
    exclusiveFilter: (frame) => {
      // A picture from elsewhere is dropped, not kept as a broken image; a refused link keeps its text.
      if (frame.tag === "img") return frame.attribs.src === undefined;
      if (frame.tag === "a" && frame.attribs.href === undefined) return "excludeTag";
      return false;
    },
  };
  return sanitizeHtml(html, options);
}

// --- The mail ---

const copy = newsletterLetterText;

/**
 * How a link reads in the plain-text part (read by textOptions): `own-line` puts its address on the line
 * under its label, `no-href` writes its label alone (a card's title, whose address follows under « Lire l'article »).
 */
type TextLink = "own-line" | "no-href";
const textLink = (kind: TextLink) => ({ "data-text-link": kind });

const styles = {
  body: { backgroundColor: colour.sand100, margin: 0, padding: "24px 8px" },
  container: { maxWidth: `${mailWidth}px`, width: "100%", backgroundColor: colour.white },
  header: { backgroundColor: colour.ink900, padding: `20px ${gutter}px` },
  brand: { fontFamily, fontSize: "20px", lineHeight: "28px", fontWeight: 700, color: colour.white, textDecoration: "none" },
  brandAccent: { color: colour.gold400 },
  main: { padding: `32px ${gutter}px 8px` },
  subject: { margin: "0 0 20px", fontFamily, fontSize: "26px", lineHeight: "34px", fontWeight: 700, color: colour.ink900 },
  articles: { padding: `8px ${gutter}px 8px` },
  articlesTitle: {
    margin: "8px 0 20px",
    paddingTop: "20px",
    borderTop: `2px solid ${colour.gold500}`,
    fontFamily,
    fontSize: "20px",
    lineHeight: "28px",
    fontWeight: 700,
    color: colour.ink900,
  },
  card: { paddingBottom: "24px" },
  cardBody: { backgroundColor: colour.sand50, padding: "20px" },
  cardImage: { width: "100%", maxWidth: "100%", height: "auto" },
  cardTitle: { margin: "0 0 8px", fontFamily, fontSize: "18px", lineHeight: "26px", fontWeight: 700 },
  cardTitleLink: { color: colour.ink900, textDecoration: "none" },
  cardExcerpt: { margin: "0 0 16px", fontFamily, fontSize: "15px", lineHeight: "24px", color: colour.ink700 },
  button: {
    backgroundColor: colour.ink900,
    color: colour.white,
    fontFamily,
    fontSize: "15px",
    fontWeight: 700,
    borderRadius: "6px",
    padding: "12px 20px",
  },
  footer: { backgroundColor: colour.sand50, padding: `8px ${gutter}px 24px` },
  rule: { borderColor: colour.ink100, margin: "0 0 16px" },
  footerText: { margin: "0 0 12px", fontFamily, fontSize: "13px", lineHeight: "20px", color: colour.ink600 },
  footerLink: { color: colour.ink900, textDecoration: "underline" },
} satisfies Record<string, CSSProperties>;

function ArticleCard({ card, siteUrl }: { card: LetterCard; siteUrl: string }) {
  const url = absoluteAddress(card.url, siteUrl)?.href ?? siteUrl;
  const picture = card.image && pictureAddress(card.image.src, siteUrl);
  return (
    <Row>
      <Column style={styles.card}>
        {picture && card.image ? (
          <Link href={url} {...textLink("no-href")}>
            <Img src={picture} alt={card.image.alt} width={contentWidth} style={styles.cardImage} />
          </Link>
        ) : null}
        <Row>
          <Column style={styles.cardBody}>
            <Heading as="h3" style={styles.cardTitle}>
              <Link href={url} style={styles.cardTitleLink} {...textLink("no-href")}>
                {card.title}
              </Link>
            </Heading>
            <Text style={styles.cardExcerpt}>{card.excerpt}</Text>
            <Button href={url} style={styles.button} {...textLink("own-line")}>
              {copy.articles.read}
            </Button>
          </Column>
        </Row>
      </Column>
    </Row>
  );
}

function LetterMailDocument({ input, intro }: { input: LetterMailInput; intro: string }) {
  return (
    <Html lang="fr" dir="ltr">
      <Head>
        <title>{input.subject}</title>
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
      </Head>
      <Body style={styles.body}>
        <Preview>{input.preheader}</Preview>
        <Container style={styles.container} data-outlook-frame="">
          <Row>
            <Column style={styles.header}>
              <Link href={input.siteUrl} style={styles.brand} {...textLink("no-href")}>
                {copy.brand.name} <span style={styles.brandAccent}>{copy.brand.accent}</span>
              </Link>
            </Column>
          </Row>
          <Row>
            <Column style={styles.main}>
              <Heading as="h1" style={styles.subject}>
                {input.subject}
              </Heading>
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by emailSafeIntro, the only HTML it may hold */}
              <div dangerouslySetInnerHTML={{ __html: intro }} />
            </Column>
          </Row>
          {input.articles.length > 0 ? (
            <Row>
              <Column style={styles.articles}>
                <Heading as="h2" style={styles.articlesTitle}>
                  {copy.articles.title}
                </Heading>
                {input.articles.map((card, index) => (
                  // The list is rendered once and never reordered; two cards may share an address.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  <ArticleCard key={index} card={card} siteUrl={input.siteUrl} />
                ))}
              </Column>
            </Row>
          ) : null}
          <Row>
            <Column style={styles.footer}>
              <Hr style={styles.rule} />
              <Text style={styles.footerText}>{copy.footer.reason}</Text>
              <Text style={styles.footerText}>
                {copy.footer.unsubscribeIntro}{" "}
                <Link href={UNSUBSCRIBE_URL_PLACEHOLDER} style={styles.footerLink} {...textLink("own-line")}>
                  {copy.footer.unsubscribe}
                </Link>
              </Text>
              {input.archiveUrl ? (
                <Text style={styles.footerText}>
                  <Link href={input.archiveUrl} style={styles.footerLink} {...textLink("own-line")}>
                    {copy.footer.archive}
                  </Link>
                </Text>
              ) : null}
              <Text style={{ ...styles.footerText, margin: 0 }}>{copy.footer.sender}</Text>
            </Column>
          </Row>
        </Container>
      </Body>
    </Html>
  );
}

/**
 * Outlook on Windows ignores max-width: the mail's frame (the Container marked data-outlook-frame, the body's last
 * element) is wrapped in a 600 px table only it reads, the "ghost table" of conditional comments.
 */
function frameForOutlook(html: string): string {
  const marker = ' data-outlook-frame=""';
  const at = html.indexOf(marker);
  const start = html.lastIndexOf("<table", at);
  const bodyCellEnd = html.lastIndexOf("</td></tr></tbody></table>", html.lastIndexOf("</body>"));
  if (at < 0 || start < 0 || bodyCellEnd < at || !html.slice(0, bodyCellEnd).endsWith("</table>"))
    throw new Error("letter mail: the frame for Outlook was not found in react-email's markup");
  const open = `<!--[if mso]><table role="presentation" align="center" width="${mailWidth}" cellpadding="0" cellspacing="0" border="0"><tr><td><![endif]-->`;
  const close = "<!--[if mso]></td></tr></table><![endif]-->";
  return `${html.slice(0, start)}${open}${html.slice(start, at)}${html.slice(at + marker.length, bodyCellEnd)}${close}${html.slice(bodyCellEnd)}`;
}

/** The subset of html-to-text's block builder the link formatter uses (the package has no types). */
interface TextBuilder {
  openBlock(options?: { leadingLineBreaks?: number }): void;
  closeBlock(options?: { trailingLineBreaks?: number }): void;
  addInline(text: string, options?: { noWordTransform?: boolean }): void;
  addLineBreak(): void;
}
type TextNode = { attribs?: Record<string, string>; children?: TextNode[] };

/** A link as two lines of the plain text: its label, then its address. */
function linkOnItsOwnLine(element: TextNode, walk: (nodes: TextNode[] | undefined, builder: TextBuilder) => void, builder: TextBuilder) {
  builder.openBlock({ leadingLineBreaks: 1 });
  walk(element.children, builder);
  builder.addLineBreak();
  builder.addInline(element.attribs?.href ?? "", { noWordTransform: true });
  builder.closeBlock({ trailingLineBreaks: 1 });
}

const textOptions = {
  formatters: { linkOnItsOwnLine },
  selectors: [
    { selector: "h1", options: { uppercase: false } },
    { selector: "h2", options: { uppercase: false } },
    { selector: "h3", options: { uppercase: false } },
    { selector: "a[data-text-link=no-href]", format: "anchor", options: { ignoreHref: true } },
    { selector: "a[data-text-link=own-line]", format: "linkOnItsOwnLine" },
  ],
};

/** Renders once per letter; the unsubscribe link is the placeholder, filled per recipient by personaliseLetterMail. */
export async function renderLetterMail(input: LetterMailInput): Promise<LetterMail> {
  const intro = emailSafeIntro(input.introHtml, input.siteUrl);
  const rendered = await render(<LetterMailDocument input={input} intro={intro} />);
  const html = frameForOutlook(rendered);
  // A blank line at most between two blocks (tables nest headings in cells, each adding its own).
  const text = toPlainText(html, textOptions)
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  return { html, text };
}

/** Fills in one recipient's unsubscribe address (HTML-escaped in the html part). Cheap: called 10 000 times per letter. */
export function personaliseLetterMail(mail: LetterMail, unsubscribeUrl: string): LetterMail {
  return {
    html: mail.html.split(UNSUBSCRIBE_URL_PLACEHOLDER).join(escapeHtml(unsubscribeUrl)),
    text: mail.text.split(UNSUBSCRIBE_URL_PLACEHOLDER).join(unsubscribeUrl),
  };
}

/** The RFC 2369 / RFC 8058 headers: List-Unsubscribe with the https link and a mailto, and List-Unsubscribe-Post. */
export function listUnsubscribeHeaders(unsubscribeUrl: string, mailtoAddress: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${unsubscribeUrl}>, <${mailtoAddress.startsWith("mailto:") ? mailtoAddress : `mailto:${mailtoAddress}`}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}
