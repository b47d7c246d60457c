import { describe, expect, it } from "vitest";
import { honeypotField, isBot } from "./honeypot";

describe("isBot", () => {
  it("is true only when the hidden field is filled", () => {
    const form = new FormData();
    expect(isBot(form)).toBe(false);
    form.set(honeypotField, "  ");
    expect(isBot(form)).toBe(false);
    form.set(honeypotField, "https://spam.example");
    expect(isBot(form)).toBe(true);
    expect(isBot({ [honeypotField]: "x" })).toBe(true);
  });
});
