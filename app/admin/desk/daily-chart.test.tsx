import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import { DailyChart, type DailySeries } from "./daily-chart";

const days = ["2026-11-21", "2026-11-22", "2026-11-23", "2026-11-24"];

/** The bars as drawn: their day, colour, top and height. */
function bars(html: string) {
  return [...html.matchAll(/<rect data-day="([^"]+)" x="[^"]+" y="([^"]+)" width="[^"]+" height="([^"]+)" style="fill:([^"]+)"/g)].map(
    ([, day, y, height, colour]) => ({ day, colour, y: Number(y), height: Number(height) }),
  );
}

const ariaLabel = (html: string) => /<svg[^>]* role="img" aria-label="([^"]+)"/.exec(html)?.[1];

const render = (series: DailySeries[]) => renderToStaticMarkup(<DailyChart title="Pages vues" series={series} days={days} />);

it("draws one bar per day with views, as tall as its count, and sums it up for screen readers", () => {
  const html = render([{ label: "Pages vues", colour: "var(--color-ink-700)", values: [1, 2, 0, 4] }]);

  const drawn = bars(html);
  expect(drawn.map((bar) => bar.day)).toEqual(["2026-11-21", "2026-11-22", "2026-11-24"]);
  const [one, two, four] = drawn.map((bar) => bar.height);
  expect(four).toBeGreaterThan(0);
  expect(two).toBeCloseTo((four ?? 0) / 2, 1);
  expect(one).toBeCloseTo((four ?? 0) / 4, 1);
  expect(ariaLabel(html)).toBe("Pages vues\u00a0: 7 au total sur 4\u00a0jours\u00a0; pic le 24 nov. avec 4.");
  expect(html).toContain(">21 nov.</text>");
  expect(html).toContain(">24 nov.</text>");
  expect(html).toContain('viewBox="0 0 640 240"');
});

it("stacks the series of a day, each in its colour, and names each series in the legend and the summary", () => {
  const html = render([
    { label: "Contact", colour: "var(--color-ink-700)", values: [1, 0, 2, 0] },
    { label: "Newsletter", colour: "var(--color-gold-500)", values: [1, 3, 0, 0] },
  ]);

  const drawn = bars(html);
  expect(drawn).toHaveLength(4);
  const [contact, newsletter] = drawn.filter((bar) => bar.day === "2026-11-21");
  expect(contact?.colour).toBe("var(--color-ink-700)");
  expect(newsletter?.colour).toBe("var(--color-gold-500)");
  expect(newsletter?.height).toBeCloseTo(contact?.height ?? 0, 1);
  expect(newsletter?.y).toBeCloseTo((contact?.y ?? 0) - (newsletter?.height ?? 0), 1); // on top of it
  const peak = drawn.find((bar) => bar.day === "2026-11-22")?.height ?? 0;
  expect((contact?.height ?? 0) + (newsletter?.height ?? 0)).toBeCloseTo((peak * 2) / 3, 1);
  expect(ariaLabel(html)).toBe(
    "Pages vues\u00a0: 7 au total sur 4\u00a0jours (Contact\u00a0: 3, Newsletter\u00a0: 4)\u00a0; pic le 22 nov. avec 3.",
  );
  expect(html).toMatch(/<li[^>]*><span aria-hidden="true"[^>]*background-color:var\(--color-gold-500\)[^>]*><\/span>Newsletter<\/li>/);
});

it("draws an empty chart, without NaN, when nothing was counted", () => {
  const html = render([{ label: "Pages vues", colour: "var(--color-ink-700)", values: [0, 0, 0, 0] }]);

  expect(bars(html)).toEqual([]);
  expect(html).not.toContain("NaN");
  expect(html).not.toContain("Infinity");
  expect(ariaLabel(html)).toBe("Pages vues\u00a0: aucune donnée sur ces 4\u00a0jours.");
});
