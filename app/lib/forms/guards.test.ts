import { describe, expect, it } from "vitest";
import { honeypotField, isBot } from "./honeypot";
import { createRateLimiter } from "./rate-limit.server";

describe("createRateLimiter", () => {
  it("allows `limit` hits per key and window, then refuses with the wait, then allows again", () => {
    let time = 1_000_000;
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000, now: () => time });
    expect([1, 2, 3].map(() => limiter.hit("41.202.219.1").allowed)).toEqual([true, true, true]);
    time += 15_000;
    expect(limiter.hit("41.202.219.1")).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect(limiter.hit("154.72.160.1").allowed).toBe(true);
    time += 45_000;
    expect(limiter.hit("41.202.219.1").allowed).toBe(true);
  });
});

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
