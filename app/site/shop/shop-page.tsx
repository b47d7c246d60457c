import { Search } from "lucide-react";
import type { ReactNode } from "react";
import { shopFaq, shopText as text } from "~/content/shop";
import { catalogueItem, searchResult, searchResults, shopCatalogue } from "~/lib/behaviours/shop-catalogue";
import type { CurrencyCode } from "~/lib/format/currency";
import { fold } from "~/lib/text/fold";
import { ParallaxCircles } from "~/lib/ui/parallax-circles";
import { RichText } from "~/lib/ui/rich-text";
import { browseCatalogue, categoriesOf, isShopSort, type ShopSort, shopSorts } from "~/site/shop/catalogue";
import { EbookCard } from "~/site/shop/ebook-card";
import { EbookPrice } from "~/site/shop/ebook-price";
import { PaymentBadges } from "~/site/shop/payment-badges";
import type { EbookSummary } from "~/site/shop/summary";

/** What the catalogue is narrowed to: the page's query (?q=&categorie=&tri=). */
export interface CatalogueQuery {
  query: string;
  category: string;
  sort: ShopSort;
}

export function catalogueQueryOf(params: URLSearchParams): CatalogueQuery {
  const sortParam = params.get("tri");
  return {
    query: params.get("q") ?? "",
    category: params.get("categorie") ?? "all",
    sort: isShopSort(sortParam) ? sortParam : "date-desc",
  };
}

/**
 * /boutique, rendered by the server for its query; the page's script
 * (app/site/shop/shop-catalogue.client.ts) then searches, filters and sorts the cards in place. The readers'
 * carousel (`testimonials`) is an island the page composes.
 */
