import { shopText as text } from "~/content/shop";
import { uiText } from "~/content/ui";
import { trackClick } from "~/lib/analytics/track-attributes";
import type { CurrencyCode } from "~/lib/format/currency";
import { ButtonLink } from "~/lib/ui/button-link";
import { Icon } from "~/lib/ui/icon";
import { SectionHeading } from "~/lib/ui/section-heading";
import { badgeOf } from "~/site/shop/catalogue";
import { EbookCover } from "~/site/shop/ebook-cover";
import { EbookPrice } from "~/site/shop/ebook-price";
import type { EbookSummary } from "~/site/shop/summary";

/** What the teaser shows of an e-book. */
export type EbookTeaser = Pick<
  EbookSummary,
  "id" | "cover" | "title" | "formats" | "pages" | "language" | "priceXaf" | "originalPriceXaf" | "isOnSale"
>;

export function ebookTeaser(ebook: EbookSummary): EbookTeaser {
  const { id, cover, title, formats, pages, language, priceXaf, originalPriceXaf, isOnSale } = ebook;
  return { id, cover, title, formats, pages, language, priceXaf, originalPriceXaf, isOnSale };
}

/** The home page's two newest e-books. */
export function LatestEbooks({ ebooks, currency, light }: { ebooks: EbookTeaser[]; currency: CurrencyCode; light: boolean }) {
  if (ebooks.length === 0) return null;
  return (
    <section aria-labelledby="home-ebooks" className="below-fold bg-ink-950 py-20 text-white">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="home-ebooks" eyebrow={text.home.eyebrow} title={text.home.title} tone="dark" />
        <ul className="mt-12 grid gap-8 md:grid-cols-2">
          {ebooks.map((ebook) => {
            const badge = badgeOf(ebook);
            return (
              <li key={ebook.id} className="flex gap-5 rounded-3xl bg-white/5 p-5 ring-1 ring-white/10">
                <div className="relative w-32 shrink-0 overflow-hidden rounded-2xl sm:w-40">
                  <EbookCover cover={ebook.cover} title={ebook.title} sizes="160px" titleSize="sm" light={light} />
                </div>
                <div className="flex min-w-0 flex-col">
                  <p className="flex flex-wrap gap-2 text-xs font-bold">
                    {badge ? (
                      <span className={`rounded-full px-2.5 py-0.5 ${badge === "new" ? "bg-green-700" : "bg-red-600"}`}>
                        {text.badges[badge]}
                      </span>
                    ) : null}
                    <span className="inline-flex items-center gap-1 rounded-full bg-white/10 px-2.5 py-0.5">
                      <Icon name="FileText" className="h-3.5 w-3.5" />
                      {ebook.formats[0] ?? "PDF"}
                    </span>
                  </p>
                  <h3 className="mt-3 text-lg leading-snug font-bold">{ebook.title}</h3>
                  <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-100/80">
                    <span className="inline-flex items-center gap-1">
                      <Icon name="BookOpen" className="h-3.5 w-3.5" />
                      {text.pagesLabel(ebook.pages)}
                    </span>
                    <span className="inline-flex items-center gap-1">
                      <Icon name="Globe" className="h-3.5 w-3.5" />
                      {ebook.language}
                    </span>
                  </p>
                  <div className="mt-3">
                    <EbookPrice
                      priceXaf={ebook.priceXaf}
                      currency={currency}
                      originalPriceXaf={ebook.originalPriceXaf}
                      isOnSale={ebook.isOnSale}
                      tone="light"
                    />
                  </div>
                  <a
                    href={`/boutique/${ebook.id}`}
                    {...trackClick("ebook_click", { ebook_id: ebook.id, ebook_title: ebook.title, source: "home" })}
                    className="mt-auto pt-4 text-sm font-semibold text-gold-300 hover:underline"
                  >
                    {text.home.more}
                    <span className="sr-only">{` ${uiText.moreAbout(ebook.title)}`}</span>
                  </a>
                </div>
              </li>
            );
          })}
        </ul>
        <div className="mt-10 text-center">
          <ButtonLink to="/boutique" variant="gold" arrow>
            {text.home.all}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
