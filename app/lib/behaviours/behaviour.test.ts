import { describe, expect, it } from "vitest";
import { behaviour } from "./behaviour";

describe("behaviour", () => {
  const link = behaviour({ set: "data-query-set", drop: "data-query-drop" });

  it("renders the attributes of the values given, true as an empty attribute, and leaves out the others", () => {
    expect(link.props({ set: "vue=liste" })).toEqual({ "data-query-set": "vue=liste" });
    expect(link.props({ drop: "tag page" })).toEqual({ "data-query-drop": "tag page" });
    expect(behaviour({ on: "data-on", count: "data-count" }).props({ on: true, count: 0 })).toEqual({ "data-on": "", "data-count": "0" });
    expect(behaviour({ main: "data-main" }).props({ main: false })).toEqual({});
  });

  it("finds its elements by the marker, by another attribute, or by a value, quoted", () => {
    expect(link.selector()).toBe("[data-query-set]");
    expect(link.selector({ name: "drop", within: "a" })).toBe("a[data-query-drop]");
    expect(link.selector({ value: 'a"b\\c' })).toBe('[data-query-set="a\\"b\\\\c"]');
  });
});
