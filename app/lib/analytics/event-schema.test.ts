import { describe, expect, it } from "vitest";
import { analyticsEventSchema } from "./event-schema";

describe("analyticsEventSchema", () => {
  it("accepts one of the site's events with its own parameters and the page's address", () => {
    const event = {
      eventName: "purchase",
      clientId: "0f6d3c1e-7a7b-4f43-9b0e-3f1c2d4e5a6b",
      params: {
        page_location: "https://kheops.cm/boutique",
        ebook_id: "vendre-avec-0f",
        ebook_title: "Vendre avec 0 F",
        value: 3998,
        currency: "XAF",
      },
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

  it.each([
    ["not an event of the site", "generate_lead"],
    ["with a space", "page view"],
    ["empty", ""],
  ])("refuses an event name %s", (_, eventName) => {
    expect(analyticsEventSchema.safeParse({ eventName, clientId: "client-a" }).success).toBe(false);
  });

  it("refuses an event without a client id, or with a long one", () => {
    expect(analyticsEventSchema.safeParse({ eventName: "page_view" }).success).toBe(false);
    expect(analyticsEventSchema.safeParse({ eventName: "page_view", clientId: "   " }).success).toBe(false);
    expect(analyticsEventSchema.safeParse({ eventName: "page_view", clientId: "c".repeat(65) }).success).toBe(false);
  });

  it("refuses a parameter that is not its event's, and a value longer than the parameter's bound", () => {
    const pageView = (params: Record<string, unknown>) => analyticsEventSchema.safeParse({ eventName: "page_view", clientId: "c", params });
    expect(pageView({ page_path: "/services", page_title: "Services" }).success).toBe(true);
    expect(pageView({ ebook_id: "vendre-avec-0f" }).success).toBe(false);
    expect(pageView({ param_1: 1 }).success).toBe(false);
    expect(pageView({ page_title: "t".repeat(200) }).success).toBe(true);
    expect(pageView({ page_title: "t".repeat(201) }).success).toBe(false);
    expect(pageView({ page_location: `https://kheops.cm/${"a".repeat(600)}` }).success).toBe(false);
  });

  it.each([
    ["an object", { nested: true }],
    ["an array", ["a", "b"]],
    ["null", null],
    ["a number where text is expected", 3],
    ["a negative duration", -5],
  ])("refuses a param whose value is %s", (_, value) => {
    const params = typeof value === "number" && value < 0 ? { engagement_time_msec: value } : { page_path: value };
    expect(analyticsEventSchema.safeParse({ eventName: "user_engagement", clientId: "c", params }).success).toBe(false);
  });

  it("keeps the largest event the pages can send under a kilobyte and a half of JSON", () => {
    const longest = {
      eventName: "reading_time",
      clientId: "c".repeat(64),
      params: {
        page_location: `https://kheops.cm/${"a".repeat(482)}`,
        article_id: "i".repeat(200),
        article_title: "t".repeat(200),
        article_category: "c".repeat(60),
        reading_time_seconds: 86_400,
      },
    };
    expect(analyticsEventSchema.safeParse(longest).success).toBe(true);
    expect(JSON.stringify(longest).length).toBeLessThan(1536);
  });
});
