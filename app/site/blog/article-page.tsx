import { ArrowLeft, Clock, Eye, Heart } from "lucide-react";
import { type ComponentType, Fragment, type ReactNode } from "react";
import { authorProfile, authorQuoteFor } from "~/content/authors";
import { blogText as text } from "~/content/blog";
import { articleBody } from "~/lib/behaviours/article-page";
import type { Article as PublishedArticle } from "~/lib/blog/types";
import { formatLongDay } from "~/lib/format/date";
import { formatNumber } from "~/lib/format/number";
import { ArticleImage } from "./article-image";
import { AuthorAvatar } from "./author-avatar";
import { type ArticleChartProps, articleComponents, articleDataTables } from "./charts";
import { StatCount } from "./stat-count";

/** The article's header: back link, category, title, excerpt, author, date, read time, live views and likes. */
export function ArticleHeader({ article, light }: { article: PublishedArticle; light: boolean }) {
  const { author } = article;
  return (
    <header className="bg-ink-950 pt-28 pb-12 text-white sm:pt-36">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <a href="/kheopscope" className="inline-flex items-center gap-2 text-sm font-semibold text-gold-300 hover:underline">
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          {text.article.back}
        </a>
        <p className="mt-6 w-fit rounded-full bg-gold-400 px-3 py-1 text-xs font-bold text-ink-950">{article.category}</p>
        <h1 className="mt-4 text-3xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl">{article.title}</h1>
        <p className="mt-5 text-lg leading-relaxed text-ink-100/85">{article.excerpt}</p>
        <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-3 text-sm text-ink-100/85">
          <span className="flex items-center gap-2">
            <AuthorAvatar author={author} size="md" light={light} />
            {text.article.by} <strong className="text-white">{author.name}</strong>
          </span>
          <time dateTime={article.date}>{formatLongDay(article.date)}</time>
          <span className="inline-flex items-center gap-1.5">
            <Clock className="h-4 w-4" aria-hidden="true" />
            {text.readTime(formatNumber(article.readingMinutes))} {text.article.readTime}
          </span>
          {/* A list for screen readers only: `contents` leaves the two counts in the row's layout. */}
          <ul aria-label={text.article.audience} className="contents">
            <li className="inline-flex items-center gap-1.5">
              <Eye className="h-4 w-4" aria-hidden="true" />
              <StatCount slug={article.slug} stat="views" value={article.views} labelled />
            </li>
            <li className="inline-flex items-center gap-1.5">
              <Heart className="h-4 w-4" aria-hidden="true" />
              <StatCount slug={article.slug} stat="likes" value={article.likes} labelled />
            </li>
          </ul>
        </div>
      </div>
    </header>
  );
}

/** The article's picture (its LCP), with the stock picture's author and source, linked, as the providers ask. */
export function ArticleFigure({ article, light }: { article: PublishedArticle; light: boolean }) {
  const credit = article.imageCredit;
  return (
    <div className="mx-auto max-w-4xl px-4 sm:px-6">
      <div className="-mt-2 aspect-[16/9] overflow-hidden rounded-b-3xl bg-ink-900 shadow-xl">
        <ArticleImage image={article.image} alt="" sizes="(min-width: 896px) 896px, 100vw" priority light={light} />
      </div>
      {credit ? (
        <p className="mt-2 text-right text-xs text-ink-700">
          {text.article.photoBy}{" "}
          <a href={credit.authorUrl} rel="noopener noreferrer nofollow" target="_blank" className="underline underline-offset-2">
            {credit.author}
          </a>{" "}
          {text.article.photoOn}{" "}
          <a href={credit.sourceUrl} rel="noopener noreferrer nofollow" target="_blank" className="underline underline-offset-2">
            {credit.source}
          </a>
        </p>
      ) : null}
    </div>
  );
}

