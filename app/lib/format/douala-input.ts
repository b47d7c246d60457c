import { formatIsoDateTime } from "./date";

/**
 * An `<input type="datetime-local">` of the admin (a letter's schedule, a promotion's dates) speaks the agency's time (Africa/Douala, app/lib/format/date.ts):
 * what it shows is a time in Douala, whatever the browser's own zone, and what the server stores is UTC.
 */

/** "2026-12-05T09:30": an instant as the input shows it, in Douala, to the minute. */
export function doualaInputValue(date: Date): string {
  return formatIsoDateTime(date).replace(" ", "T").slice(0, 16);
}

const inputShape = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The instant a datetime-local value names in Douala ("2026-12-05T09:30" → 08:30 UTC), or undefined for a value
 * that is no such time (empty, another shape, 30 February, 24:10).
 */
export function instantOfDoualaInput(value: string): Date | undefined {
  const parts = inputShape.exec(value.trim());
  if (!parts) return undefined;
  const [year, month, day, hour, minute] = parts.slice(1, 6).map(Number) as [number, number, number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // The zone's offset at that moment, as Intl knows it (+1 h all year in Douala), taken off the wall time.
  const offset = Date.parse(`${formatIsoDateTime(new Date(wall)).replace(" ", "T")}Z`) - wall;
  const instant = new Date(wall - offset);
  // A day or an hour that does not exist comes back as another one: refused rather than moved.
  return doualaInputValue(instant) === `${parts[1]}-${parts[2]}-${parts[3]}T${parts[4]}:${parts[5]}` ? instant : undefined;
}
