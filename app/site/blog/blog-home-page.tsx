import { ArrowRight, LayoutGrid, List, Search, X } from "lucide-react";
import type { ReactNode } from "react";
import { initialsOf } from "~/content/authors";
import { blogText as text } from "~/content/blog";
import { trackClick } from "~/lib/analytics/track-attributes";
import { articleList, articlePool, listControls, listEmpty, listedArticle } from "~/lib/behaviours/article-list";
import type { ArticleSummary } from "~/lib/blog/types";
import { formatLongDay, formatShortDay } from "~/lib/format/date";
import { formatNumber } from "~/lib/format/number";
import { compareCodeUnits } from "~/lib/text/compare";
import { fold } from "~/lib/text/fold";
import { PageHero } from "~/lib/ui/page-hero";
import { ArticleCard } from "~/site/blog/article-card";
import { ArticleImage } from "~/site/blog/article-image";
import { BlogSidebar } from "~/site/blog/blog-sidebar";
import { KeptQueryLink, listAnchor } from "~/site/blog/kept-query-link";
import {
  categorySlug,
  isSortMode,
  type SortMode,
  searchArticles,
  sortArticles,
  sortModes,
  withCategory,
  withTag,
} from "~/site/blog/listing";

/** What the list is narrowed to and how it is shown: the page's query (?q=&tri=&vue=&tag=&categorie=). */
export interface ListQuery {
  query: string;
  sort: SortMode;
  layout: "grid" | "list";
  tag: string | null;
  category: string | null;
}

export function listQueryOf(params: URLSearchParams): ListQuery {
  const sortParam = params.get("tri");
  return {
    query: params.get("q") ?? "",
    sort: isSortMode(sortParam) ? sortParam : "recent",
    layout: params.get("vue") === "liste" ? "list" : "grid",
    tag: params.get("tag"),
    category: params.get("categorie"),
  };
}

/**
 * /kheopscope, rendered by the server for its query. The page's script
 * (app/site/blog/article-list.client.ts) then searches and sorts the cards in place, as the visitor types or
 * chooses (the articles the search leaves out wait in a <template>), and keeps the address up to date;
 * without it the controls are a plain GET form. The address is the state: `/kheopscope?q=…&tri=…&vue=liste`
 * renders the list, the search box, the sort and the view the script showed when it wrote that address.
 */
export function BlogHomePage({
  articles,
  list,
  now,
  light,
  address,
  newsletter,
}: {
  articles: ArticleSummary[];
  list: ListQuery;
  now: number;
  light: boolean;
  /** The page's path and query as requested, for the links that change the view or remove a filter. */
  address: string;
  newsletter: ReactNode;
}) {
  const { query, sort, layout, tag, category } = list;
  // Every article of the category and tag is in the page, so the search can widen again without a new page.
  const inFilter = sortArticles(withCategory(withTag(articles, tag), category), sort, now);
  const found = new Set(searchArticles(inFilter, query).map((article) => article.slug));
  const [newest, ...others] = [...articles].sort((a, b) => compareCodeUnits(b.date, a.date));

  return (
    <>
      <PageHero eyebrow={text.hero.eyebrow} title={text.hero.title} lead={text.hero.tagline} />
      {newest ? <FeaturedHero first={newest} others={others.slice(0, 4)} light={light} /> : null}
      {newest ? <ArticleOfTheMoment article={newest} /> : null}
      <section
        aria-labelledby="all-articles"
        className="below-fold mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-[1fr_20rem] lg:px-8"
      >
        <div className="min-w-0">
          <h2 id={listAnchor} className="scroll-mt-24 text-2xl font-extrabold text-ink-900">
            {text.list.title}
          </h2>
          <ListControls list={list} address={address} />
          <ActiveFilters articles={articles} tag={tag} category={category} address={address} />
          <div
            role="status"
            {...listEmpty.props({ empty: true })}
            hidden={found.size > 0}
            className="mt-8 rounded-3xl bg-white p-10 text-center ring-1 ring-ink-100"
          >
            <p className="text-lg font-bold text-ink-900">{text.list.emptyTitle}</p>
            <p className="mt-2 text-ink-700">{text.list.emptyText}</p>
            <KeptQueryLink
              address={address}
              drop="q tag categorie"
              className="mt-6 inline-flex rounded-full bg-ink-900 px-5 py-2.5 text-sm font-semibold text-white"
            >
              {text.list.resetSearch}
            </KeptQueryLink>
          </div>
          <ul
            aria-labelledby={listAnchor}
            className={`mt-8 grid gap-6 ${layout === "grid" ? "sm:grid-cols-2" : ""}`}
            {...articleList.props({ list: true, now })}
          >
            {inFilter
              .filter((article) => found.has(article.slug))
              .map((article) => (
                <ArticleItem key={article.slug} article={article} layout={layout} light={light} />
              ))}
          </ul>
          {/* The articles the search leaves out, for the page's script to bring back as the search widens. */}
          <template {...articlePool.props({ pool: true })}>
            {inFilter
              .filter((article) => !found.has(article.slug))
              .map((article) => (
                <ArticleItem key={article.slug} article={article} layout={layout} light={light} />
              ))}
          </template>
        </div>
        <BlogSidebar articles={articles} activeCategory={category} address={address} newsletter={newsletter} />
      </section>
    </>
  );
}

