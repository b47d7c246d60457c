import { describe, expect, it } from "vitest";
import { doualaInputValue, instantOfDoualaInput } from "./douala-input";

describe("the schedule's time, read in Douala", () => {
  it("takes the input's time as Douala's (UTC+1), whatever the server's zone", () => {
    expect(instantOfDoualaInput("2026-12-05T09:30")?.toISOString()).toBe("2026-12-05T08:30:00.000Z");
    // Midnight and a half in Douala is the evening before in UTC.
    expect(instantOfDoualaInput("2027-01-01T00:30")?.toISOString()).toBe("2026-12-31T23:30:00.000Z");
    // The seconds some browsers add are accepted and dropped.
    expect(instantOfDoualaInput("2026-07-14T18:05:00")?.toISOString()).toBe("2026-07-14T17:05:00.000Z");
  });

  it("shows a stored instant as the input writes it, in Douala", () => {
    expect(doualaInputValue(new Date("2026-12-05T08:30:00.000Z"))).toBe("2026-12-05T09:30");
    expect(doualaInputValue(new Date("2026-12-31T23:30:00.000Z"))).toBe("2027-01-01T00:30");
  });

  it("refuses what is no time at all rather than moving it", () => {
    for (const value of ["", "demain", "2026-02-30T10:00", "2026-12-05T24:10", "2026-12-05 09:30", "2026-13-01T10:00"])
      expect(instantOfDoualaInput(value), value).toBeUndefined();
  });
});
