import { describe, expect, it } from "vitest";
import { browserAsksToSaveData, dataSaverState, isDataSaverChoice } from "./data-saver";

describe("data-saver mode", () => {
  it("follows a browser that sends Save-Data: on, in any case, with or without further tokens", () => {
    for (const header of ["on", "On", "ON", " on ", "on; foo", "foo;on"]) {
      expect(browserAsksToSaveData(header), header).toBe(true);
    }
    for (const header of [null, undefined, "", "off", "0", "yes", "onion", "no-on"]) {
      expect(browserAsksToSaveData(header), String(header)).toBe(false);
    }
  });

  it("renders light when the browser asks and the visitor has not chosen", () => {
    expect(dataSaverState("on", undefined)).toEqual({ on: true, browserAsks: true });
    expect(dataSaverState(null, undefined)).toEqual({ on: false, browserAsks: false });
  });

  it("lets the visitor's choice win over the browser's, both ways", () => {
    expect(dataSaverState("on", "off")).toEqual({ on: false, browserAsks: true });
    expect(dataSaverState(null, "on")).toEqual({ on: true, browserAsks: false });
    expect(dataSaverState("off", "on")).toEqual({ on: true, browserAsks: false });
    expect(dataSaverState("on", "on")).toEqual({ on: true, browserAsks: true });
  });

  it("accepts only 'on' and 'off' as a stored choice", () => {
    expect(["on", "off", "ON", "true", "", undefined, 1].map(isDataSaverChoice)).toEqual([true, true, false, false, false, false, false]);
  });
});
