import { ArrowLeft, BookOpen, Calendar, FileText, Globe, Headphones, Infinity as Lifetime, RefreshCw, X } from "lucide-react";
import { initialsOf } from "~/content/authors";
import type { Ebook } from "~/content/ebooks/types";
import { person } from "~/content/people";
import { ebookPageText as text } from "~/content/shop";
import { trackClick } from "~/lib/analytics/track-attributes";
import { queryLink } from "~/lib/behaviours/current-address";
import { coverZoom, ebookTabs, floatingBuyBar } from "~/lib/behaviours/ebook-page";
import type { EbookPrice as PriceNow } from "~/lib/facts/prices";
import { type CurrencyCode, formatPrice } from "~/lib/format/currency";
import { calendarDay, formatLongDateTime, formatLongDay } from "~/lib/format/date";
import { type ImageKey, ResponsiveImage } from "~/lib/ui/responsive-image";
import { fillTokens } from "~/lib/ui/rich-text";
import { BuyButton } from "~/site/shop/buy-button";
import { EbookCard } from "~/site/shop/ebook-card";
import { EbookCover } from "~/site/shop/ebook-cover";
import { EbookPrice } from "~/site/shop/ebook-price";
import type { EbookSummary } from "~/site/shop/summary";

const coverImage = (ebook: Pick<Ebook, "cover">) => `/images/art/${ebook.cover}-900.webp`;

// The spec sends zoom_image for one e-book only: the featured guide.
const zoomTrackedEbook = "community-manager-de-choc";
const perkIcons = [RefreshCw, Headphones, Lifetime, FileText];
const perks = text.perks.map((perk, position) => ({ icon: perkIcons[position] ?? FileText, text: perk }));
const tabs = [
  { id: "description", label: text.tabs.description },
  { id: "sommaire", label: text.tabs.sommaire },
  { id: "faq", label: text.tabs.faq },
] as const;
type TabId = (typeof tabs)[number]["id"];

export function productJsonLd(ebook: Ebook, price: PriceNow, siteUrl: string, checkoutUrl: string | undefined) {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: ebook.title,
    description: ebook.description,
    image: `${siteUrl}${coverImage(ebook)}`,
    category: ebook.category,
    brand: { "@type": "Brand", name: "Kheops Digital" },
    offers: {
      "@type": "Offer",
      price: price.priceXaf,
      priceCurrency: "XAF",
      // The last day the promotional price holds (its end is excluded), when it ends.
      ...(price.saleEndsAt ? { priceValidUntil: calendarDay(new Date(Date.parse(price.saleEndsAt) - 1)) } : {}),
      availability: checkoutUrl ? "https://schema.org/InStock" : "https://schema.org/PreOrder",
      url: `${siteUrl}/boutique/${ebook.id}`,
    },
  };
}

/**
 * An e-book's page (/boutique/[id]), rendered by the server. The tabs are links (?onglet=)
 * that the page's script turns into tabs switching in place, every panel being in the page; the cover
 * opens its zoom as a native dialog; the floating buy bar shows once the buy button has gone above the
 * screen (app/site/shop/ebook-page.client.ts).
 */
