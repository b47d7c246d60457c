import { Clock, Eye } from "lucide-react";
import { blogText } from "~/content/blog";
import { trackClick } from "~/lib/analytics/track-attributes";
import type { ArticleSummary } from "~/lib/blog/types";
import { formatShortDay } from "~/lib/format/date";
import { formatNumber } from "~/lib/format/number";
import { ArticleImage } from "./article-image";
import { LikeButton } from "./like-button";
import { StatCount } from "./stat-count";

/** An article in the blog's grid or list: image, category, title, excerpt, date, read time, likes, views. */
export function ArticleCard({ article, layout, light }: { article: ArticleSummary; layout: "grid" | "list"; light: boolean }) {
  const href = `/kheopscope/${article.slug}`;
  const list = layout === "list";
  return (
    <article
      className={`group relative flex overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-ink-100 transition-shadow hover:shadow-lg ${
        list ? "flex-col sm:flex-row" : "flex-col"
      }`}
    >
      <div className={`overflow-hidden bg-ink-900 ${list ? "aspect-[16/9] sm:aspect-auto sm:w-64 sm:shrink-0" : "aspect-[16/9]"}`}>
        <ArticleImage
          image={article.image}
          alt=""
          sizes={list ? "(min-width: 640px) 256px, 100vw" : "(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"}
          light={light}
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="w-fit rounded-full bg-gold-400/25 px-3 py-1 text-xs font-semibold text-ink-900">{article.category}</p>
        <h3 className="mt-3 text-lg leading-snug font-bold text-ink-900">
          <a
            href={href}
            {...trackClick("article_click", { article_id: article.slug, article_title: article.title, source: "blog_list" })}
            className="after:absolute after:inset-0 hover:underline"
          >
            {article.title}
          </a>
        </h3>
        <p className="mt-2 line-clamp-3 text-sm leading-relaxed text-ink-700">{article.excerpt}</p>
        <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-2 pt-5 text-xs text-ink-600">
          <time dateTime={article.date}>{formatShortDay(article.date)}</time>
          <span className="inline-flex items-center gap-1">
            <Clock className="h-3.5 w-3.5" aria-hidden="true" />
            {blogText.readTime(formatNumber(article.readingMinutes))}
          </span>
          <span className="inline-flex items-center gap-1">
            <Eye className="h-3.5 w-3.5" aria-hidden="true" />
            <span aria-hidden="true">
              <StatCount slug={article.slug} stat="views" value={article.views} />
            </span>
            <span className="sr-only">
              <StatCount slug={article.slug} stat="views" value={article.views} labelled />
            </span>
          </span>
          {/* Above the card's link, so it stays clickable. */}
          <span className="relative z-10 ml-auto">
            <LikeButton slug={article.slug} title={article.title} likes={article.likes} place="card" />
          </span>
        </div>
      </div>
    </article>
  );
}
