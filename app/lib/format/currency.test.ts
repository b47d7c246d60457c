import { afterEach, describe, expect, it, vi } from "vitest";
import { formatPrice } from "./currency";

const nbsp = "\u00a0";

describe("formatPrice", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("shows FCFA after the amount with spaces between thousands", () => {
    expect(formatPrice(12900, "XAF")).toBe(`12${nbsp}900${nbsp}FCFA`);
    expect(formatPrice(3264000, "XAF")).toBe(`3${nbsp}264${nbsp}000${nbsp}FCFA`);
    expect(formatPrice(900, "XAF")).toBe(`900${nbsp}FCFA`);
  });

  it("converts to euros at 655.957, rounded to whole euros, € after", () => {
    expect(formatPrice(12900, "EUR")).toBe(`20${nbsp}€`);
    expect(formatPrice(3264000, "EUR")).toBe(`4${nbsp}976${nbsp}€`);
  });

  it("converts to dollars at 600.5, rounded, $ before with comma thousands", () => {
    expect(formatPrice(12900, "USD")).toBe("$21");
    expect(formatPrice(3264000, "USD")).toBe("$5,435");
  });

  it("uses each currency's decimal separator when decimals are asked for", () => {
    expect(formatPrice(12900, "EUR", 2)).toBe(`19,67${nbsp}€`);
    expect(formatPrice(1530000, "USD", 2)).toBe("$2,547.88");
  });

  it("logs an unsupported code and shows the raw number", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(formatPrice(12900, "GBP")).toBe("12900");
    expect(error).toHaveBeenCalledWith(expect.stringContaining("GBP"));
  });
});
