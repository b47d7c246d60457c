/**
 * The checks of the forms of « Réglages » and « Boutique »: each value normalised as it will be stored, or the French
 * reason it is refused. A form is saved whole or not at all (agency-facts.server.ts).
 */
import { parsePhoneNumberFromString } from "libphonenumber-js";
import { factsText } from "~/content/agency-facts";
import { instantOfDoualaInput } from "../format/douala-input";
import { z } from "../forms/zod";
import { type FactValues, factKeys } from "./agency-facts.server";

const errors = factsText.errors;

/** The bounds of a price, in FCFA: an e-book's, and a plan's month. */
const priceBounds = {
  ebook: { min: 100, max: 1_000_000 },
  plan: { min: 1_000, max: 10_000_000 },
  percent: { min: 1, max: 90 },
};

function httpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".");
  } catch {
    return false;
  }
}

/** "12 900", "12900 FCFA", "12 900 F": the whole number it writes; undefined for anything else. */
function wholeNumber(value: string): number | undefined {
  const digits = value.replace(/[\s\u00a0\u202f]+/g, "").replace(/(f|fcfa|xaf|%)$/i, "");
  return /^\d{1,9}$/.test(digits) ? Number(digits) : undefined;
}

const within = (number: number | undefined, { min, max }: { min: number; max: number }) =>
  number !== undefined && number >= min && number <= max;

/** The field of the same e-book or plan as `key`: "ebook.<id>.price" from "ebook.<id>.promoValue". */
const sibling = (key: string, field: string) => key.replace(/\.[A-Za-z]+$/, `.${field}`);

function checkPromotionValue(key: string, value: string, submitted: FactValues): { value: string } | { error: string } {
  const kind = (submitted[sibling(key, "promo")] ?? "").trim();
  if (kind === "none") return { value: "" };
  const number = wholeNumber(value);
  if (kind === "percent") return within(number, priceBounds.percent) ? { value: String(number) } : { error: errors.percent };
  if (kind !== "price") return { value: "" }; // the kind's own message says it
  const listPrice = wholeNumber(submitted[sibling(key, "price")] ?? "");
  if (!within(number, priceBounds.ebook)) return { error: errors.ebookPrice };
  return listPrice !== undefined && number !== undefined && number >= listPrice
    ? { error: errors.promotionNotLower }
    : { value: String(number) };
}

function checkPromotionDate(key: string, value: string, submitted: FactValues): { value: string } | { error: string } {
  if ((submitted[sibling(key, "promo")] ?? "").trim() === "none" || value === "") return { value: "" };
  const instant = instantOfDoualaInput(value);
  if (!instant) return { error: errors.promotionDate };
  if (key.endsWith(".promoEnd")) {
    const start = instantOfDoualaInput(submitted[sibling(key, "promoStart")] ?? "");
    if (start && instant <= start) return { error: errors.promotionEndBeforeStart };
  }
  return { value: value.slice(0, 16) };
}

/** The value as stored (trimmed, normalised), or the French reason it is refused. */
function checkValue(key: string, raw: string, submitted: FactValues): { value: string } | { error: string } {
  const value = raw.trim();
  if (key === "phone") {
    const phone = parsePhoneNumberFromString(value, "CM");
    return phone?.isValid() && phone.country === "CM" ? { value: phone.formatInternational() } : { error: errors.phone };
  }
  // The forms' rule for an address (lib/forms/zod.ts).
  if (key === "email") return z.email().max(200).safeParse(value).success ? { value: value.toLowerCase() } : { error: errors.email };
  if (key === "whatsapp") {
    const phone = parsePhoneNumberFromString(value.startsWith("+") ? value : `+${value}`);
    return phone?.isValid() ? { value: phone.number.slice(1) } : { error: errors.whatsapp };
  }
  if (key === "facebookUrl") return httpsUrl(value) ? { value } : { error: errors.httpsUrl };
  if (key === "rccm") {
    const rccm = value.toUpperCase().replace(/\s+/g, "");
    return /^RC\/[A-Z]{3,4}\/\d{4}\/[A-Z]\/\d{1,6}$/.test(rccm) ? { value: rccm } : { error: errors.rccm };
  }
  if (key === "niu") {
    const niu = value.toUpperCase().replace(/\s+/g, "");
    return /^[A-Z]\d{12}[A-Z]$/.test(niu) ? { value: niu } : { error: errors.niu };
  }
  if (key === "name") return value.length >= 2 && value.length <= 60 ? { value } : { error: errors.name };
  if (key === "address") return value.length >= 3 && value.length <= 120 ? { value } : { error: errors.address };
  if (key === "hours") {
    const lines = raw
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter((line) => line !== "");
    const fits = lines.length >= 1 && lines.length <= 7 && lines.every((line) => line.length <= 60 && /\S\s+:\s+\S/.test(line));
    return fits ? { value: lines.join("\n") } : { error: errors.hours };
  }
  if (key === "capital") return value.length > 0 && value.length <= 60 ? { value } : { error: errors.capital };
  if (key === "host") return value.length > 0 && value.length <= 200 ? { value } : { error: errors.host };
  if (key.endsWith(".checkout")) {
    if (value === "") return { value };
    return httpsUrl(value) ? { value } : { error: errors.httpsUrl };
  }
  if (key.endsWith(".state")) {
    if (value !== "on-sale" && value !== "coming-soon") return { error: errors.state };
    const checkout = (submitted[sibling(key, "checkout")] ?? "").trim();
    return value === "on-sale" && checkout === "" ? { error: errors.onSaleWithoutCheckout } : { value };
  }
  if (key.startsWith("ebook.") && key.endsWith(".price")) {
    const price = wholeNumber(value);
    return within(price, priceBounds.ebook) ? { value: String(price) } : { error: errors.ebookPrice };
  }
  if (key.endsWith(".promo")) return ["none", "percent", "price"].includes(value) ? { value } : { error: errors.promotionKind };
  if (key.endsWith(".promoValue")) return checkPromotionValue(key, value, submitted);
  if (key.endsWith(".promoStart") || key.endsWith(".promoEnd")) return checkPromotionDate(key, value, submitted);
  if (key.startsWith("plan.") && key.endsWith(".monthly")) {
    const price = wholeNumber(value);
    return within(price, priceBounds.plan) ? { value: String(price) } : { error: errors.planPrice };
  }
  return { error: errors.unknown };
}

/**
 * The values of `keys` (every key by default) checked: all of them, normalised, or a French message for each refused
 * one (and nothing saved). `submitted` holds every value the checks of one may look at (a promotion's price, its
 * e-book's normal one).
 */
export function checkFactsForm(
  submitted: FactValues,
  keys: readonly string[] = factKeys,
): { values: FactValues } | { errors: Record<string, string> } {
  const values: FactValues = {};
  const refused: Record<string, string> = {};
  for (const key of keys) {
    const checked = checkValue(key, submitted[key] ?? "", submitted);
    if ("error" in checked) refused[key] = checked.error;
    else values[key] = checked.value;
  }
  return Object.keys(refused).length > 0 ? { errors: refused } : { values };
}
