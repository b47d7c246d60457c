import { shopText as text } from "~/content/shop";
import { type CurrencyCode, formatPrice } from "~/lib/format/currency";

/** The price in the visitor's currency, with the original struck through when the e-book is on sale. */
export function EbookPrice({
  priceXaf,
  currency,
  originalPriceXaf,
  isOnSale,
  size = "md",
  tone = "dark",
}: {
  priceXaf: number;
  currency: CurrencyCode;
  originalPriceXaf?: number | undefined;
  isOnSale: boolean;
  size?: "md" | "lg";
  tone?: "dark" | "light";
}) {
  return (
    <p className="flex flex-wrap items-baseline gap-x-2">
      <span className={`font-extrabold ${size === "lg" ? "text-3xl" : "text-xl"} ${tone === "light" ? "text-gold-300" : "text-ink-900"}`}>
        {formatPrice(priceXaf, currency)}
      </span>
      {isOnSale && originalPriceXaf ? (
        <s className={`text-sm ${tone === "light" ? "text-white/60" : "text-ink-600"}`}>
          <span className="sr-only">{text.regularPrice}</span>
          {formatPrice(originalPriceXaf, currency)}
        </s>
      ) : null}
    </p>
  );
}
