import { blogText as text } from "~/content/blog";
import { trackClick } from "~/lib/analytics/track-attributes";
import type { ArticleSummary } from "~/lib/blog/types";
import { formatShortDay } from "~/lib/format/date";
import { formatNumber } from "~/lib/format/number";
import { ButtonLink } from "~/lib/ui/button-link";
import { Icon } from "~/lib/ui/icon";
import { SectionHeading } from "~/lib/ui/section-heading";
import { ArticleImage } from "~/site/blog/article-image";

/** What the teaser shows of an article. */
export type ArticleTeaser = Pick<ArticleSummary, "id" | "slug" | "title" | "category" | "date" | "excerpt" | "image" | "readingMinutes">;

export function articleTeaser(article: ArticleSummary): ArticleTeaser {
  const { id, slug, title, category, date, excerpt, image, readingMinutes } = article;
  return { id, slug, title, category, date, excerpt, image, readingMinutes };
}

/** The home page's two newest articles: NOUVEAU on the first, then 'Voir tous les articles'. */
export function LatestArticles({ articles, light }: { articles: ArticleTeaser[]; light: boolean }) {
  if (articles.length === 0) return null;
  return (
    <section aria-labelledby="home-articles" className="below-fold mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
      <SectionHeading id="home-articles" eyebrow={text.home.eyebrow} title={text.home.title} />
      <ul className="mt-12 grid gap-8 md:grid-cols-2">
        {articles.map((article, position) => (
          <li key={article.slug}>
            <a
              href={`/kheopscope/${article.slug}`}
              {...trackClick("homepage_article_click", {
                article_id: article.id,
                article_title: article.title,
                article_category: article.category,
                source: "homepage_latest_articles",
                custom_parameter_1: position === 0 ? "nouveau" : "article",
              })}
              className="group flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-ink-100 transition-shadow hover:shadow-lg"
            >
              <div className="relative aspect-[16/9] overflow-hidden bg-ink-900">
                <ArticleImage image={article.image} alt="" sizes="(min-width: 768px) 600px, 100vw" light={light} />
                {position === 0 ? (
                  <span className="absolute top-4 left-4 rounded-full bg-gold-400 px-3 py-1 text-xs font-bold text-ink-950">
                    {text.featured.badge}
                  </span>
                ) : null}
              </div>
              <div className="flex flex-1 flex-col p-6">
                <p className="text-xs font-semibold tracking-wide text-gold-700 uppercase">{article.category}</p>
                <h3 className="mt-2 text-xl leading-snug font-bold text-ink-900 group-hover:underline">{article.title}</h3>
                <p className="mt-3 line-clamp-3 text-sm leading-relaxed text-ink-700">{article.excerpt}</p>
                <p className="mt-auto flex items-center gap-4 pt-5 text-xs text-ink-600">
                  <time dateTime={article.date}>{formatShortDay(article.date)}</time>
                  <span className="inline-flex items-center gap-1">
                    <Icon name="Clock" className="h-3.5 w-3.5" />
                    {text.readTime(formatNumber(article.readingMinutes))}
                  </span>
                  <Icon name="ArrowRight" className="ml-auto h-4 w-4 text-ink-900" />
                </p>
              </div>
            </a>
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <ButtonLink to="/kheopscope" arrow>
          {text.home.all}
        </ButtonLink>
      </div>
    </section>
  );
}
