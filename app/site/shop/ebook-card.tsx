import { FileText } from "lucide-react";
import { shopText as text } from "~/content/shop";
import { trackClick } from "~/lib/analytics/track-attributes";
import type { CurrencyCode } from "~/lib/format/currency";
import { badgeOf } from "~/site/shop/catalogue";
import type { EbookSummary } from "~/site/shop/summary";
import { EbookCover } from "./ebook-cover";
import { EbookPrice } from "./ebook-price";

/** An e-book in the shop grid: cover, badge, format, title, author, description, pages, price. */
export function EbookCard({
  ebook,
  source,
  currency,
  light = false,
}: {
  ebook: EbookSummary;
  source: string;
  currency: CurrencyCode;
  light?: boolean;
}) {
  const badge = badgeOf(ebook);
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-ink-100 transition-shadow hover:shadow-xl">
      <div className="relative aspect-[3/4] overflow-hidden bg-ink-900">
        <EbookCover
          cover={ebook.cover}
          title={ebook.title}
          sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
          light={light}
        />
        {badge ? (
          <span
            className={`absolute top-4 left-4 rounded-full px-3 py-1 text-xs font-bold ${badge === "new" ? "bg-green-700 text-white" : "bg-red-600 text-white"}`}
          >
            {text.badges[badge]}
          </span>
        ) : null}
        <span className="absolute top-4 right-4 inline-flex items-center gap-1 rounded-full bg-white/90 px-2.5 py-1 text-xs font-bold text-ink-900">
          <FileText className="h-3.5 w-3.5" aria-hidden="true" />
          {ebook.formats[0] ?? "PDF"}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-lg leading-snug font-bold text-ink-900">
          <a
            href={`/boutique/${ebook.id}`}
            {...trackClick("ebook_click", { ebook_id: ebook.id, ebook_title: ebook.title, source })}
            className="after:absolute after:inset-0 hover:underline"
          >
            {ebook.title}
          </a>
        </h3>
        <p className="mt-1 text-sm text-ink-600">{ebook.authorName}</p>
        <p className="mt-3 line-clamp-3 text-sm leading-relaxed text-ink-700">{ebook.description}</p>
        <div className="mt-auto flex items-end justify-between gap-3 pt-5">
          <EbookPrice priceXaf={ebook.priceXaf} currency={currency} originalPriceXaf={ebook.originalPriceXaf} isOnSale={ebook.isOnSale} />
          <span className="text-xs whitespace-nowrap text-ink-600">{text.pagesLabel(ebook.pages)}</span>
        </div>
      </div>
    </article>
  );
}
