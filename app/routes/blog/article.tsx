import { ArrowLeft, Clock, Eye, Heart } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { data, isRouteErrorResponse, Link, useParams, useRouteError } from "react-router";
import { ArticleContent, articleBodyKey, contentShapeOf } from "~/components/blog/article-content";
import { ArticleImage } from "~/components/blog/article-image";
import { ArticleTools } from "~/components/blog/article-tools";
import { AuthorAvatar } from "~/components/blog/author-avatar";
import { BlogSidebar, sidebarArticle } from "~/components/blog/blog-sidebar";
import { StatusErrorPage } from "~/components/layout/error-page";
import { JsonLd } from "~/components/ui/json-ld";
import { authorProfile, authorQuoteFor } from "~/content/authors";
import { blogText as text } from "~/content/blog";
import { shareText } from "~/content/share";
import { track } from "~/lib/analytics/track";
import { findPublishedArticle, loadPublishedArticles } from "~/lib/blog/articles.server";
import { countArticleView, useLiveStats } from "~/lib/blog/live-stats";
import { tableOfContents } from "~/lib/blog/render.server";
import { services } from "~/lib/boundary/context.server";
import { useReadingTime } from "~/lib/hooks/use-reading-time";
import { statusOfRouteError } from "~/lib/http/route-error";
import { isDocumentRequest, keepHtmlOnServer } from "~/lib/render/server-only-html.server";
import { seoMeta, siteUrlFrom } from "~/lib/seo/meta";
import articleStyles from "~/styles/article.css?url";
import type { Route } from "./+types/article";

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: articleStyles }];

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { db, logger } = services(context);
  let article: Awaited<ReturnType<typeof findPublishedArticle>>;
  try {
    article = await findPublishedArticle(db, params.slug);
  } catch (error) {
    logger.error({ err: error, slug: params.slug }, "blog: the article could not be read");
    throw data(null, { status: 503 });
  }
  if (!article) throw data(null, { status: 404 });
  const others = (await loadPublishedArticles(db, logger)).map(sidebarArticle);
  const toc = tableOfContents(article.content);
  // A whole page gets the body in its HTML only; the router's data requests (client navigation) carry it.
  if (isDocumentRequest(request)) {
    keepHtmlOnServer(context, articleBodyKey, article.content);
    return { article: { ...article, content: undefined }, contentShape: contentShapeOf(article.content), toc, others };
  }
  return { article, contentShape: contentShapeOf(article.content), toc, others };
}

export const meta: Route.MetaFunction = ({ loaderData: page, matches }) => {
  const siteUrl = siteUrlFrom(matches);
  if (!page) return [{ title: `${text.notFound.title} | Kheops Digital` }, { name: "robots", content: "noindex" }];
  const { article } = page;
  return seoMeta(siteUrl, {
    title: article.title,
    description: article.excerpt,
    path: `/kheopscope/${article.slug}`,
    image: `/partage/kheopscope/${article.slug}.jpg`,
    imageAlt: shareText.articleAlt(article.title, Boolean(article.image)),
    type: "article",
  });
};

