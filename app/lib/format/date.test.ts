import { expect, test } from "vitest";
import {
  calendarDay,
  formatAge,
  formatDayMonth,
  formatLongDate,
  formatLongDateTime,
  formatLongDay,
  formatShortDate,
  formatShortDateTime,
  formatShortDay,
  formatSpreadsheetDateTime,
  yearOf,
} from "./date";

// 23:30 UTC on the 24th is already 00:30 on the 25th in Douala.
const lateEvening = new Date("2026-11-24T23:30:00Z");
const nnbsp = "\u202f";

test("an instant is dated in Douala's time zone, whatever the machine's", () => {
  expect(calendarDay(lateEvening)).toBe("2026-11-25");
  expect(calendarDay(new Date("2026-11-24T22:59:59Z"))).toBe("2026-11-24");
  expect(yearOf(new Date("2026-12-31T23:30:00Z"))).toBe("2027");
  expect(yearOf(new Date("2026-12-31T22:30:00Z"))).toBe("2026");
  expect(formatLongDate(lateEvening)).toBe("25 novembre 2026");
  expect(formatShortDate(lateEvening)).toBe("25 nov. 2026");
  expect(formatShortDateTime(lateEvening)).toBe("25 nov. 2026, 00:30");
  expect(formatLongDateTime(lateEvening)).toBe("25 novembre 2026 à 00:30");
  expect(formatSpreadsheetDateTime("2026-11-23T00:16:00.000Z")).toBe("23/11/2026 01:16");
});

test("a calendar day keeps its date in every format", () => {
  expect(formatLongDay("2025-05-01")).toBe("1 mai 2025");
  expect(formatLongDay("2027-01-01")).toBe("1 janvier 2027");
  expect(formatLongDay("2025-08-04")).toBe("4 août 2025");
  expect(formatDayMonth("2026-11-24")).toBe("24 nov.");
  expect(formatDayMonth("2026-01-01")).toBe("1 janv.");
  expect(formatShortDay("2025-09-03")).toBe("3 sept. 2025");
});

test("formatShortDay writes every month as Intl's short date does", () => {
  for (let month = 1; month <= 12; month += 1) {
    const day = `2026-${String(month).padStart(2, "0")}-15`;
    expect(formatShortDay(day)).toBe(formatShortDate(new Date(`${day}T12:00:00Z`)));
  }
});

test("a spreadsheet gets an unreadable date back as it was", () => {
  expect(formatSpreadsheetDateTime("pas une date")).toBe("pas une date");
  expect(formatSpreadsheetDateTime("2026-11-24T13:05:00Z")).not.toContain(nnbsp);
});

test("an age is said in the largest unit that fits, its number held to its word", () => {
  const now = new Date("2026-11-28T12:00:00Z");
  const before = (seconds: number) => formatAge(new Date(now.getTime() - seconds * 1000), now);
  expect(before(40)).toBe("il y a 40\u00a0secondes");
  expect(before(60)).toBe("il y a 1\u00a0minute");
  expect(before(59 * 60 + 59)).toBe("il y a 59\u00a0minutes");
  expect(before(5 * 3600 + 10)).toBe("il y a 5\u00a0heures");
  expect(before(47 * 3600)).toBe("il y a 47\u00a0heures");
  expect(before(49 * 3600)).toBe("il y a 2\u00a0jours");
  expect(before(12 * 86_400)).toBe("il y a 12\u00a0jours");
  // Another machine's clock a little ahead: not "dans 3 secondes".
  expect(before(-3)).toBe("il y a 0\u00a0seconde");
});
