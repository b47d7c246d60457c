import type { Service } from "~/content/types";
import { formatPrice } from "../format/currency";
import { fillTokens } from "../ui/rich-text";
import type { AgencyFacts, Promotion } from "./agency-facts";

/**
 * What an e-book costs at an instant, as every place that states its price shows it (cards, its page and buy bar,
 * its FAQ, JSON-LD, share card): the one reading of the facts « Boutique » sets. A promotion counts from its start
 * (included) to its end (excluded), so it shows and goes by itself; a page is read at each request, and the
 * micro-cache in front keeps one a few seconds at most.
 */
export interface EbookPrice {
  /** What the buyer pays now, in FCFA. */
  priceXaf: number;
  /** The normal price, struck through, while a promotion runs. */
  originalPriceXaf: number | undefined;
  isOnSale: boolean;
  /** When the running promotion ends (ISO instant), if it has an end. */
  saleEndsAt: string | undefined;
}

/** The promotional price: the percentage taken off, rounded to the franc, or the price set. */
export function promotionalPrice(listPriceXaf: number, promotion: Pick<Promotion, "kind" | "value">): number {
  return promotion.kind === "percent" ? Math.round((listPriceXaf * (100 - promotion.value)) / 100) : promotion.value;
}

export type PromotionPhase = "scheduled" | "running" | "ended";

export function promotionPhase(promotion: Promotion, now: Date): PromotionPhase {
  const instant = now.toISOString();
  if (promotion.endsAt && instant >= promotion.endsAt) return "ended";
  if (promotion.startsAt && instant < promotion.startsAt) return "scheduled";
  return "running";
}

export function ebookPriceAt(facts: AgencyFacts, ebookId: string, now: Date): EbookPrice {
  const ebook = facts.ebooks[ebookId];
  if (!ebook) throw new Error(`no facts for the e-book ${ebookId}`);
  const { listPriceXaf, promotion } = ebook;
  if (promotion && promotionPhase(promotion, now) === "running") {
    const priceXaf = promotionalPrice(listPriceXaf, promotion);
    if (priceXaf < listPriceXaf) return { priceXaf, originalPriceXaf: listPriceXaf, isOnSale: true, saleEndsAt: promotion.endsAt };
  }
  return { priceXaf: listPriceXaf, originalPriceXaf: undefined, isOnSale: false, saleEndsAt: undefined };
}

/** "prixStarter": "90 000 FCFA", …: each plan's month as a text may name it. */
export function planPriceTokens(facts: AgencyFacts): Record<string, string> {
  return Object.fromEntries(Object.entries(facts.planPrices).map(([plan, priceXaf]) => [`prix${plan}`, formatPrice(priceXaf, "XAF")]));
}

/** A service priced by the plans, with its starting price and its note at the plans' prices now; any other as it is. */
export function servicePricedNow(service: Service, facts: AgencyFacts): Service {
  if (!service.pricing.fromPlans) return service;
  return {
    ...service,
    pricing: {
      ...service.pricing,
      fromPriceXaf: Math.min(...Object.values(facts.planPrices)),
      note: fillTokens(service.pricing.note, planPriceTokens(facts)),
    },
  };
}