export function ShopPage({
  ebooks,
  catalogue,
  currency,
  light,
  testimonials,
}: {
  ebooks: EbookSummary[];
  catalogue: CatalogueQuery;
  currency: CurrencyCode;
  light: boolean;
  testimonials: ReactNode;
}) {
  const { query, sort } = catalogue;
  // A category the shop does not have (an address typed by hand) is the whole catalogue, as the menu then shows.
  const category = categoriesOf(ebooks).includes(catalogue.category) ? catalogue.category : "all";
  // Every e-book is in the page, those the query leaves out in a <template>: the search can widen again in place.
  const sorted = browseCatalogue(ebooks, { sort });
  const shown = new Set(browseCatalogue(ebooks, { query, category, sort }).map((ebook) => ebook.id));

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
          <CatalogueControls ebooks={sorted} catalogue={{ query, category, sort }} currency={currency} />
          <p
            role="status"
            {...shopCatalogue.props({ empty: true })}
            hidden={shown.size > 0}
            className="mt-10 rounded-3xl bg-white/5 p-10 text-center text-ink-100"
          >
            {text.noResult}
          </p>
          <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-3" {...shopCatalogue.props({ list: true })}>
            {sorted
              .filter((ebook) => shown.has(ebook.id))
              .map((ebook) => (
                <CatalogueItem key={ebook.id} ebook={ebook} currency={currency} light={light} />
              ))}
          </ul>
          {/* The e-books the query leaves out, for the page's script to bring back as it widens. */}
          <template {...shopCatalogue.props({ pool: true })}>
            {sorted
              .filter((ebook) => !shown.has(ebook.id))
              .map((ebook) => (
                <CatalogueItem key={ebook.id} ebook={ebook} currency={currency} light={light} />
              ))}
          </template>
          <div className="mt-16 text-center">
            <h2 className="text-lg font-bold text-white">{text.paymentTitle}</h2>
            <p className="mx-auto mt-2 max-w-xl text-sm text-ink-100/80">{text.paymentText}</p>
            <div className="mt-6">
              <PaymentBadges />
            </div>
          </div>
        </div>
      </section>
      <section aria-labelledby="shop-testimonials" className="below-fold bg-sand-50 py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="shop-testimonials" className="text-center text-3xl font-extrabold text-ink-900">
            {text.testimonialsTitle}
          </h2>
          <div className="mt-10">{testimonials}</div>
        </div>
      </section>
      <section aria-labelledby="shop-faq" className="below-fold mx-auto max-w-3xl px-4 py-20 sm:px-6">
        <h2 id="shop-faq" className="text-center text-3xl font-extrabold text-ink-900">
          {text.faqTitle}
        </h2>
        <div className="mt-10 space-y-3">
          {shopFaq.map((entry) => (
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

/** One e-book of the catalogue, with what the page's script searches, filters and sorts it by. */
function CatalogueItem({ ebook, currency, light }: { ebook: EbookSummary; currency: CurrencyCode; light: boolean }) {
  return (
    <li
      {...catalogueItem.props({
        id: ebook.id,
        title: fold(ebook.title),
        category: ebook.category,
        price: ebook.priceXaf,
        published: ebook.publishedDate,
      })}
    >
      <EbookCard ebook={ebook} source="boutique" currency={currency} light={light} />
    </li>
  );
}

/**
 * Search with its results under the box, category and sort: a GET form, so they work without
 * JavaScript. The results under the box come from a <template> of every e-book's line: the page's
 * script shows those whose title matches what is typed (spec: the list's height at most 24 rem).
 */
function CatalogueControls({ ebooks, catalogue, currency }: { ebooks: EbookSummary[]; catalogue: CatalogueQuery; currency: CurrencyCode }) {
  const { query, category, sort } = catalogue;
  return (
    <search>
      <form
        method="get"
        action="/boutique"
        {...shopCatalogue.props({ controls: true })}
        className="relative z-10 grid gap-3 rounded-3xl bg-white/5 p-4 ring-1 ring-white/10 md:grid-cols-[1fr_auto_auto_auto]"
      >
        <div className="relative">
          <Search className="pointer-events-none absolute top-1/2 left-4 h-5 w-5 -translate-y-1/2 text-ink-600" aria-hidden="true" />
          <input
            type="search"
            name="q"
            aria-label={text.searchLabel}
            placeholder={text.searchPlaceholder}
            defaultValue={query}
            autoComplete="off"
            className="w-full rounded-full border-0 bg-white py-3 pr-4 pl-12 text-ink-900 placeholder:text-ink-600"
          />
          <ul
            hidden
            {...searchResults.props({ list: true })}
            aria-label={text.searchResults}
            className="absolute top-full right-0 left-0 mt-2 max-h-96 overflow-y-auto rounded-2xl bg-white p-2 shadow-2xl"
          >
            <li hidden {...searchResults.props({ empty: true })} className="px-3 py-2 text-sm text-ink-600">
              {text.noResult}
            </li>
          </ul>
          {/* Every e-book's line, for the page's script to show those whose title matches what is typed. */}
          <template {...searchResults.props({ pool: true })}>
            {ebooks.map((ebook) => (
              <li key={ebook.id} {...searchResult.props({ title: fold(ebook.title), ebook: ebook.id })}>
                <a href={`/boutique/${ebook.id}`} className="flex items-center justify-between gap-3 rounded-xl px-3 py-2 hover:bg-ink-50">
                  <span className="text-sm font-semibold text-ink-900">{ebook.title}</span>
                  <EbookPrice priceXaf={ebook.priceXaf} currency={currency} originalPriceXaf={ebook.originalPriceXaf} isOnSale={false} />
                </a>
              </li>
            ))}
          </template>
        </div>
        <label className="sr-only" htmlFor="shop-category">
          {text.categoryLabel}
        </label>
        <select
          id="shop-category"
          name="categorie"
          defaultValue={category}
          className="rounded-full border-0 bg-white px-4 py-3 text-sm text-ink-900"
        >
          <option value="all">{text.allCategories}</option>
          {categoriesOf(ebooks).map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
        <label className="sr-only" htmlFor="shop-sort">
          {text.sortLabel}
        </label>
        <select id="shop-sort" name="tri" defaultValue={sort} className="rounded-full border-0 bg-white px-4 py-3 text-sm text-ink-900">
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
      </form>
    </search>
  );
}
