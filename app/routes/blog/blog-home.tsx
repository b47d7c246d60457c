import { ArrowRight, LayoutGrid, List, Search, X } from "lucide-react";
import { useEffect, useMemo, useRef } from "react";
import { Form, Link, type ShouldRevalidateFunction, useSearchParams, useSubmit } from "react-router";
import { ArticleCard } from "~/components/blog/article-card";
import { ArticleImage } from "~/components/blog/article-image";
import { BlogSidebar } from "~/components/blog/blog-sidebar";
import { PageHero } from "~/components/ui/page-hero";
import { initialsOf } from "~/content/authors";
import { blogText as text } from "~/content/blog";
import { track } from "~/lib/analytics/track";
import { loadPublishedArticles } from "~/lib/blog/articles.server";
import {
  categorySlug,
  isSortMode,
  type SortMode,
  searchArticles,
  shortFrenchDate,
  sortArticles,
  sortModes,
  withCategory,
  withTag,
} from "~/lib/blog/listing";
import { type StatsMap, useLiveStats } from "~/lib/blog/live-stats";
import type { ArticleSummary } from "~/lib/blog/types";
import { services } from "~/lib/boundary/context.server";
import { useQueryUpdate } from "~/lib/hooks/use-query-update";
import { seoMeta, siteUrlFrom } from "~/lib/seo/meta";
import type { Route } from "./+types/blog-home";

export async function loader({ context }: Route.LoaderArgs) {
  const { db, logger } = services(context);
  return { articles: await loadPublishedArticles(db, logger), now: Date.now() };
}

// Search, sort and layout live in the URL but are applied on the page: changing them needs no new data.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) =>
  formMethod === undefined && currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(siteUrlFrom(matches), {
    title: `${text.name}, le blog`,
    description: text.description,
    path: "/kheopscope",
    image: "/images/og/default.png",
  });

export function links() {
  return [{ rel: "alternate", type: "application/rss+xml", title: "Kheopscope", href: "/kheopscope/rss.xml" }];
}

function withLiveStats(articles: ArticleSummary[], live: StatsMap): ArticleSummary[] {
  return articles.map((article) => ({ ...article, ...live[article.slug] }));
}

export default function BlogHome({ loaderData }: Route.ComponentProps) {
  const initialStats = useMemo(
    () => Object.fromEntries(loaderData.articles.map((article) => [article.slug, { likes: article.likes, views: article.views }])),
    [loaderData.articles],
  );
  const live = useLiveStats(initialStats);
  const articles = useMemo(() => withLiveStats(loaderData.articles, live), [loaderData.articles, live]);
  const [params] = useSearchParams();
  const query = params.get("q") ?? "";
  const tag = params.get("tag");
  const category = params.get("categorie");
  const sortParam = params.get("tri");
  const sort: SortMode = isSortMode(sortParam) ? sortParam : "recent";
  const layout = params.get("vue") === "liste" ? "list" : "grid";
  const shown = sortArticles(searchArticles(withCategory(withTag(articles, tag), category), query), sort, loaderData.now);
  const [newest, ...others] = [...articles].sort((a, b) => b.date.localeCompare(a.date));

  return (
    <>
      <PageHero eyebrow={text.hero.eyebrow} title={text.hero.title} lead={text.hero.tagline} />
      {newest ? <FeaturedHero first={newest} others={others.slice(0, 4)} /> : null}
      {newest ? <ArticleOfTheMoment article={newest} /> : null}
      <section aria-labelledby="all-articles" className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-[1fr_20rem] lg:px-8">
        <div>
          <h2 id="all-articles" className="text-2xl font-extrabold text-ink-900">
            {text.list.title}
          </h2>
          <ListControls query={query} sort={sort} layout={layout} tag={tag} category={category} />
          <ActiveFilters articles={articles} tag={tag} category={category} />
          {shown.length === 0 ? (
            <div role="status" className="mt-8 rounded-3xl bg-white p-10 text-center ring-1 ring-ink-100">
              <p className="text-lg font-bold text-ink-900">{text.list.emptyTitle}</p>
              <p className="mt-2 text-ink-700">{text.list.emptyText}</p>
              <Link to="/kheopscope" className="mt-6 inline-flex rounded-full bg-ink-900 px-5 py-2.5 text-sm font-semibold text-white">
                {text.list.resetSearch}
              </Link>
            </div>
          ) : (
            <ul className={`mt-8 grid gap-6 ${layout === "grid" ? "sm:grid-cols-2" : ""}`} data-layout={layout}>
              {shown.map((article) => (
                <li key={article.slug} className="flex">
                  <ArticleCard article={article} layout={layout} />
                </li>
              ))}
            </ul>
          )}
        </div>
        <BlogSidebar articles={articles} activeCategory={category} />
      </section>
    </>
  );
}

