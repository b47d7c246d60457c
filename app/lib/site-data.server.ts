import type { AgencyContact } from "./agency-contact";
import type { RequestScope } from "./boundary/boundary.server";
import { type DataSaverState, dataSaverState } from "./data-saver";
import { type AgencyFacts, openingHoursOf } from "./facts/agency-facts";
import { type CurrencyCode, defaultCurrency } from "./format/currency";
import { asksCookieChoice, type Consent, searchWithoutCookieChoice } from "./preferences";

/** What every public page is rendered with: settings the visitor may see, and the visitor's preferences. */
export interface SiteData {
  siteUrl: string;
  currency: CurrencyCode;
  consent: Consent | null;
  /** Data-saver mode (app/lib/data-saver.ts): the page is rendered light. */
  dataSaver: DataSaverState;
  contact: AgencyContact;
  /**
   * The page's address: its path and query (the links back to it, the active navigation link). The query leaves
   * out the request for the cookie banner, which is not the page's state: a link back to the page never reopens it.
   */
  path: string;
  search: string;
  /** The address asked for the cookie banner (the footer's link, followed without a script). */
  asksCookieChoice: boolean;
}

const computed = new WeakMap<RequestScope, Promise<SiteData>>();

/** The request's site data, read once per request (the page and its layout both ask). */
export function siteDataOf(scope: RequestScope): Promise<SiteData> {
  let data = computed.get(scope);
  if (!data) {
    data = readSiteData(scope);
    computed.set(scope, data);
  }
  return data;
}

/** What the pages show of the agency's facts: its name, address, hours, phone, e-mail and social link. */
export function contactOf(facts: AgencyFacts): AgencyContact {
  return {
    name: facts.name,
    address: facts.address,
    hours: openingHoursOf(facts.hours),
    phone: facts.phone,
    email: facts.email,
    socialUrl: facts.facebookUrl,
  };
}

async function readSiteData({ site, cookies, request }: RequestScope): Promise<SiteData> {
  const { config } = site;
  const url = new URL(request.url);
  return {
    siteUrl: config.SITE_URL,
    currency: (await cookies.get("currency")) ?? defaultCurrency,
    consent: (await cookies.get("consent")) ?? null,
    // The data-saver cookie never existed unsigned: an unsigned one is not the site's.
    dataSaver: dataSaverState(request.headers.get("save-data"), await cookies.get("dataSaver", { acceptUnsigned: false })),
    contact: contactOf(site.facts.current()),
    path: url.pathname,
    search: searchWithoutCookieChoice(url.search),
    asksCookieChoice: asksCookieChoice(url.search),
  };
}