/** One article of the list, with what the page's script searches and sorts it by. */
function ArticleItem({ article, layout, light }: { article: ArticleSummary; layout: "grid" | "list"; light: boolean }) {
  return (
    <li
      className="flex"
      {...listedArticle.props({
        slug: article.slug,
        id: article.id,
        date: article.date,
        readingMinutes: article.readingMinutes,
        likes: article.likes,
        views: article.views,
        // A line apart, as the server searches each alone: a search box's text never holds a line break.
        search: `${fold(article.title)}\n${fold(article.excerpt)}`,
      })}
    >
      <ArticleCard article={article} layout={layout} light={light} />
    </li>
  );
}

/** Search, sort and grid/list: a GET form, so they work and can be shared without JavaScript. */
function ListControls({ list, address }: { list: ListQuery; address: string }) {
  const { query, sort, layout, tag, category } = list;
  return (
    <search>
      <form
        method="get"
        // Sent without the page's script, the search opens the page at its results, not at its top.
        action={`/kheopscope#${listAnchor}`}
        {...listControls.props({ form: true })}
        className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center"
      >
        {tag ? <input type="hidden" name="tag" value={tag} /> : null}
        {category ? <input type="hidden" name="categorie" value={category} /> : null}
        {layout === "list" ? <input type="hidden" name="vue" value="liste" /> : null}
        <div className="relative flex-1">
          <Search className="pointer-events-none absolute top-1/2 left-4 h-5 w-5 -translate-y-1/2 text-ink-600" aria-hidden="true" />
          <input
            type="search"
            name="q"
            aria-label={text.list.searchLabel}
            placeholder={text.list.searchPlaceholder}
            defaultValue={query}
            className="w-full rounded-full border border-ink-100 bg-white py-3 pr-4 pl-12 text-ink-900 placeholder:text-ink-600 focus:border-ink-600 focus:outline-none"
          />
        </div>
        {/* Wraps at 390 px without JavaScript, where the search's button joins the sort. */}
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor="blog-sort" className="text-sm font-semibold whitespace-nowrap text-ink-700">
            {text.list.sortLabel}
          </label>
          <select
            id="blog-sort"
            name="tri"
            defaultValue={sort}
            className="rounded-full border border-ink-100 bg-white px-4 py-3 text-sm text-ink-900"
          >
            {sortModes.map((mode) => (
              <option key={mode} value={mode}>
                {text.list.sorts[mode]}
              </option>
            ))}
          </select>
          <noscript>
            <button type="submit" className="rounded-full bg-ink-900 px-4 py-3 text-sm font-semibold text-white">
              {text.list.searchSubmit}
            </button>
          </noscript>
        </div>
        <fieldset className="hidden items-center gap-1 rounded-full bg-ink-50 p-1 lg:flex">
          <legend className="sr-only">{text.list.view.label}</legend>
          {(["grille", "liste"] as const).map((value) => {
            const active = (value === "liste") === (layout === "list");
            return (
              <KeptQueryLink
                key={value}
                address={address}
                {...(value === "liste" ? { set: "vue=liste" } : { drop: "vue" })}
                aria-current={active ? "true" : undefined}
                {...trackClick("view_mode_change", { view_mode: value === "liste" ? "list" : "grid" })}
                className={`inline-flex items-center gap-1.5 rounded-full px-3 py-2 text-sm font-semibold ${active ? "bg-white text-ink-900 shadow" : "text-ink-600"}`}
              >
                {value === "liste" ? (
                  <List className="h-4 w-4" aria-hidden="true" />
                ) : (
                  <LayoutGrid className="h-4 w-4" aria-hidden="true" />
                )}
                {value === "liste" ? text.list.view.list : text.list.view.grid}
              </KeptQueryLink>
            );
          })}
        </fieldset>
      </form>
    </search>
  );
}

/** The category and tag the list is narrowed to, each with a link that removes it (the search, sort and view stay). */
function ActiveFilters({
  articles,
  tag,
  category,
  address,
}: {
  articles: ArticleSummary[];
  tag: string | null;
  category: string | null;
  address: string;
}) {
  const categoryName = category ? (articles.find((article) => categorySlug(article.category) === category)?.category ?? category) : null;
  const filters = [
    ...(categoryName ? [{ param: "categorie", label: text.filters.category(categoryName) }] : []),
    ...(tag ? [{ param: "tag", label: text.filters.tag(tag) }] : []),
  ];
  if (filters.length === 0) return null;
  return (
    <ul aria-label={text.filters.label} className="mt-4 flex flex-wrap gap-2">
      {filters.map((filter) => (
        <li key={filter.param}>
          <KeptQueryLink
            address={address}
            drop={filter.param}
            aria-label={text.filters.remove(filter.label)}
            className="inline-flex items-center gap-1.5 rounded-full bg-ink-900 px-3 py-1.5 text-sm font-semibold text-white hover:bg-ink-800"
          >
            {filter.label}
            <X className="h-4 w-4" aria-hidden="true" />
          </KeptQueryLink>
        </li>
      ))}
    </ul>
  );
}

