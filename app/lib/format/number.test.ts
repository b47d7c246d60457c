import { expect, test } from "vitest";
import { blogText } from "~/content/blog";
import { formatBytes, formatDollars, formatNumber, formatPercent } from "./number";

const nnbsp = "\u202f";

test("numbers are grouped by narrow non-breaking spaces with a decimal comma", () => {
  expect(formatNumber(12345)).toBe(`12${nnbsp}345`);
  expect(formatNumber(1234.5678)).toBe(`1${nnbsp}234,568`);
  expect(formatNumber(12.345, 1)).toBe("12,3");
  expect(formatNumber(918000.456, 2)).toBe(`918${nnbsp}000,46`);
  expect(formatNumber(7, 1)).toBe("7");
});

test("a reading time is whole minutes held to their unit", () => {
  expect(blogText.readTime(formatNumber(14))).toBe("14\u00a0min");
  expect(blogText.readTime(formatNumber(1))).toBe("1\u00a0min");
});

test("a percentage always shows one decimal, its sign held to it", () => {
  expect(formatPercent(38)).toBe("38,0\u00a0%");
  expect(formatPercent(4.25)).toBe("4,3\u00a0%");
});

test("dollars are whole, in the American grouping, the sign before, as the site writes a price in dollars", () => {
  expect(formatDollars(1249.6)).toBe("$1,250");
  expect(formatDollars(35)).toBe("$35");
});

test("a size in bytes is said in the largest unit that keeps it at 1 or more, 1 024 to the next", () => {
  expect(formatBytes(850)).toBe(`850${nnbsp}o`);
  expect(formatBytes(1536)).toBe(`1,5${nnbsp}ko`);
  expect(formatBytes(13_044_941)).toBe(`12,4${nnbsp}Mo`);
  expect(formatBytes(1024 ** 3 * 1.5)).toBe(`1,5${nnbsp}Go`);
  expect(formatBytes(1024 ** 4 * 2048)).toBe(`2${nnbsp}048${nnbsp}To`);
});
