import { describe, expect, it } from "vitest";
import { findService } from "~/content/services";
import { parseConfig } from "../config.server";
import type { AgencyFacts, Promotion } from "./agency-facts";
import { factsFromEnvironment } from "./agency-facts.server";
import { ebookPriceAt, planPriceTokens, promotionalPrice, promotionPhase, servicePricedNow } from "./prices";

const base = factsFromEnvironment(parseConfig({ SITE_URL: "http://localhost:3000" }));
const ebookId = "la-methodologie-de-la-vente";

function withPromotion(promotion: Promotion | undefined, listPriceXaf = 20_000): AgencyFacts {
  const own = base.ebooks[ebookId];
  if (!own) throw new Error("no e-book");
  return { ...base, ebooks: { ...base.ebooks, [ebookId]: { ...own, listPriceXaf, promotion } } };
}

const start = "2026-12-10T08:00:00.000Z";
const end = "2026-12-20T22:59:00.000Z";
const at = (iso: string) => new Date(iso);

describe("an e-book's price at an instant", () => {
  it("is the normal price without a promotion", () => {
    expect(ebookPriceAt(withPromotion(undefined), ebookId, at(start))).toEqual({
      priceXaf: 20_000,
      originalPriceXaf: undefined,
      isOnSale: false,
      saleEndsAt: undefined,
    });
  });

  it("takes a percentage off, rounded to the franc, or the price set, with the normal one struck", () => {
    expect(promotionalPrice(19_999, { kind: "percent", value: 15 })).toBe(16_999);
    expect(promotionalPrice(20_000, { kind: "price", value: 12_500 })).toBe(12_500);
    const percent = withPromotion({ kind: "percent", value: 25, startsAt: undefined, endsAt: undefined });
    expect(ebookPriceAt(percent, ebookId, at(start))).toEqual({
      priceXaf: 15_000,
      originalPriceXaf: 20_000,
      isOnSale: true,
      saleEndsAt: undefined,
    });
  });

  it("runs from its start, included, to its end, excluded, by itself", () => {
    const facts = withPromotion({ kind: "price", value: 9_900, startsAt: start, endsAt: end });
    const price = (iso: string) => ebookPriceAt(facts, ebookId, at(iso)).priceXaf;
    expect(price("2026-12-10T07:59:59.999Z")).toBe(20_000);
    expect(price(start)).toBe(9_900);
    expect(ebookPriceAt(facts, ebookId, at("2026-12-15T12:00:00Z"))).toMatchObject({ isOnSale: true, saleEndsAt: end });
    expect(price("2026-12-20T22:58:59.999Z")).toBe(9_900);
    expect(price(end)).toBe(20_000);
    const promotion = facts.ebooks[ebookId]?.promotion as Promotion;
    expect([
      promotionPhase(promotion, at("2026-12-01T00:00:00Z")),
      promotionPhase(promotion, at(start)),
      promotionPhase(promotion, at(end)),
    ]).toEqual(["scheduled", "running", "ended"]);
  });

  it("is no sale when the promotional price is not below the normal one", () => {
    const facts = withPromotion({ kind: "price", value: 25_000, startsAt: undefined, endsAt: undefined });
    expect(ebookPriceAt(facts, ebookId, at(start))).toMatchObject({ priceXaf: 20_000, isOnSale: false });
  });

  it("is, until « Boutique » sets one, the content's promotional price, struck over its normal one", () => {
    expect(ebookPriceAt(base, ebookId, new Date())).toEqual({
      priceXaf: 19_022,
      originalPriceXaf: 32_099,
      isOnSale: true,
      saleEndsAt: undefined,
    });
  });
});

describe("the plans' prices in sentences", () => {
  const facts: AgencyFacts = { ...base, planPrices: { Starter: 95_000, Pro: 160_000, Premium: 330_000 } };

  it("names each plan's month as a token", () => {
    expect(planPriceTokens(facts)).toEqual({
      prixStarter: "95\u00a0000\u00a0FCFA",
      prixPro: "160\u00a0000\u00a0FCFA",
      prixPremium: "330\u00a0000\u00a0FCFA",
    });
  });

  it("prices community management from the cheapest plan, its note at the plans' prices; another service as written", () => {
    const community = servicePricedNow(findService("community-management") ?? assertNever(), facts);
    expect(community.pricing.fromPriceXaf).toBe(95_000);
    expect(community.pricing.note).toContain("Pro à 160\u00a0000\u00a0FCFA");
    expect(community.pricing.note).not.toContain("{");
    const web = findService("creation-sites-web") ?? assertNever();
    expect(servicePricedNow(web, facts)).toBe(web);
  });
});

function assertNever(): never {
  throw new Error("missing");
}
