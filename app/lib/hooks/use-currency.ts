import { useFetchers } from "react-router";
import { type CurrencyCode, defaultCurrency, formatPrice, isCurrencyCode } from "../format/currency";
import { useRootData } from "../root-data";

/** The display currency the server rendered with, or the one being chosen right now. */
export function useCurrency(): { currency: CurrencyCode; format: (amountXaf: number) => string } {
  const root = useRootData();
  const pending = useFetchers()
    .map((fetcher) => fetcher.formData?.get("currency"))
    .find(isCurrencyCode);
  const currency = pending ?? root?.currency ?? defaultCurrency;
  return { currency, format: (amountXaf) => formatPrice(amountXaf, currency) };
}
