import { Search } from "lucide-react";
import { useMemo, useState } from "react";
import { Form, Link, type ShouldRevalidateFunction, useSearchParams, useSubmit } from "react-router";
import { EbookCard } from "~/components/shop/ebook-card";
import { EbookPrice } from "~/components/shop/ebook-price";
import { PaymentBadges } from "~/components/shop/payment-badges";
import { ShopTestimonials } from "~/components/shop/shop-testimonials";
import { ParallaxCircles } from "~/components/ui/parallax-circles";
import { RichText } from "~/components/ui/rich-text";
import { ebooks } from "~/content/ebooks";
import { shopFaq, shopTestimonials, shopText as text } from "~/content/shop";
import { track } from "~/lib/analytics/track";
import { useQueryUpdate } from "~/lib/hooks/use-query-update";
import { seoMeta, siteUrlFrom } from "~/lib/seo/meta";
import { browseCatalogue, categoriesOf, isShopSort, matchesSearch, type ShopSort, shopSorts } from "~/lib/shop/catalogue";
import { summarizeEbook } from "~/lib/shop/summary";
import type { Route } from "./+types/shop";

export function loader() {
  return { ebooks: ebooks.map(summarizeEbook), testimonials: shopTestimonials, faq: shopFaq };
}

// Search, category and sort are applied on the page: changing them needs no new data.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }) =>
  formMethod === undefined && currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta(siteUrlFrom(matches), { title: text.title, description: text.description, path: "/boutique", type: "website" });

