// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { itemMovedFrom } from "./browser-storage";

describe("a stored value under its former key", () => {
  afterEach(() => localStorage.clear());

  it("is read once, then kept under the new key only", () => {
    localStorage.setItem("analytics_client_id", "abc");
    expect(itemMovedFrom(localStorage, "kheops.mesure.client", "analytics_client_id")).toBe("abc");
    expect(localStorage.getItem("kheops.mesure.client")).toBe("abc");
    expect(localStorage.getItem("analytics_client_id")).toBeNull();
  });

  it("gives way to a value under the new key, and is nothing when neither is there", () => {
    localStorage.setItem("analytics_client_id", "old");
    localStorage.setItem("kheops.mesure.client", "new");
    expect(itemMovedFrom(localStorage, "kheops.mesure.client", "analytics_client_id")).toBe("new");
    localStorage.clear();
    expect(itemMovedFrom(localStorage, "kheops.mesure.client", "analytics_client_id")).toBeNull();
  });
});
