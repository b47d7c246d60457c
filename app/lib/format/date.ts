import { shortMonths } from "~/content/calendar";

// Every date the site shows is read in the agency's time zone, so the server's page, the browser's
// island, an e-mail and an export agree (Douala is UTC+1 all year).
/** The agency's time zone, in which every date is shown (and backups are counted by day). */
export const timeZone = "Africa/Douala";

/** A formatter made on first use: building one loads the locale's data, 40 to 50 ms in a browser (issue 14). */
function lazy<Format>(make: () => Format): () => Format {
  let format: Format | undefined;
  return () => {
    format ??= make();
    return format;
  };
}

const longDate = lazy(() => new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "long", year: "numeric", timeZone }));
const shortDate = lazy(() => new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "short", year: "numeric", timeZone }));
const shortDateTime = lazy(
  () =>
    new Intl.DateTimeFormat("fr-FR", {
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      timeZone,
    }),
);
const longDateTime = lazy(() => new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeStyle: "short", timeZone }));
const numericDateTime = lazy(
  () =>
    new Intl.DateTimeFormat("fr-FR", {
      day: "2-digit",
      month: "2-digit",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      timeZone,
    }),
);
const dayMonth = lazy(() => new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "short", timeZone }));
const isoDay = lazy(() => new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone }));
const isoDateTime = lazy(
  () =>
    new Intl.DateTimeFormat("sv-SE", {
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
      timeZone,
    }),
);

/** A calendar day ("2026-11-24") as an instant inside it, the same day in Douala. */
const noonOf = (day: string) => new Date(`${day}T12:00:00Z`);

/** "2026-11-24": the calendar day of an instant in Douala, the form days are stored in. */
export function calendarDay(date: Date): string {
  return isoDay().format(date);
}

/** "2026-11-28 21:33:05": an instant in Douala, in the order tools read (restic's --time) and files sort. */
export function formatIsoDateTime(date: Date): string {
  return isoDateTime().format(date);
}

/** "2027" for 23:30 UTC on 31 December 2026: the year of an instant in Douala. */
export function yearOf(date: Date): string {
  return calendarDay(date).slice(0, 4);
}

/** "22 novembre 2026": the French long date. */
export function formatLongDate(date: Date): string {
  return longDate().format(date);
}

/** "24 novembre 2026" for "2026-11-24": a calendar day kept in content or the database. */
export function formatLongDay(day: string): string {
  return formatLongDate(noonOf(day));
}

/** "24 nov. 2026" (what Intl's medium date style gives too). */
export function formatShortDate(date: Date): string {
  return shortDate().format(date);
}

/** "24 nov. 2026, 14:05" (what Intl's medium date and short time styles give too). */
export function formatShortDateTime(date: Date): string {
  return shortDateTime().format(date);
}

/** "24 novembre 2026 à 14:05". */
export function formatLongDateTime(date: Date): string {
  return longDateTime().format(date);
}

/** "24/11/2026 14:05": a form French spreadsheets read as a date; an unreadable value is returned as it is. */
export function formatSpreadsheetDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : numericDateTime().format(date).replace(",", "");
}

/** "24 nov." for "2026-11-24": a day of a chart's axis. */
export function formatDayMonth(day: string): string {
  return dayMonth().format(noonOf(day));
}

/** "3 sept. 2025" for "2025-09-03": what formatShortDate gives for that day, without Intl (the blog's cards). */
export function formatShortDay(day: string): string {
  const [year, month, date] = day.split("-").map(Number);
  return `${date} ${shortMonths[(month ?? 1) - 1]} ${year}`;
}

const relativeTime = lazy(() => new Intl.RelativeTimeFormat("fr-FR", { numeric: "always" }));

/**
 * "il y a 40 secondes", "il y a 5 heures", "il y a 3 jours": how long before `now` the instant `then` was, in the
 * largest unit that fits (hours up to two days, then days). An instant after `now` (clocks of two machines) reads as now.
 */
export function formatAge(then: Date, now: Date): string {
  const seconds = Math.max(0, Math.floor((now.getTime() - then.getTime()) / 1000));
  const minutes = Math.floor(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const [value, unit]: [number, Intl.RelativeTimeFormatUnit] =
    seconds < 60
      ? [seconds, "second"]
      : minutes < 60
        ? [minutes, "minute"]
        : hours < 48
          ? [hours, "hour"]
          : [Math.floor(hours / 24), "day"];
  // Intl writes a plain space between the number and its word: held together, as every number of the site.
  return relativeTime().format(-value, unit).replace(/(\d) /g, "$1\u00a0");
}