export default function Shop({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const query = params.get("q") ?? "";
  const category = params.get("categorie") ?? "all";
  const sortParam = params.get("tri");
  const sort: ShopSort = isShopSort(sortParam) ? sortParam : "date-desc";
  const shown = browseCatalogue(loaderData.ebooks, { query, category, sort });

  return (
    <>
      <section className="relative overflow-hidden bg-ink-950 pt-32 pb-16 text-white sm:pt-40">
        <ParallaxCircles tone="dark" />
        <div className="relative mx-auto max-w-4xl px-4 text-center sm:px-6">
          <p className="text-sm font-semibold tracking-wider text-gold-300 uppercase">{text.eyebrow}</p>
          <h1 className="mt-4 text-3xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl">{text.title}</h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-ink-100/85">{text.lead}</p>
        </div>
      </section>
      <section aria-labelledby="shop-catalogue" className="bg-ink-950 pb-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="shop-catalogue" className="sr-only">
            {text.catalogueTitle}
          </h2>
          <CatalogueControls ebooks={loaderData.ebooks} query={query} category={category} sort={sort} />
          {shown.length === 0 ? (
            <p role="status" className="mt-10 rounded-3xl bg-white/5 p-10 text-center text-ink-100">
              {text.noResult}
            </p>
          ) : (
            <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
              {shown.map((ebook) => (
                <li key={ebook.id}>
                  <EbookCard ebook={ebook} source="boutique" />
                </li>
              ))}
            </ul>
          )}
          <div className="mt-16 text-center">
            <h2 className="text-lg font-bold text-white">{text.paymentTitle}</h2>
            <p className="mx-auto mt-2 max-w-xl text-sm text-ink-100/80">{text.paymentText}</p>
            <div className="mt-6">
              <PaymentBadges />
            </div>
          </div>
        </div>
      </section>
      <section aria-labelledby="shop-testimonials" className="bg-sand-50 py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="shop-testimonials" className="text-center text-3xl font-extrabold text-ink-900">
            {text.testimonialsTitle}
          </h2>
          <div className="mt-10">
            <ShopTestimonials testimonials={loaderData.testimonials} />
          </div>
        </div>
      </section>
      <section aria-labelledby="shop-faq" className="mx-auto max-w-3xl px-4 py-20 sm:px-6">
        <h2 id="shop-faq" className="text-center text-3xl font-extrabold text-ink-900">
          {text.faqTitle}
        </h2>
        <div className="mt-10 space-y-3">
          {loaderData.faq.map((entry) => (
            // One open at a time: <details> of one name group.
            <details key={entry.question} name="faq-boutique" className="group rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-100">
              <summary className="cursor-pointer font-semibold text-ink-900">{entry.question}</summary>
              <p className="mt-3 text-sm leading-relaxed text-ink-700">
                <RichText text={entry.answer} />
              </p>
            </details>
          ))}
        </div>
      </section>
    </>
  );
}

/** Search with its results under the box, category and sort: a GET form, so they work without JavaScript. */
function CatalogueControls({
  ebooks: all,
  query,
  category,
  sort,
}: {
  ebooks: Route.ComponentProps["loaderData"]["ebooks"];
  query: string;
  category: string;
  sort: ShopSort;
}) {
  const submit = useSubmit();
  const [typed, setTyped] = useState(query);
  const [open, setOpen] = useState(false);
  const suggestions = useMemo(() => (typed.trim() ? all.filter((ebook) => matchesSearch(ebook, typed)) : []), [all, typed]);

  const updateQuery = useQueryUpdate();
  const update = (key: string, value: string | null) => updateQuery({ [key]: value });

  return (
    <Form
      method="get"
      action="/boutique"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        setOpen(false);
        submit(event.currentTarget, { replace: true, preventScrollReset: true });
      }}
      className="relative z-10 grid gap-3 rounded-3xl bg-white/5 p-4 ring-1 ring-white/10 md:grid-cols-[1fr_auto_auto_auto]"
    >
      <div className="relative">
        <Search className="pointer-events-none absolute top-1/2 left-4 h-5 w-5 -translate-y-1/2 text-ink-600" aria-hidden="true" />
        <input
          type="search"
          name="q"
          aria-label={text.searchLabel}
          placeholder={text.searchPlaceholder}
          value={typed}
          autoComplete="off"
          onChange={(event) => {
            setTyped(event.target.value);
            setOpen(true);
            update("q", event.target.value || null);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          className="w-full rounded-full border-0 bg-white py-3 pr-4 pl-12 text-ink-900 placeholder:text-ink-600"
        />
        {open && typed.trim() ? (
          <ul
            className="absolute top-full right-0 left-0 mt-2 max-h-96 overflow-y-auto rounded-2xl bg-white p-2 shadow-2xl"
            data-testid="search-results"
          >
            {suggestions.length === 0 ? (
              <li className="px-3 py-2 text-sm text-ink-600">{text.noResult}</li>
            ) : (
              suggestions.map((ebook) => (
                <li key={ebook.id}>
                  <Link
                    to={`/boutique/${ebook.id}`}
                    onClick={() => track("search", { search_term: typed, ebook_id: ebook.id })}
                    className="flex items-center justify-between gap-3 rounded-xl px-3 py-2 hover:bg-ink-50"
                  >
                    <span className="text-sm font-semibold text-ink-900">{ebook.title}</span>
                    <EbookPrice priceXaf={ebook.priceXaf} originalPriceXaf={ebook.originalPriceXaf} isOnSale={false} />
                  </Link>
                </li>
              ))
            )}
          </ul>
        ) : null}
      </div>
      <label className="sr-only" htmlFor="shop-category">
        {text.categoryLabel}
      </label>
      <select
        id="shop-category"
        name="categorie"
        defaultValue={category}
        onChange={(event) => update("categorie", event.target.value === "all" ? null : event.target.value)}
        className="rounded-full border-0 bg-white px-4 py-3 text-sm text-ink-900"
      >
        <option value="all">{text.allCategories}</option>
        {categoriesOf(all).map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
      <label className="sr-only" htmlFor="shop-sort">
        {text.sortLabel}
      </label>
      <select
        id="shop-sort"
        name="tri"
        defaultValue={sort}
        onChange={(event) => update("tri", event.target.value === "date-desc" ? null : event.target.value)}
        className="rounded-full border-0 bg-white px-4 py-3 text-sm text-ink-900"
      >
        {shopSorts.map((value) => (
          <option key={value} value={value}>
            {text.sorts[value]}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="w-full rounded-full bg-gold-400 px-5 py-3 text-sm font-semibold text-ink-950">
          {text.searchLabel}
        </button>
      </noscript>
    </Form>
  );
}