export function EbookPage({
  ebook,
  price,
  checkoutUrl,
  suggestions,
  tab: asked,
  currency,
  light,
}: {
  ebook: Ebook;
  /** Its price at this request (app/lib/facts/prices.ts): the price, the buy bar, the FAQ and the buy button say it. */
  price: PriceNow;
  checkoutUrl: string | undefined;
  suggestions: EbookSummary[];
  tab: string | null;
  currency: CurrencyCode;
  light: boolean;
}) {
  const author = person(ebook.authorId);
  const available = tabs.filter(
    (tab) => tab.id === "description" || (tab.id === "sommaire" ? ebook.tableOfContents.length > 0 : ebook.faq.length > 0),
  );
  const tab: TabId = available.some((entry) => entry.id === asked) ? (asked as TabId) : "description";
  const chapters = ebook.tableOfContents.filter((entry) => entry.level === 1).length;
  const tabInfo = { ebook_id: ebook.id, ebook_title: ebook.title };
  const bought = { id: ebook.id, title: ebook.title, priceXaf: price.priceXaf };
  // An answer states the price as {prix}: the one paid now, in the currency of the checkout.
  const answerTokens = { prix: formatPrice(price.priceXaf, "XAF") };

  return (
    <>
      <section className="bg-ink-950 pt-28 pb-16 text-white sm:pt-32">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <a href="/boutique" className="inline-flex items-center gap-2 text-sm font-semibold text-gold-300 hover:underline">
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            {text.back}
          </a>
          <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,24rem)_1fr]">
            <button
              type="button"
              commandfor="ebook-zoom"
              command="show-modal"
              {...(ebook.id === zoomTrackedEbook ? trackClick("zoom_image", tabInfo) : {})}
              className="group relative overflow-hidden rounded-3xl shadow-2xl"
              aria-label={text.zoom(ebook.title)}
            >
              <EbookCover
                cover={ebook.cover}
                title={ebook.title}
                sizes="(min-width: 1024px) 384px, 100vw"
                priority
                titleSize="lg"
                light={light}
              />
            </button>
            <div>
              <p className="text-sm font-semibold tracking-wider text-gold-300 uppercase">{ebook.category}</p>
              <h1 className="mt-3 text-3xl leading-tight font-extrabold sm:text-5xl">{ebook.title}</h1>
              <p className="mt-4 text-lg text-ink-100/85">{ebook.subtitle}</p>
              <div className="mt-6">
                <EbookPrice
                  priceXaf={price.priceXaf}
                  currency={currency}
                  originalPriceXaf={price.originalPriceXaf}
                  isOnSale={price.isOnSale}
                  size="lg"
                  tone="light"
                />
                {price.saleEndsAt ? (
                  <p className="mt-1 text-sm text-ink-100/80">{text.saleEnds(formatLongDateTime(new Date(price.saleEndsAt)))}</p>
                ) : null}
              </div>
              <div className="mt-6">
                <BuyButton ebook={bought} checkoutUrl={checkoutUrl} main />
              </div>
              <dl className="mt-8 grid grid-cols-2 gap-4 text-sm sm:grid-cols-4">
                {[
                  { icon: Calendar, label: text.facts.published, value: formatLongDay(ebook.publishedDate) },
                  { icon: BookOpen, label: text.facts.pages, value: String(ebook.pages) },
                  { icon: Globe, label: text.facts.language, value: ebook.language },
                  { icon: FileText, label: text.facts.format, value: ebook.formats.join(", ") },
                ].map((item) => (
                  <div key={item.label} className="rounded-2xl bg-white/5 p-3">
                    <dt className="flex items-center gap-1.5 text-xs text-ink-100/70">
                      <item.icon className="h-4 w-4" aria-hidden="true" />
                      {item.label}
                    </dt>
                    <dd className="mt-1 font-semibold">{item.value}</dd>
                  </div>
                ))}
              </dl>
              <div className="mt-6 flex items-center gap-3 rounded-2xl bg-white/5 p-4">
                {author.portrait ? (
                  <span className="h-12 w-12 shrink-0 overflow-hidden rounded-full bg-gold-400">
                    <ResponsiveImage
                      image={`team/${author.portrait}` as ImageKey}
                      alt={text.portrait(author.name)}
                      sizes="48px"
                      className="h-full w-full object-cover"
                      light={light}
                    />
                  </span>
                ) : (
                  <span
                    className="flex h-12 w-12 items-center justify-center rounded-full bg-gold-400 font-bold text-ink-950"
                    aria-hidden="true"
                  >
                    {initialsOf(author.name)}
                  </span>
                )}
                <span className="text-sm">
                  <span className="block font-bold">{author.name}</span>
                  <span className="text-ink-100/75">{author.title}</span>
                </span>
              </div>
            </div>
          </div>
        </div>
      </section>

      <section className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 lg:grid-cols-[1fr_20rem] lg:px-8">
        <div>
          <div
            role="tablist"
            aria-label={text.tabsLabel}
            {...ebookTabs.props({ list: true })}
            className="flex flex-wrap gap-2 border-b border-ink-100"
          >
            {available.map((entry) => (
              <a
                key={entry.id}
                role="tab"
                id={`tab-${entry.id}`}
                href={`?onglet=${entry.id}`}
                {...queryLink.props({ set: `onglet=${entry.id}` })}
                aria-selected={tab === entry.id}
                aria-controls={`panel-${entry.id}`}
                tabIndex={tab === entry.id ? 0 : -1}
                {...trackClick("tab_change", { ...tabInfo, tab: entry.id })}
                className="-mb-px border-b-2 border-transparent px-4 py-3 text-sm font-semibold text-ink-600 hover:text-ink-900 aria-selected:border-gold-500 aria-selected:text-ink-900"
              >
                {entry.label}
                {entry.id === "sommaire" ? ` ${text.chapters(chapters)}` : ""}
              </a>
            ))}
          </div>
          <div id="panel-description" role="tabpanel" aria-labelledby="tab-description" hidden={tab !== "description"} className="pt-8">
            {
              <div className="space-y-4 leading-relaxed text-ink-800">
                {ebook.fullDescription.map((paragraph) => (
                  <p key={paragraph.slice(0, 40)}>{paragraph}</p>
                ))}
                <h2 className="pt-4 text-xl font-bold text-ink-900">{text.featuresTitle}</h2>
                <ul className="list-disc space-y-2 pl-6">
                  {ebook.features.map((feature) => (
                    <li key={feature}>{feature}</li>
                  ))}
                </ul>
              </div>
            }
          </div>
          {ebook.tableOfContents.length > 0 ? (
            <div id="panel-sommaire" role="tabpanel" aria-labelledby="tab-sommaire" hidden={tab !== "sommaire"} className="pt-8">
              <ol className="space-y-1">
                {ebook.tableOfContents.map((entry) => (
                  <li key={entry.id} className={entry.level === 1 ? "pt-3 font-bold text-ink-900" : "pl-6 text-sm text-ink-700"}>
                    {entry.title}
                  </li>
                ))}
              </ol>
            </div>
          ) : null}
          {ebook.faq.length > 0 ? (
            <div id="panel-faq" role="tabpanel" aria-labelledby="tab-faq" hidden={tab !== "faq"} className="pt-8">
              <div className="space-y-3">
                {ebook.faq.map((entry) => (
                  <details key={entry.question} name={`faq-${ebook.id}`} className="rounded-2xl bg-ink-50 p-5">
                    <summary className="cursor-pointer font-semibold text-ink-900">{entry.question}</summary>
                    <p className="mt-3 text-sm leading-relaxed text-ink-700">{fillTokens(entry.answer, answerTokens)}</p>
                  </details>
                ))}
              </div>
            </div>
          ) : null}
        </div>
        <aside className="h-fit rounded-3xl bg-ink-900 p-6 text-white">
          <h2 className="font-bold">{text.perksTitle}</h2>
          <ul className="mt-4 space-y-3 text-sm">
            {perks.map((perk) => (
              <li key={perk.text} className="flex items-center gap-3">
                <perk.icon className="h-5 w-5 shrink-0 text-gold-300" aria-hidden="true" />
                {perk.text}
              </li>
            ))}
          </ul>
        </aside>
      </section>

      {suggestions.length > 0 ? (
        <section aria-labelledby="suggestions" className="bg-sand-50 py-16">
          <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
            <h2 id="suggestions" className="text-2xl font-extrabold text-ink-900">
              {text.suggestions}
            </h2>
            <ul className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
              {suggestions.map((suggestion) => (
                <li key={suggestion.id}>
                  <EbookCard ebook={suggestion} source="suggestions" currency={currency} light={light} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      {/* The floating buy bar: put in the page by its script once the main button has gone above the screen. */}
      <template {...floatingBuyBar.props({ template: true })}>
        <section
          aria-label={text.buyBar}
          className="fixed inset-x-0 bottom-0 z-40 border-t border-white/10 bg-ink-950/95 px-4 py-3 text-white backdrop-blur"
        >
          <div className="mx-auto flex max-w-7xl items-center justify-between gap-4">
            <span className="min-w-0">
              <span className="block truncate text-sm font-bold">{ebook.title}</span>
              <EbookPrice
                priceXaf={price.priceXaf}
                currency={currency}
                originalPriceXaf={price.originalPriceXaf}
                isOnSale={price.isOnSale}
                tone="light"
              />
            </span>
            <BuyButton ebook={bought} checkoutUrl={checkoutUrl} compact />
          </div>
        </section>
      </template>

      {/* The cover, larger: a native dialog the cover opens; a click anywhere closes it (spec), Escape too. */}
      <dialog
        id="ebook-zoom"
        aria-label={text.cover(ebook.title)}
        closedby="any"
        {...coverZoom.props({ closeOnClick: true })}
        className="fixed inset-0 m-0 h-dvh max-h-none w-screen max-w-none items-center justify-center bg-ink-950/90 p-6 open:flex backdrop:bg-transparent"
      >
        <button
          type="button"
          commandfor="ebook-zoom"
          command="close"
          // biome-ignore lint/a11y/noAutofocus: the dialog opens on its close button, so Escape and Enter both close it.
          autoFocus
          className="absolute top-4 right-4 rounded-full bg-white/10 p-3 text-white"
          aria-label={text.close}
        >
          <X className="h-6 w-6" aria-hidden="true" />
        </button>
        <div className="max-h-full w-full max-w-lg overflow-hidden rounded-2xl">
          <EbookCover cover={ebook.cover} title={ebook.title} sizes="(min-width: 640px) 512px, 100vw" titleSize="lg" light={light} />
        </div>
      </dialog>
    </>
  );
}

/** An unknown id: the spec's not-found texts (HTTP 404). */
export function EbookNotFound() {
  return (
    <section className="bg-ink-950 px-4 pt-40 pb-24 text-center text-white">
      <h1 className="text-3xl font-extrabold">{text.notFound.title}</h1>
      <p className="mt-3 text-ink-100/85">{text.notFound.text}</p>
      <a href="/boutique" className="mt-8 inline-flex rounded-full bg-gold-400 px-6 py-3 font-semibold text-ink-950">
        {text.notFound.back}
      </a>
    </section>
  );
}
