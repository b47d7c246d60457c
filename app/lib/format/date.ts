const longDateFormat = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "long", year: "numeric", timeZone: "Africa/Douala" });

/** "22 novembre 2026": the French long date, in the agency's time zone. */
export function formatLongDate(date: Date): string {
  return longDateFormat.format(date);
}

/** "24 novembre 2026" for "2026-11-24": a calendar day kept in content, the same in every time zone. */
export function formatLongDay(day: string): string {
  return formatLongDate(new Date(`${day}T12:00:00Z`));
}
