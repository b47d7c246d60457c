import { describe, expect, it } from "vitest";
import { accordionScrollOffset } from "./scroll.client";

describe("device-dependent constants", () => {
  it("offsets an opened accordion by 80, 100 or 120 px below 640, below 1024 and wider", () => {
    expect([390, 639, 640, 1023, 1024, 1440].map(accordionScrollOffset)).toEqual([80, 80, 100, 100, 120, 120]);
  });
});
