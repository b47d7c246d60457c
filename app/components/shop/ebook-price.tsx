import { shopText as text } from "~/content/shop";
import { useCurrency } from "~/lib/hooks/use-currency";

/** The price in the visitor's currency, with the original struck through when the e-book is on sale. */
export function EbookPrice({
  priceXaf,
  originalPriceXaf,
  isOnSale,
  size = "md",
  tone = "dark",
}: {
  priceXaf: number;
  originalPriceXaf?: number;
  isOnSale: boolean;
  size?: "md" | "lg";
  tone?: "dark" | "light";
}) {
  const { format, currency } = useCurrency();
  return (
    <p className="flex flex-wrap items-baseline gap-x-2" data-currency={currency}>
      <span
        className={`font-extrabold ${size === "lg" ? "text-3xl" : "text-xl"} ${tone === "light" ? "text-gold-300" : "text-ink-900"}`}
        data-testid="price"
      >
        {format(priceXaf)}
      </span>
      {isOnSale && originalPriceXaf ? (
        <s className={`text-sm ${tone === "light" ? "text-white/60" : "text-ink-600"}`} data-testid="original-price">
          <span className="sr-only">{text.regularPrice}</span>
          {format(originalPriceXaf)}
        </s>
      ) : null}
    </p>
  );
}
