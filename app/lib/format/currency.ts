import { currencyText } from "~/content/currencies";
export const currencyCodes = ["XAF", "EUR", "USD"] as const;
export type CurrencyCode = (typeof currencyCodes)[number];

export interface Currency {
  code: CurrencyCode;
  symbol: string;
  /** XAF per one unit of this currency. */
  rate: number;
  position: "before" | "after";
  decimalSeparator: string;
  thousandSeparator: string;
}

const nbsp = "\u00a0";

/** The currencies a visitor may choose, with their fixed rates to XAF, in which prices are stored. */
export const currencies: Record<CurrencyCode, Currency> = {
  XAF: { code: "XAF", symbol: "FCFA", rate: 1, position: "after", decimalSeparator: ",", thousandSeparator: nbsp },
  EUR: { code: "EUR", symbol: "€", rate: 655.957, position: "after", decimalSeparator: ",", thousandSeparator: nbsp },
  USD: { code: "USD", symbol: "$", rate: 600.5, position: "before", decimalSeparator: ".", thousandSeparator: "," },
};

export const defaultCurrency: CurrencyCode = "XAF";

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === "string" && (currencyCodes as readonly string[]).includes(value);
}

function groupThousands(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * Formats a price stored in XAF in the chosen currency: divided by the rate,
 * rounded to `fractionDigits` (whole numbers by default), symbol placed as
 * the table says. An unknown code is logged and the raw number returned.
 */
export function formatPrice(amountXaf: number, code: string, fractionDigits = 0): string {
  if (!isCurrencyCode(code)) {
    console.error(currencyText.unsupported(code));
    return String(amountXaf);
  }
  const currency = currencies[code];
  const converted = amountXaf / currency.rate;
  const [whole = "0", fraction] = Math.abs(converted).toFixed(fractionDigits).split(".");
  const sign = converted < 0 && Number(`${whole}.${fraction ?? 0}`) !== 0 ? "-" : "";
  const number = `${sign}${groupThousands(whole, currency.thousandSeparator)}${fraction ? currency.decimalSeparator + fraction : ""}`;
  return currency.position === "before" ? `${currency.symbol}${number}` : `${number}${nbsp}${currency.symbol}`;
}