/** Search, sort and grid/list: a GET form, so they work and can be shared without JavaScript. */
function ListControls({
  query,
  sort,
  layout,
  tag,
  category,
}: {
  query: string;
  sort: SortMode;
  layout: "grid" | "list";
  tag: string | null;
  category: string | null;
}) {
  const [params] = useSearchParams();
  const submit = useSubmit();
  const searchTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(searchTimer.current), []);

  const update = useQueryUpdate();

  const layoutHref = (value: "grille" | "liste") => {
    const next = new URLSearchParams(params);
    next.set("vue", value);
    return `?${next}`;
  };

  return (
    <Form
      method="get"
      action="/kheopscope"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        submit(event.currentTarget, { replace: true, preventScrollReset: true });
      }}
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
          onChange={(event) => {
            const value = event.target.value;
            update({ q: value || null });
            clearTimeout(searchTimer.current);
            if (value.trim().length > 2) searchTimer.current = setTimeout(() => track("search", { search_term: value.trim() }), 800);
          }}
          className="w-full rounded-full border border-ink-100 bg-white py-3 pr-4 pl-12 text-ink-900 placeholder:text-ink-600 focus:border-ink-600 focus:outline-none"
        />
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor="blog-sort" className="text-sm font-semibold whitespace-nowrap text-ink-700">
          {text.list.sortLabel}
        </label>
        <select
          id="blog-sort"
          name="tri"
          defaultValue={sort}
          onChange={(event) => {
            update({ tri: event.target.value === "recent" ? null : event.target.value });
            track("sort_change", { sort: event.target.value });
          }}
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
            <Link
              key={value}
              to={layoutHref(value)}
              replace
              preventScrollReset
              aria-current={active ? "true" : undefined}
              onClick={() => track("view_mode_change", { view_mode: value === "liste" ? "list" : "grid" })}
              className={`inline-flex items-center gap-1.5 rounded-full px-3 py-2 text-sm font-semibold ${active ? "bg-white text-ink-900 shadow" : "text-ink-600"}`}
            >
              {value === "liste" ? <List className="h-4 w-4" aria-hidden="true" /> : <LayoutGrid className="h-4 w-4" aria-hidden="true" />}
              {value === "liste" ? text.list.view.list : text.list.view.grid}
            </Link>
          );
        })}
      </fieldset>
    </Form>
  );
}

/** The category and tag the list is narrowed to, each with a link that removes it (the search and sort stay). */
function ActiveFilters({ articles, tag, category }: { articles: ArticleSummary[]; tag: string | null; category: string | null }) {
  const [params] = useSearchParams();
  const categoryName = category ? (articles.find((article) => categorySlug(article.category) === category)?.category ?? category) : null;
  const filters = [
    ...(categoryName ? [{ param: "categorie", label: text.filters.category(categoryName) }] : []),
    ...(tag ? [{ param: "tag", label: text.filters.tag(tag) }] : []),
  ];
  if (filters.length === 0) return null;
  const without = (param: string) => {
    const next = new URLSearchParams(params);
    next.delete(param);
    const query = next.toString();
    return query ? `/kheopscope?${query}` : "/kheopscope";
  };
  return (
    <ul aria-label={text.filters.label} className="mt-4 flex flex-wrap gap-2">
      {filters.map((filter) => (
        <li key={filter.param}>
          <Link
            to={without(filter.param)}
            preventScrollReset
            aria-label={text.filters.remove(filter.label)}
            className="inline-flex items-center gap-1.5 rounded-full bg-ink-900 px-3 py-1.5 text-sm font-semibold text-white hover:bg-ink-800"
          >
            {filter.label}
            <X className="h-4 w-4" aria-hidden="true" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The newest article large, the next ones stacked beside it (spec §2 'featured-article hero'). */
function FeaturedHero({ first, others }: { first: ArticleSummary; others: ArticleSummary[] }) {
  return (
    <section
      aria-label={text.featured.othersTitle}
      className="relative z-10 mx-auto -mt-10 grid max-w-7xl gap-6 px-4 sm:px-6 lg:grid-cols-[1.5fr_1fr] lg:px-8"
    >
      <Link
        to={`/kheopscope/${first.slug}`}
        onClick={() => track("featured_article_click", { article_id: first.slug, article_title: first.title })}
        className="group relative block overflow-hidden rounded-3xl bg-ink-900 text-white shadow-xl"
      >
        <div className="aspect-[16/9] opacity-80 transition-opacity group-hover:opacity-100">
          <ArticleImage image={first.image} alt="" sizes="(min-width: 1024px) 720px, 100vw" priority />
        </div>
        <div className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-ink-950 via-ink-950/85 to-transparent p-6 pt-16 sm:p-8 sm:pt-24">
          <p className="text-xs font-semibold tracking-wider text-gold-300 uppercase">{first.category}</p>
          <p className="mt-2 text-xl leading-snug font-extrabold sm:text-2xl">{first.title}</p>
        </div>
      </Link>
      <ul className="flex flex-col gap-4">
        {others.map((article) => (
          <li key={article.slug}>
            <Link
              to={`/kheopscope/${article.slug}`}
              onClick={() => track("featured_article_click", { article_id: article.slug, article_title: article.title })}
              className="flex gap-4 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-ink-100 hover:shadow-md"
            >
              <div className="h-20 w-28 shrink-0 overflow-hidden rounded-xl bg-ink-900">
                <ArticleImage image={article.image} alt="" sizes="112px" />
              </div>
              <div className="min-w-0">
                <p className="text-xs font-semibold text-gold-700">{article.category}</p>
                <p className="mt-1 line-clamp-2 text-sm leading-snug font-bold text-ink-900">{article.title}</p>
                <p className="mt-1 text-xs text-ink-600">{shortFrenchDate(article.date)}</p>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** 'L'article du moment' (spec §2): the newest article, NOUVEAU, 'En ligne', the author's initials and the fixed teaser. */
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
                {article.publishDate} · {article.readTime}
              </span>
            </span>
          </span>
          <Link
            to={`/kheopscope/${article.slug}`}
            onClick={() =>
              track("featured_article_click", { article_id: article.slug, article_title: article.title, source: "article_du_moment" })
            }
            className="inline-flex items-center gap-2 rounded-full bg-gold-400 px-6 py-3 font-semibold text-ink-950 hover:bg-gold-300"
          >
            {text.featured.cta}
            <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </Link>
        </div>
      </div>
    </section>
  );
}