/** The newest article large, the next ones stacked beside it (the featured articles). */
function FeaturedHero({ first, others, light }: { first: ArticleSummary; others: ArticleSummary[]; light: boolean }) {
  return (
    <section
      aria-label={text.featured.othersTitle}
      className="relative z-10 mx-auto -mt-10 grid max-w-7xl gap-6 px-4 sm:px-6 lg:grid-cols-[1.5fr_1fr] lg:px-8"
    >
      <a
        href={`/kheopscope/${first.slug}`}
        {...trackClick("featured_article_click", { article_id: first.slug, article_title: first.title })}
        className="group relative block overflow-hidden rounded-3xl bg-ink-900 text-white shadow-xl"
      >
        <div className="aspect-[16/9] opacity-80 transition-opacity group-hover:opacity-100">
          <ArticleImage image={first.image} alt="" sizes="(min-width: 1024px) 720px, 100vw" priority light={light} />
        </div>
        <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-ink-950 via-ink-950/85 to-transparent p-6 pt-16 sm:p-8 sm:pt-24">
          <p className="text-xs font-semibold tracking-wider text-gold-300 uppercase">{first.category}</p>
          <p className="mt-2 text-xl leading-snug font-extrabold sm:text-2xl">{first.title}</p>
        </div>
      </a>
      <ul className="flex flex-col gap-4">
        {others.map((article) => (
          <li key={article.slug}>
            <a
              href={`/kheopscope/${article.slug}`}
              {...trackClick("featured_article_click", { article_id: article.slug, article_title: article.title })}
              className="flex gap-4 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-ink-100 hover:shadow-md"
            >
              <div className="h-20 w-28 shrink-0 overflow-hidden rounded-xl bg-ink-900">
                <ArticleImage image={article.image} alt="" sizes="112px" light={light} />
              </div>
              <div className="min-w-0">
                <p className="text-xs font-semibold text-gold-700">{article.category}</p>
                <p className="mt-1 line-clamp-2 text-sm leading-snug font-bold text-ink-900">{article.title}</p>
                <p className="mt-1 text-xs text-ink-600">{formatShortDay(article.date)}</p>
              </div>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** 'L'article du moment': the newest article, NOUVEAU, 'En ligne', the author's initials and the fixed teaser. */
function ArticleOfTheMoment({ article }: { article: ArticleSummary }) {
  return (
    <section aria-labelledby="article-du-moment" className="mx-auto max-w-7xl px-4 pt-16 sm:px-6 lg:px-8">
      <div className="relative overflow-hidden rounded-3xl bg-ink-900 p-8 text-white sm:p-12">
        <div className="flex flex-wrap items-center gap-3">
          <h2 id="article-du-moment" className="text-sm font-semibold tracking-wider text-gold-300 uppercase">
            {text.featured.title}
          </h2>
          <span className="rounded-full bg-gold-400 px-2.5 py-0.5 text-xs font-bold text-ink-950">{text.featured.badge}</span>
          <span className="inline-flex items-center gap-1.5 text-xs font-semibold text-green-300">
            <span className="h-2 w-2 rounded-full bg-green-400" aria-hidden="true" />
            {text.featured.online}
          </span>
        </div>
        <p className="mt-6 max-w-3xl text-2xl leading-snug font-extrabold sm:text-3xl">{article.title}</p>
        <blockquote className="mt-6 max-w-3xl border-l-4 border-gold-400 pl-5 text-lg text-ink-100/90 italic">
          {text.featured.quote}
        </blockquote>
        <div className="mt-8 flex flex-wrap items-center gap-6">
          <span className="flex items-center gap-3">
            <span className="flex h-11 w-11 items-center justify-center rounded-full bg-gold-400 font-bold text-ink-950" aria-hidden="true">
              {initialsOf(article.author.name)}
            </span>
            <span className="text-sm">
              <span className="block font-semibold">{article.author.name}</span>
              <span className="text-ink-100/75">
                {formatLongDay(article.date)} · {text.readTime(formatNumber(article.readingMinutes))}
              </span>
            </span>
          </span>
          <a
            href={`/kheopscope/${article.slug}`}
            {...trackClick("featured_article_click", {
              article_id: article.slug,
              article_title: article.title,
              source: "article_du_moment",
            })}
            className="inline-flex items-center gap-2 rounded-full bg-gold-400 px-6 py-3 font-semibold text-ink-950 hover:bg-gold-300"
          >
            {text.featured.cta}
            <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </a>
        </div>
      </div>
    </section>
  );
}
