import { afterEach, describe, expect, it, vi } from "vitest";
import { inTurns } from "./in-turns.client";

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("a page's enhancements run in turns", () => {
  it("each in a task of its own: what the page queued in between runs before the next one", async () => {
    const order: string[] = [];
    await inTurns([
      () => {
        order.push("first");
        // Stands for a tap, or a frame, the page has waiting.
        setTimeout(() => order.push("waiting work"), 0);
      },
      () => {
        order.push("second");
      },
    ]);
    expect(order).toEqual(["first", "waiting work", "second"]);
  });

  it("uses the browser's scheduler.yield() where there is one", async () => {
    const yields = vi.fn(() => Promise.resolve());
    vi.stubGlobal("scheduler", { yield: yields });
    const ran: number[] = [];
    await inTurns([() => void ran.push(1), () => void ran.push(2)]);
    expect(ran).toEqual([1, 2]);
    expect(yields).toHaveBeenCalledTimes(2);
  });

  it("waits for a step's own turns before the next step", async () => {
    const order: string[] = [];
    await inTurns([() => inTurns([() => void order.push("inner 1"), () => void order.push("inner 2")]), () => void order.push("outer")]);
    expect(order).toEqual(["inner 1", "inner 2", "outer"]);
  });

  it("reports a step that fails and still runs the others", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const ran: string[] = [];
    await inTurns([
      () => {
        throw new Error("no element");
      },
      async () => {
        throw new Error("refused");
      },
      () => void ran.push("last"),
    ]);
    expect(ran).toEqual(["last"]);
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
