import { expect, it } from "vitest";
import { parseConfig } from "../config.server";
import { createStreamSlots, isRefusal, type StreamRefusal, type StreamSlot, statsStreamSlots } from "./stream-slots.server";

const slotOf = (taken: StreamSlot | StreamRefusal): StreamSlot => {
  if (isRefusal(taken)) throw new Error(`refused: ${taken.refused}`);
  return taken;
};

it("gives an address its slots up to the cap, then refuses it while other addresses still get theirs", () => {
  const slots = createStreamSlots({ perAddress: 2, total: 10 });

  slotOf(slots.take("203.0.113.1"));
  slotOf(slots.take("203.0.113.1"));
  expect(slots.take("203.0.113.1")).toEqual({ refused: "address" });
  slotOf(slots.take("203.0.113.2"));

  expect(slots.open("203.0.113.1")).toBe(2);
  expect(slots.open("203.0.113.2")).toBe(1);
  expect(slots.open()).toBe(3);
});

it("refuses everyone once the instance holds its total, and takes them again as streams end", () => {
  const slots = createStreamSlots({ perAddress: 5, total: 3 });
  const held = ["203.0.113.1", "203.0.113.2", "203.0.113.3"].map((address) => slotOf(slots.take(address)));

  expect(slots.take("203.0.113.4")).toEqual({ refused: "total" });
  expect(slots.take("203.0.113.1")).toEqual({ refused: "total" });

  held[0]?.release();
  slotOf(slots.take("203.0.113.4"));
  expect(slots.take("203.0.113.5")).toEqual({ refused: "total" });
});

it("says 'address' when both caps are reached, the more useful answer to that visitor", () => {
  const slots = createStreamSlots({ perAddress: 1, total: 1 });
  slotOf(slots.take("203.0.113.1"));

  expect(slots.take("203.0.113.1")).toEqual({ refused: "address" });
  expect(slots.take("203.0.113.2")).toEqual({ refused: "total" });
});

it("frees one slot per stream however many times it is released", () => {
  const slots = createStreamSlots({ perAddress: 2, total: 10 });
  const first = slotOf(slots.take("203.0.113.1"));
  slotOf(slots.take("203.0.113.1"));

  first.release();
  first.release(); // a stream closed twice (abort, then cancel)

  expect(slots.open("203.0.113.1")).toBe(1);
  expect(slots.open()).toBe(1);
  slotOf(slots.take("203.0.113.1"));
  expect(slots.take("203.0.113.1")).toEqual({ refused: "address" });
});

it("forgets an address once its last stream has ended", () => {
  const slots = createStreamSlots({ perAddress: 1, total: 1 });
  slotOf(slots.take("203.0.113.1")).release();

  expect(slots.open("203.0.113.1")).toBe(0);
  expect(slots.open()).toBe(0);
  slotOf(slots.take("203.0.113.2"));
});

it("reads its limits from the settings", () => {
  const slots = statsStreamSlots(parseConfig({ STATS_STREAMS_PER_IP: "1", STATS_STREAMS_MAX: "7" }));
  const slot = slotOf(slots.take("203.0.113.1"));

  expect(slots.take("203.0.113.1")).toEqual({ refused: "address" });
  expect(statsStreamSlots(parseConfig({})).open("203.0.113.1")).toBe(0);
  slot.release();
});
