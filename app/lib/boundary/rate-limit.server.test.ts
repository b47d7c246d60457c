import { describe, expect, it } from "vitest";
import { memoryRateLimitStore } from "./rate-limit.server";

describe("memoryRateLimitStore", () => {
  it("allows `limit` hits per key and window, then refuses with the wait, then allows again", async () => {
    let time = 1_000_000;
    const store = memoryRateLimitStore({ now: () => time });
    const hit = (key: string) => store.hit(key, 3, 60_000);
    expect((await Promise.all([1, 2, 3].map(() => hit("41.202.219.1")))).map((result) => result.allowed)).toEqual([true, true, true]);
    time += 15_000;
    expect(await hit("41.202.219.1")).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect((await hit("154.72.160.1")).allowed).toBe(true);
    time += 45_000;
    expect((await hit("41.202.219.1")).allowed).toBe(true);
  });
});
