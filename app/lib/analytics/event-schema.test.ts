import { describe, expect, it } from "vitest";
import { analyticsEventSchema } from "./event-schema";

describe("analyticsEventSchema", () => {
  it("accepts a valid event and keeps its params", () => {
    const event = {
      eventName: "generate_lead",
      clientId: "1234567890.1700000000",
      params: { page_location: "https://kheops.cm/contact", value: 150000, engaged: true },
    };

    expect(analyticsEventSchema.parse(event)).toEqual(event);
  });

  it("gives an event sent without params an empty params object", () => {
    expect(analyticsEventSchema.parse({ eventName: "page_view", clientId: "client-a" })).toEqual({
      eventName: "page_view",
      clientId: "client-a",
      params: {},
    });
  });

  it("accepts an event name of exactly 40 characters", () => {
    expect(analyticsEventSchema.safeParse({ eventName: `a${"b".repeat(39)}`, clientId: "c" }).success).toBe(true);
  });

  it.each([
    ["with a space", "page view"],
    ["starting with a digit", "1st_visit"],
    ["longer than 40 characters", `a${"b".repeat(40)}`],
    ["empty", ""],
    ["with a hyphen", "page-view"],
  ])("refuses an event name %s", (_, eventName) => {
    expect(analyticsEventSchema.safeParse({ eventName, clientId: "client-a" }).success).toBe(false);
  });

  it("refuses an event without a client id", () => {
    expect(analyticsEventSchema.safeParse({ eventName: "page_view" }).success).toBe(false);
    expect(analyticsEventSchema.safeParse({ eventName: "page_view", clientId: "   " }).success).toBe(false);
  });

  it("accepts 25 params and refuses 26", () => {
    const params = (count: number) => Object.fromEntries(Array.from({ length: count }, (_, index) => [`param_${index}`, index]));

    expect(analyticsEventSchema.safeParse({ eventName: "page_view", clientId: "c", params: params(25) }).success).toBe(true);
    expect(analyticsEventSchema.safeParse({ eventName: "page_view", clientId: "c", params: params(26) }).success).toBe(false);
  });

  it.each([
    ["an object", { nested: true }],
    ["an array", ["a", "b"]],
    ["null", null],
  ])("refuses a param whose value is %s", (_, value) => {
    expect(analyticsEventSchema.safeParse({ eventName: "page_view", clientId: "c", params: { page: value } }).success).toBe(false);
  });

  it("refuses a param name the GA4 Measurement Protocol would not accept", () => {
    expect(analyticsEventSchema.safeParse({ eventName: "page_view", clientId: "c", params: { "page location": "/" } }).success).toBe(false);
  });
});