/** 'À propos de l'auteur', at the top of the article's sidebar. */
export function AboutAuthor({ article, light }: { article: PublishedArticle; light: boolean }) {
  const { author } = article;
  return (
    <section aria-labelledby="about-author" className="rounded-3xl bg-ink-900 p-6 text-white">
      <h2 id="about-author" className="text-sm font-semibold tracking-wider text-gold-300 uppercase">
        {text.article.aboutAuthor}
      </h2>
      <p className="mt-4 flex items-center gap-3">
        <AuthorAvatar author={author} size="lg" light={light} />
        <span>
          <span className="block font-bold">{author.name}</span>
          <span className="text-sm text-ink-100/75">{author.title}</span>
        </span>
      </p>
      <p className="mt-4 text-sm leading-relaxed text-ink-100/85">{authorProfile(author).bio}</p>
      <blockquote className="mt-4 border-l-4 border-gold-400 pl-4 text-sm text-white italic">{authorQuoteFor(article)}</blockquote>
    </section>
  );
}

/** The way back to the list, under the article. */
export function BackToBlog() {
  return (
    <a href="/kheopscope" className="mt-12 inline-flex items-center gap-2 font-semibold text-ink-900 hover:underline">
      <ArrowLeft className="h-4 w-4" aria-hidden="true" />
      {text.article.back}
    </a>
  );
}

/** One of the charts an article's text calls by marker, as it is drawn without script; in data-saver mode, its data table. */
export function ArticleChart({ name, light, query }: { name: string; light: boolean; query: URLSearchParams }) {
  const Component: ComponentType<ArticleChartProps> | undefined = (light ? articleDataTables : articleComponents)[name];
  if (!Component) return <Fragment />;
  return (
    <div className="my-10" style={{ fontSize: "1rem" }}>
      <Component query={query} />
    </div>
  );
}

/** The article's text, its HTML parts and its charts (composed by the page: `children`); the font size button scales it. */
export function ArticleBody({ children, empty }: { children: ReactNode; empty: boolean }) {
  if (empty) return <p className="rounded-2xl bg-ink-50 p-6 text-ink-700">{text.article.noContent}</p>;
  return (
    <div className="article-body" {...articleBody.props({ body: true })} style={{ fontSize: "1.125rem" }}>
      {children}
    </div>
  );
}

/** An unknown slug: the spec's 'Article non trouvé' (HTTP 404), measured as article_not_found. */
export function ArticleNotFound({ slug }: { slug: string }) {
  return (
    <section
      className="mx-auto max-w-2xl px-4 pt-40 pb-24 text-center"
      data-track-shown="article_not_found"
      data-track-params={JSON.stringify({ article_id: slug, error_type: "404" })}
    >
      {/* gold-600: 3.4:1 on white, above the 3:1 of large text (gold-500 read 2.3:1). */}
      <p className="text-6xl font-extrabold text-gold-600">404</p>
      <h1 className="mt-4 text-3xl font-extrabold text-ink-900">{text.notFound.title}</h1>
      <p className="mt-3 text-ink-700">{text.notFound.text}</p>
      <a href="/kheopscope" className="mt-8 inline-flex items-center gap-2 rounded-full bg-ink-900 px-6 py-3 font-semibold text-white">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {text.article.back}
      </a>
    </section>
  );
}

/** The title and description of the article's page and its link previews: the staff's SEO ones when written. */
export function articleSearchText(article: PublishedArticle): { title: string; description: string } {
  return { title: article.seoTitle ?? article.title, description: article.seoDescription ?? article.excerpt };
}

/** The article's and its breadcrumb's structured data. */
export function articleJsonLd(article: PublishedArticle, siteUrl: string) {
  const url = `${siteUrl}/kheopscope/${article.slug}`;
  return [
    {
      "@context": "https://schema.org",
      "@type": "Article",
      headline: article.title,
      description: article.excerpt,
      image: `${siteUrl}/partage/kheopscope/${article.slug}.jpg`,
      datePublished: article.date,
      author: { "@type": article.author.organization ? "Organization" : "Person", name: article.author.name },
      publisher: { "@id": `${siteUrl}/#organisation` },
      mainEntityOfPage: url,
      articleSection: article.category,
      keywords: (article.keywords.length > 0 ? article.keywords : article.tags).join(", "),
      inLanguage: "fr",
    },
    {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Accueil", item: `${siteUrl}/` },
        { "@type": "ListItem", position: 2, name: text.name, item: `${siteUrl}/kheopscope` },
        { "@type": "ListItem", position: 3, name: article.title, item: url },
      ],
    },
  ];
}
