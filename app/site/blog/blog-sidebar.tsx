import { Flame, Folder, Hash, Mail } from "lucide-react";
import { type ComponentProps, type ReactNode, useId } from "react";
import { blogText as text } from "~/content/blog";
import { trackClick } from "~/lib/analytics/track-attributes";
import { popularItem, popularList } from "~/lib/behaviours/live-stats";
import type { ArticleSummary } from "~/lib/blog/types";
import { counted } from "~/lib/format/plural";
import { compareCodeUnits } from "~/lib/text/compare";
import { categoryCounts, popularity, topTags } from "~/site/blog/listing";
import { KeptQueryLink, listAnchor } from "./kept-query-link";
import { StatCount } from "./stat-count";

function SidebarBlock({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-ink-100">
      <h2 id={titleId} className="flex items-center gap-2 text-base font-bold text-ink-900">
        {icon}
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** What the sidebar reads of each article. */
export type SidebarArticle = Pick<ArticleSummary, "slug" | "title" | "likes" | "views" | "date" | "category" | "tags">;

export function sidebarArticle(article: ArticleSummary): SidebarArticle {
  const { slug, title, likes, views, date, category, tags } = article;
  return { slug, title, likes, views, date, category, tags };
}

/**
 * A link that narrows the blog's list to a category or a tag. On the blog itself (`address`), it keeps what else the
 * visitor chose there: the search, the sort, the view and the other filter; from an article, it opens the list.
 */
function FilterLink({ address, set, ...link }: { address: string | undefined; set: string } & Omit<ComponentProps<"a">, "href">) {
  return address ? <KeptQueryLink address={address} set={set} {...link} /> : <a href={`/kheopscope?${set}#${listAnchor}`} {...link} />;
}

/**
 * The blog's sidebar: top 5 by likes + views (re-ranked live by the page's script: every
 * article is listed, CSS shows the first five), the newsletter (`newsletter`: its island),
 * categories (links that filter the list), top 10 tags.
 */
export function BlogSidebar({
  articles,
  activeCategory,
  address,
  newsletter,
  children,
}: {
  articles: SidebarArticle[];
  /** The slug of the category the list is filtered by, if any. */
  activeCategory?: string | null;
  /** On the blog's list: its path and query as requested, which the category and tag links keep. */
  address?: string;
  newsletter: ReactNode;
  children?: ReactNode;
}) {
  const popular = [...articles].sort((a, b) => popularity(b) - popularity(a) || compareCodeUnits(b.date, a.date));
  const iconClass = "h-5 w-5 text-gold-600";
  return (
    <aside className="space-y-6">
      {children}
      <SidebarBlock title={text.sidebar.popular} icon={<Flame className={iconClass} aria-hidden="true" />}>
        <ol className="popular-articles space-y-3" {...popularList.props({ list: true })}>
          {popular.map((article) => (
            <li
              key={article.slug}
              {...popularItem.props({ slug: article.slug, date: article.date, popularity: popularity(article) })}
              className="flex gap-3 [counter-increment:list-item] nth-[n+6]:hidden"
            >
              <span
                aria-hidden="true"
                className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-ink-900 text-xs font-bold text-white before:content-[counter(list-item)]"
              />
              <span>
                <a
                  href={`/kheopscope/${article.slug}`}
                  {...trackClick("sidebar_article_click", { article_id: article.slug, article_title: article.title })}
                  className="text-sm leading-snug font-semibold text-ink-900 hover:underline"
                >
                  {article.title}
                </a>
                <span className="mt-0.5 block text-xs text-ink-600">
                  <StatCount slug={article.slug} stat="likes" value={article.likes} labelled /> ·{" "}
                  <StatCount slug={article.slug} stat="views" value={article.views} labelled />
                </span>
              </span>
            </li>
          ))}
        </ol>
      </SidebarBlock>
      <SidebarBlock title={text.sidebar.newsletter} icon={<Mail className={iconClass} aria-hidden="true" />}>
        <p className="mb-4 text-sm text-ink-700">{text.sidebar.newsletterText}</p>
        {newsletter}
      </SidebarBlock>
      <SidebarBlock title={text.sidebar.categories} icon={<Folder className={iconClass} aria-hidden="true" />}>
        <ul className="space-y-1 text-sm">
          {categoryCounts(articles).map((category) => {
            const active = category.slug === activeCategory;
            return (
              <li key={category.name}>
                <FilterLink
                  address={address}
                  set={`categorie=${encodeURIComponent(category.slug)}`}
                  aria-current={active ? "page" : undefined}
                  {...trackClick("sidebar_category_click", { category: category.name })}
                  aria-label={text.sidebar.categoryLink(category.name, counted(category.count))}
                  className={`-mx-2 flex justify-between gap-3 rounded-xl px-2 py-1.5 ${active ? "bg-ink-900 font-semibold text-white" : "text-ink-700 hover:bg-ink-50 hover:text-ink-900"}`}
                >
                  <span>{category.name}</span>
                  <span
                    aria-hidden="true"
                    className={`rounded-full px-2 text-xs font-semibold leading-5 ${active ? "bg-white/15 text-white" : "bg-ink-50 text-ink-900"}`}
                  >
                    {category.count}
                  </span>
                </FilterLink>
              </li>
            );
          })}
        </ul>
      </SidebarBlock>
      <SidebarBlock title={text.sidebar.tags} icon={<Hash className={iconClass} aria-hidden="true" />}>
        <ul className="flex flex-wrap gap-2">
          {topTags(articles).map((tag) => (
            <li key={tag}>
              <FilterLink
                address={address}
                set={`tag=${encodeURIComponent(tag)}`}
                className="inline-block rounded-full bg-ink-50 px-3 py-1 text-xs font-medium text-ink-700 hover:bg-ink-100"
              >
                #{tag}
              </FilterLink>
            </li>
          ))}
        </ul>
      </SidebarBlock>
    </aside>
  );
}