function articleJsonLd(article: Route.ComponentProps["loaderData"]["article"], siteUrl: string) {
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
      keywords: article.tags.join(", "),
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

export default function ArticlePage({ loaderData, matches }: Route.ComponentProps) {
  return <ArticleView page={loaderData} siteUrl={siteUrlFrom(matches)} />;
}

/** An unknown slug: the spec's "Article non trouvé" (HTTP 404); any other error: the site's error page. */
export function ErrorBoundary() {
  const error = useRouteError();
  const { slug = "" } = useParams();
  if (isRouteErrorResponse(error) && error.status === 404) return <ArticleNotFound slug={slug} />;
  return <StatusErrorPage {...statusOfRouteError(error)} />;
}

function ArticleNotFound({ slug }: { slug: string }) {
  useEffect(() => {
    track("article_not_found", { article_id: slug, error_type: "404" });
  }, [slug]);
  return (
    <section className="mx-auto max-w-2xl px-4 pt-40 pb-24 text-center">
      <p className="text-6xl font-extrabold text-gold-500">404</p>
      <h1 className="mt-4 text-3xl font-extrabold text-ink-900">{text.notFound.title}</h1>
      <p className="mt-3 text-ink-700">{text.notFound.text}</p>
      <Link to="/kheopscope" className="mt-8 inline-flex items-center gap-2 rounded-full bg-ink-900 px-6 py-3 font-semibold text-white">
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {text.article.back}
      </Link>
    </section>
  );
}

function ArticleView({ page, siteUrl }: { page: Route.ComponentProps["loaderData"]; siteUrl: string }) {
  const { article, toc, others } = page;
  const initialStats = useMemo(
    () => Object.fromEntries(others.map((entry) => [entry.slug, { likes: entry.likes, views: entry.views }])),
    [others],
  );
  const live = useLiveStats({ ...initialStats, [article.slug]: { likes: article.likes, views: article.views } });
  const stats = live[article.slug] ?? { likes: article.likes, views: article.views };
  const [fontScale, setFontScale] = useState(1.125);
  const articleRef = useRef<HTMLElement>(null);
  const { author } = article;
  const profile = authorProfile(author);
  const url = `${siteUrl}/kheopscope/${article.slug}`;

  useEffect(() => {
    void countArticleView(article.slug);
    track("article_view", { article_id: article.slug, article_title: article.title, article_category: article.category });
  }, [article.slug, article.title, article.category]);
  useReadingTime(article);

  return (
    <>
      <JsonLd data={articleJsonLd(article, siteUrl)} />
      <article ref={articleRef} className="pb-24 lg:pb-0">
        <header className="bg-ink-950 pt-28 pb-12 text-white sm:pt-36">
          <div className="mx-auto max-w-3xl px-4 sm:px-6">
            <Link to="/kheopscope" className="inline-flex items-center gap-2 text-sm font-semibold text-gold-300 hover:underline">
              <ArrowLeft className="h-4 w-4" aria-hidden="true" />
              {text.article.back}
            </Link>
            <p className="mt-6 w-fit rounded-full bg-gold-400 px-3 py-1 text-xs font-bold text-ink-950">{article.category}</p>
            <h1 className="mt-4 text-3xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl">{article.title}</h1>
            <p className="mt-5 text-lg leading-relaxed text-ink-100/85">{article.excerpt}</p>
            <div className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-3 text-sm text-ink-100/85">
              <span className="flex items-center gap-2">
                <AuthorAvatar author={author} size="md" />
                {text.article.by} <strong className="text-white">{author.name}</strong>
              </span>
              <time dateTime={article.date}>{article.publishDate}</time>
              <span className="inline-flex items-center gap-1.5">
                <Clock className="h-4 w-4" aria-hidden="true" />
                {article.readTime} {text.article.readTime}
              </span>
              <span className="inline-flex items-center gap-1.5" data-testid="article-views">
                <Eye className="h-4 w-4" aria-hidden="true" />
                {text.stats.views(stats.views)}
              </span>
              <span className="inline-flex items-center gap-1.5" data-testid="article-likes">
                <Heart className="h-4 w-4" aria-hidden="true" />
                {text.stats.likes(stats.likes)}
              </span>
            </div>
          </div>
        </header>
        <div className="mx-auto max-w-4xl px-4 sm:px-6">
          <div className="-mt-2 aspect-[16/9] overflow-hidden rounded-b-3xl bg-ink-900 shadow-xl">
            <ArticleImage image={article.image} alt="" sizes="(min-width: 896px) 896px, 100vw" priority />
          </div>
          {article.imageCredit ? <PhotoCredit credit={article.imageCredit} /> : null}
        </div>
        <div className="mx-auto grid max-w-7xl gap-12 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_20rem] lg:px-8 lg:pl-28">
          <div className="min-w-0">
            <ArticleContent key={article.slug} slug={article.slug} html={article.content} shape={page.contentShape} fontScale={fontScale} />
            <Link to="/kheopscope" className="mt-12 inline-flex items-center gap-2 font-semibold text-ink-900 hover:underline">
              <ArrowLeft className="h-4 w-4" aria-hidden="true" />
              {text.article.back}
            </Link>
          </div>
          <BlogSidebar articles={others.map((entry) => ({ ...entry, ...live[entry.slug] }))}>
            <section aria-labelledby="about-author" className="rounded-3xl bg-ink-900 p-6 text-white">
              <h2 id="about-author" className="text-sm font-semibold tracking-wider text-gold-300 uppercase">
                {text.article.aboutAuthor}
              </h2>
              <p className="mt-4 flex items-center gap-3">
                <AuthorAvatar author={author} size="lg" />
                <span>
                  <span className="block font-bold">{author.name}</span>
                  <span className="text-sm text-ink-100/75">{author.title}</span>
                </span>
              </p>
              <p className="mt-4 text-sm leading-relaxed text-ink-100/85">{profile.bio}</p>
              <blockquote className="mt-4 border-l-4 border-gold-400 pl-4 text-sm text-white italic">{authorQuoteFor(article)}</blockquote>
            </section>
          </BlogSidebar>
        </div>
        <ArticleTools
          slug={article.slug}
          title={article.title}
          url={url}
          likes={stats.likes}
          toc={toc}
          fontScale={fontScale}
          onFontScale={(scale) => {
            setFontScale(scale);
            track("font_size_change", { article_id: article.slug, font_scale: scale });
          }}
          articleRef={articleRef}
        />
      </article>
    </>
  );
}

/** The stock picture's author and source, linked, as the providers ask. */
function PhotoCredit({ credit }: { credit: NonNullable<Route.ComponentProps["loaderData"]["article"]["imageCredit"]> }) {
  return (
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
  );
}
