/**
 * The agency's facts that visitors see and staff edit in « Réglages »: how to reach it, its legal numbers, where the
 * site is hosted, and each e-book's checkout link and state. Stored values win; a fact never set takes the server's
 * setting (the environment) or the content's default (agency-facts.server.ts).
 */

/** Whether an e-book can be bought now, or shows « Bientôt disponible ». */
export type EbookSaleState = "on-sale" | "coming-soon";

export interface EbookFacts {
  /** The hosted checkout; undefined: none yet. */
  checkoutUrl: string | undefined;
  state: EbookSaleState;
}

export interface AgencyFacts {
  /** As shown: "+237 6 99 00 00 00". */
  phone: string;
  email: string;
  /** International digits, as wa.me wants them: "237699000000". */
  whatsapp: string;
  facebookUrl: string;
  /** Trade register: "RC/DLA/2020/B/0000". */
  rccm: string;
  /** Taxpayer number: "M000000000000A". */
  niu: string;
  /** The share capital, as written: "1 000 000 FCFA". */
  capital: string;
  /** Who hosts the site, as the legal notices name it. */
  host: string;
  /** By e-book id. */
  ebooks: Record<string, EbookFacts>;
}

/** The keys an e-book's facts are stored under (agency_fact), and the form's fields are named after. */
export const checkoutKeyOf = (ebookId: string) => `ebook.${ebookId}.checkout`;
export const stateKeyOf = (ebookId: string) => `ebook.${ebookId}.state`;

/** Whether the e-book's « Acheter » leads somewhere: on sale, with a checkout link. */
export function checkoutOf(facts: AgencyFacts, ebookId: string): string | undefined {
  const ebook = facts.ebooks[ebookId];
  return ebook?.state === "on-sale" ? ebook.checkoutUrl : undefined;
}
