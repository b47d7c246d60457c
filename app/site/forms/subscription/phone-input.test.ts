import { describe, expect, it } from "vitest";
import { editsPrefix, keepPrefix, pasteDigits } from "./phone-input";

describe("phone input with a dial-code prefix", () => {
  it("keeps the prefix whatever the edit did to it", () => {
    expect(keepPrefix("+237 6 71", "+237")).toBe("+237 6 71");
    expect(keepPrefix("+2376 71", "+237")).toBe("+237 6 71");
    expect(keepPrefix("6", "+237")).toBe("+237 6");
    expect(keepPrefix("", "+237")).toBe("+237 ");
    expect(keepPrefix("+23 671", "+237")).toBe("+237 671");
    expect(keepPrefix("+237 6a7-1", "+237")).toBe("+237 671");
  });

  it("blocks Backspace and Delete inside the prefix only", () => {
    expect(editsPrefix("Backspace", 5, 5, "+237")).toBe(true);
    expect(editsPrefix("Backspace", 3, 3, "+237")).toBe(true);
    expect(editsPrefix("Backspace", 6, 6, "+237")).toBe(false);
    expect(editsPrefix("Backspace", 5, 9, "+237")).toBe(false);
    expect(editsPrefix("Backspace", 0, 9, "+237")).toBe(true);
    expect(editsPrefix("Delete", 4, 4, "+237")).toBe(true);
    expect(editsPrefix("Delete", 5, 5, "+237")).toBe(false);
    expect(editsPrefix("a", 0, 0, "+237")).toBe(false);
  });

  it("pastes digits only, without a repeated dial code, never inside the prefix", () => {
    expect(pasteDigits("+237 ", 5, 5, "6 71-23.45 67", "+237")).toEqual({ value: "+237 671234567", caret: 14 });
    expect(pasteDigits("+237 ", 5, 5, "+237 6 71 23 45 67", "+237")).toEqual({ value: "+237 671234567", caret: 14 });
    expect(pasteDigits("+237 ", 5, 5, "00237671234567", "+237")).toEqual({ value: "+237 671234567", caret: 14 });
    expect(pasteDigits("+237 699", 0, 8, "671", "+237")).toEqual({ value: "+237 671", caret: 8 });
  });
});
