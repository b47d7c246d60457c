import { expect, test } from "vitest";
import { shortFrenchDate } from "./listing";

test("shortFrenchDate writes every month as Intl's fr-FR short format does", () => {
  const intl = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
  for (let month = 1; month <= 12; month++) {
    const day = `2025-${String(month).padStart(2, "0")}-0${(month % 9) + 1}`;
    expect(shortFrenchDate(day)).toBe(intl.format(new Date(`${day}T00:00:00Z`)));
  }
  expect(shortFrenchDate("2026-11-24")).toBe("24 nov. 2026");
});
