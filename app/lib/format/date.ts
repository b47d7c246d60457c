const longDateFormat = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "long", year: "numeric", timeZone: "Africa/Douala" });

/** "22 novembre 2026": the French long date, in the agency's time zone. */
export function formatLongDate(date: Date): string {
  return longDateFormat.format(date);
}
