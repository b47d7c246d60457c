import { describe, expect, it } from "vitest";
import { compareCodeUnits } from "./compare";

describe("compareCodeUnits", () => {
  it("orders ISO dates from the oldest", () => {
    expect(["2025-06-01", "2024-12-31", "2025-05-15"].sort(compareCodeUnits)).toEqual(["2024-12-31", "2025-05-15", "2025-06-01"]);
  });

  it("gives 0 for the same text and a sign for different ones", () => {
    expect(compareCodeUnits("a", "a")).toBe(0);
    expect(compareCodeUnits("a", "b")).toBe(-1);
    expect(compareCodeUnits("b", "a")).toBe(1);
  });
});
