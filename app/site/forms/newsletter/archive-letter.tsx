import { ArrowLeft, ArrowRight } from "lucide-react";
import { newsletterArchiveText as text } from "~/content/newsletter-archive";
import { trackClick } from "~/lib/analytics/track-attributes";
import { formatLongDate } from "~/lib/format/date";
import { ArticleImage } from "~/site/blog/article-image";
import { ArchiveHeader, type ArchiveLinks, ArchiveSignUp } from "./archive-parts";

/**
 * An address a letter holds (absolute, as the mail needed it) as a link of the page: a path when it is on the
 * site's origin, so that it follows the site wherever it is served; any other address as it is.
 */
export function pathOnSite(url: string, siteUrl: string): string {
  try {
    const address = new URL(url);
    if (address.origin !== new URL(siteUrl).origin) return url;
    return `${address.pathname}${address.search}${address.hash}`;
  } catch {
    return url;
  }
}

/** An article the letter pointed to, as its page shows it: its link, its words as they were sent, and the article's picture today. */
export interface ArchiveCard {
  href: string;
  title: string;
  excerpt: string;
  /** The article's picture (ArticleImage's key or /media path) while it is published; none: the quiet panel. */
  image: string;
  /** The article's slug on our site, for the click's measure; none for a link elsewhere. */
  slug?: string;
}

export interface ArchivePageLetter {
  subject: string;
  preheader: string;
  /** Sanitised when it was saved, as an article's text is. */
  introHtml: string;
  sentAt: string;
}

/** /newsletter/archives/<slug>: one sent letter as a web page, its articles as cards, then the invitation to sign up. */
export function ArchiveLetter({
  letter,
  cards,
  links,
  light,
}: {
  letter: ArchivePageLetter;
  cards: ArchiveCard[];
  links: ArchiveLinks;
  /** Data-saver mode: the smallest pictures. */
  light: boolean;
}) {
  return (
    <article>
      <ArchiveHeader links={links} onArchive={false} title={letter.subject}>
        <p className="mt-5 text-sm font-semibold text-gold-300">
          <time dateTime={letter.sentAt}>{text.letter.sentOn(formatLongDate(new Date(letter.sentAt)))}</time>
        </p>
        {letter.preheader ? <p className="mt-4 text-lg leading-relaxed text-ink-100/85">{letter.preheader}</p> : null}
      </ArchiveHeader>
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
        {letter.introHtml.trim() ? (
          // The first block of the text starts at the top: the article styles space blocks from the one before.
          <div
            className="article-html [&>:first-child]:mt-0"
            style={{ fontSize: "1.125rem" }}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised when it was saved (sanitizeArticleHtml), as an article's text.
            dangerouslySetInnerHTML={{ __html: letter.introHtml }}
          />
        ) : null}
        {cards.length > 0 ? (
          <section aria-labelledby="letter-articles" className={letter.introHtml.trim() ? "mt-14" : ""}>
            <h2 id="letter-articles" className="text-2xl font-extrabold text-ink-900">
              {text.letter.articlesTitle}
            </h2>
            <ul className={`mt-6 grid gap-6 ${cards.length > 1 ? "sm:grid-cols-2" : ""}`}>
              {cards.map((card) => (
                <li key={card.href} className="flex">
                  <LetterArticleCard card={card} light={light} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <div className="mt-14">
          <ArchiveSignUp location="newsletter_letter" />
        </div>
        <a href={links.archive} className="mt-10 inline-flex items-center gap-2 font-semibold text-ink-900 hover:underline">
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          {text.letter.back}
        </a>
      </div>
    </article>
  );
}

/** An article of the letter, as the blog's cards show one: its picture, title (the card's link) and excerpt. */
function LetterArticleCard({ card, light }: { card: ArchiveCard; light: boolean }) {
  const tracking = card.slug
    ? trackClick("article_click", { article_id: card.slug, article_title: card.title, source: "newsletter_archive" })
    : {};
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-ink-100 transition-shadow hover:shadow-lg">
      <div className="aspect-[16/9] overflow-hidden bg-ink-900">
        <ArticleImage image={card.image} alt="" sizes="(min-width: 768px) 360px, 100vw" light={light} />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-lg leading-snug font-bold text-ink-900">
          <a href={card.href} {...tracking} className="after:absolute after:inset-0 group-hover:underline">
            {card.title}
          </a>
        </h3>
        <p className="mt-2 line-clamp-3 text-sm leading-relaxed text-ink-700">{card.excerpt}</p>
        <p aria-hidden="true" className="mt-auto inline-flex items-center gap-2 pt-5 text-sm font-semibold text-ink-900">
          {text.letter.readArticle}
          <ArrowRight className="h-4 w-4 transition-transform group-hover:translate-x-1" />
        </p>
      </div>
    </article>
  );
}

/** An unknown letter: the site's not-found page in the archive's words (HTTP 404), with the way to the list. */
export function LetterNotFound({ links }: { links: ArchiveLinks }) {
  return (
    <section className="mx-auto max-w-2xl px-4 pt-40 pb-24 text-center">
      {/* gold-600: 3.4:1 on white, above the 3:1 of large text. */}
      <p className="text-6xl font-extrabold text-gold-600">404</p>
      <h1 className="mt-4 text-3xl font-extrabold text-ink-900">{text.notFound.title}</h1>
      <p className="mt-3 text-ink-700">{text.notFound.text}</p>
      <a href={links.archive} className="mt-8 inline-flex items-center gap-2 rounded-full bg-ink-900 px-6 py-3 font-semibold text-white">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {text.letter.back}
      </a>
    </section>
  );
}
