const formats = new Map<number, Intl.NumberFormat>();

// Made on first use, not when the module loads: the browser's scripts import some of these texts, and
// building a formatter loads the locale's data (issue 14).
function numberFormat(maximumFractionDigits: number): Intl.NumberFormat {
  let format = formats.get(maximumFractionDigits);
  if (!format) {
    format = new Intl.NumberFormat("fr-FR", { maximumFractionDigits });
    formats.set(maximumFractionDigits, format);
  }
  return format;
}

/** "12 345", "12,5": French grouping (narrow non-breaking spaces) and comma, at most `maximumFractionDigits` decimals. */
export function formatNumber(value: number, maximumFractionDigits = 3): string {
  return numberFormat(maximumFractionDigits).format(value);
}

const oneDecimal = () => new Intl.NumberFormat("fr-FR", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
let percentFormat: Intl.NumberFormat | undefined;

/** "38,0 %": a share with one decimal, always shown. */
export function formatPercent(value: number): string {
  percentFormat ??= oneDecimal();
  return `${percentFormat.format(value)}\u00a0%`;
}

let dollarFormat: Intl.NumberFormat | undefined;

/** "$1,250": whole US dollars, written as the site writes a price in dollars (app/lib/format/currency.ts). */
export function formatDollars(value: number): string {
  dollarFormat ??= new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
  return `$${dollarFormat.format(Math.round(value))}`;
}

const byteUnits = ["byte", "kilobyte", "megabyte", "gigabyte", "terabyte"] as const;
const byteFormats = new Map<string, Intl.NumberFormat>();

/**
 * "850 o", "12,4 Mo", "1,5 Go": a size in bytes in the largest unit that keeps it at 1 or more (1 Ko = 1 024 octets,
 * as `df -h` and restic count), one decimal at most, the unit held to its number.
 */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < byteUnits.length - 1) {
    value /= 1024;
    unit++;
  }
  const name = byteUnits[unit] ?? "byte";
  let format = byteFormats.get(name);
  if (!format) {
    format = new Intl.NumberFormat("fr-FR", { style: "unit", unit: name, maximumFractionDigits: 1 });
    byteFormats.set(name, format);
  }
  return format.format(value);
}
