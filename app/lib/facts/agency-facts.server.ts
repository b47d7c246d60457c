/**
 * Where the agency's facts (agency-facts.ts) come from: the values staff set in « Réglages » and « Boutique » (table
 * agency_fact, each change kept in agency_fact_change), else the server's settings (the environment) and the
 * content's defaults. Their forms are checked in fact-checks.server.ts.
 *
 * Pages never query them: each instance keeps them in memory (createFactsCache) and reads them again every
 * FACTS_REFRESH_MS, and at once after a save of its own. A change made on one instance shows on the others within
 * FACTS_REFRESH_MS, plus the micro-cache's PUBLIC_PAGE_CACHE_SECONDS in front of them.
 */

import type { Kysely, Transaction } from "kysely";
import { agencyFactDefaults } from "~/content/agency-facts";
import { ebooks } from "~/content/ebooks";
import { type PlanName, plans } from "~/content/plans";
import type { Config } from "../config.server";
import { newId } from "../db/ids";
import type { Database } from "../db/schema";
import { exampleSettings } from "../example-settings";
import { doualaInputValue, instantOfDoualaInput } from "../format/douala-input";
import { type ExampleChecked, type LaunchReport, launchWithFacts } from "../launch-check.server";
import type { OutboxLogger } from "../outbox/queue.server";
import { type AgencyFacts, checkoutKeyOf, type EbookSaleState, ebookKeyOf, type Promotion, planKeyOf, stateKeyOf } from "./agency-facts";

export const FACTS_REFRESH_MS = 5_000;

/**
 * The facts one value each, by the key it is stored under: "phone", …, "ebook.<id>.checkout", "ebook.<id>.price",
 * "plan.starter.monthly". A promotion's start and end are stored as the form writes them, in Douala ("2026-12-24T23:59").
 */
export type FactValues = Record<string, string>;

const baseKeys = ["name", "address", "phone", "email", "whatsapp", "facebookUrl", "hours", "rccm", "niu", "capital", "host"] as const;
type BaseKey = (typeof baseKeys)[number];

/** The server's setting each fact takes while no one has set it (the capital and the host: the content's default). */
const environmentSettings = {
  phone: "AGENCY_PHONE",
  email: "AGENCY_EMAIL",
  whatsapp: "WHATSAPP_NUMBER",
  facebookUrl: "SOCIAL_FACEBOOK_URL",
  rccm: "COMPANY_RCCM",
  niu: "COMPANY_NIU",
} as const satisfies Partial<Record<BaseKey, keyof Config>>;

/** The name of the server's setting a fact falls back to (an e-book's state follows its checkout link's), if it has one. */
export function environmentSettingOf(key: string): string | undefined {
  if (Object.hasOwn(environmentSettings, key)) return environmentSettings[key as keyof typeof environmentSettings];
  return ebooks.find((ebook) => key === checkoutKeyOf(ebook.id) || key === stateKeyOf(ebook.id))?.checkoutUrlSetting;
}

const promotionFields = ["promo", "promoValue", "promoStart", "promoEnd"] as const;

/** The keys of « Réglages », in the order of its form. */
export const settingsKeys: readonly string[] = [...baseKeys, ...ebooks.flatMap((ebook) => [checkoutKeyOf(ebook.id), stateKeyOf(ebook.id)])];

/** The keys of « Boutique », in the order of its form: each e-book's price and promotion, then each plan's month. */
export const shopKeys: readonly string[] = [
  ...ebooks.flatMap((ebook) => [ebookKeyOf(ebook.id, "price"), ...promotionFields.map((field) => ebookKeyOf(ebook.id, field))]),
  ...plans.map((plan) => planKeyOf(plan.name)),
];

/** Every key. */
export const factKeys: readonly string[] = [...settingsKeys, ...shopKeys];

/** The facts as the server's settings and the content give them: what a key takes while no one has set it. */
export function factsFromEnvironment(config: Config): AgencyFacts {
  const fromSettings = Object.fromEntries(Object.entries(environmentSettings).map(([fact, setting]) => [fact, config[setting]]));
  return {
    ...(fromSettings as Record<keyof typeof environmentSettings, string>),
    name: agencyFactDefaults.name,
    address: agencyFactDefaults.address,
    hours: agencyFactDefaults.hours,
    capital: agencyFactDefaults.capital,
    host: agencyFactDefaults.host,
    ebooks: Object.fromEntries(
      ebooks.map((ebook) => {
        const checkoutUrl = config[ebook.checkoutUrlSetting];
        const promotion: Promotion | undefined =
          ebook.salePriceXaf === undefined
            ? undefined
            : { kind: "price", value: ebook.salePriceXaf, startsAt: undefined, endsAt: undefined };
        return [ebook.id, { checkoutUrl, state: checkoutUrl ? "on-sale" : "coming-soon", listPriceXaf: ebook.listPriceXaf, promotion }];
      }),
    ),
    planPrices: Object.fromEntries(plans.map((plan) => [plan.name, plan.monthlyPriceXaf])) as Record<PlanName, number>,
  };
}

/** An instant as the promotion's fields write it: in Douala, to the minute; none: "". */
const doualaText = (instant: string | undefined) => (instant ? doualaInputValue(new Date(instant)) : "");

export function valuesOf(facts: AgencyFacts): FactValues {
  const values: FactValues = {};
  for (const key of baseKeys) values[key] = facts[key];
  for (const ebook of ebooks) {
    const own = facts.ebooks[ebook.id];
    values[checkoutKeyOf(ebook.id)] = own?.checkoutUrl ?? "";
    values[stateKeyOf(ebook.id)] = own?.state ?? "coming-soon";
    values[ebookKeyOf(ebook.id, "price")] = String(own?.listPriceXaf ?? ebook.listPriceXaf);
    const promotion = own?.promotion;
    values[ebookKeyOf(ebook.id, "promo")] = promotion?.kind ?? "none";
    values[ebookKeyOf(ebook.id, "promoValue")] = promotion ? String(promotion.value) : "";
    values[ebookKeyOf(ebook.id, "promoStart")] = doualaText(promotion?.startsAt);
    values[ebookKeyOf(ebook.id, "promoEnd")] = doualaText(promotion?.endsAt);
  }
  for (const plan of plans) values[planKeyOf(plan.name)] = String(facts.planPrices[plan.name]);
  return values;
}

/** A whole number of FCFA as stored; the content's when the stored text is not one (never, through the checks). */
const wholeOr = (text: string | undefined, fallback: number) => (text && /^\d+$/.test(text) ? Number(text) : fallback);

function promotionOf(values: FactValues, ebookId: string): Promotion | undefined {
  const kind = values[ebookKeyOf(ebookId, "promo")];
  const value = Number(values[ebookKeyOf(ebookId, "promoValue")]);
  if ((kind !== "percent" && kind !== "price") || !Number.isSafeInteger(value) || value <= 0) return undefined;
  const instant = (field: "promoStart" | "promoEnd") => instantOfDoualaInput(values[ebookKeyOf(ebookId, field)] ?? "")?.toISOString();
  return { kind, value, startsAt: instant("promoStart"), endsAt: instant("promoEnd") };
}

function factsOf(values: FactValues): AgencyFacts {
  const base = Object.fromEntries(baseKeys.map((key) => [key, values[key] ?? ""])) as Record<BaseKey, string>;
  return {
    ...base,
    ebooks: Object.fromEntries(
      ebooks.map((ebook) => [
        ebook.id,
        {
          checkoutUrl: values[checkoutKeyOf(ebook.id)] || undefined,
          state: (values[stateKeyOf(ebook.id)] === "on-sale" ? "on-sale" : "coming-soon") as EbookSaleState,
          listPriceXaf: wholeOr(values[ebookKeyOf(ebook.id, "price")], ebook.listPriceXaf),
          promotion: promotionOf(values, ebook.id),
        },
      ]),
    ),
    planPrices: Object.fromEntries(plans.map((plan) => [plan.name, wholeOr(values[planKeyOf(plan.name)], plan.monthlyPriceXaf)])) as Record<
      PlanName,
      number
    >,
  };
}

/** Who set a fact here, and when. */
export interface FactSetting {
  by: string;
  at: string;
}

/** The facts now: each stored value over the environment's; `stored` holds the keys staff have set, with who and when. */
export async function readFacts(
  db: Kysely<Database> | Transaction<Database>,
  config: Config,
): Promise<{ facts: AgencyFacts; stored: Map<string, FactSetting> }> {
  const rows = await db.selectFrom("agency_fact").select(["key", "value", "updated_by", "updated_at"]).execute();
  const known = new Set(factKeys);
  const values = valuesOf(factsFromEnvironment(config));
  const stored = new Map<string, FactSetting>();
  for (const row of rows) {
    if (!known.has(row.key)) continue; // a fact this version no longer has
    values[row.key] = row.value;
    stored.set(row.key, { by: row.updated_by, at: row.updated_at });
  }
  return { facts: factsOf(values), stored };
}

/** The facts by the name of the setting they replace, as the launch check compares them with their examples. */
function factsAsSettings(facts: AgencyFacts): ExampleChecked {
  const values = valuesOf(facts);
  const named: Record<string, string> = {};
  // An e-book's state is not a value of its setting: only its link is.
  for (const key of factKeys.filter((one) => !one.endsWith(".state"))) {
    const setting = environmentSettingOf(key);
    if (setting && Object.hasOwn(exampleSettings, setting)) named[setting] = values[key] ?? "";
  }
  return named as ExampleChecked;
}

/** The launch check's report with the facts the site shows now (« Santé »). */
export function launchReportOf(config: Config, facts: AgencyFacts): LaunchReport {
  return launchWithFacts(config.launch, factsAsSettings(factsFromEnvironment(config)), factsAsSettings(facts));
}

/**
 * Stores the values that differ from the current ones, each with its change (old, new, who, when), in one
 * transaction. A value left as it was stays the environment's if it was. Resolves with the changed keys.
 */
export async function saveFacts(db: Kysely<Database>, config: Config, values: FactValues, by: string, now = new Date()): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const { facts, stored } = await readFacts(trx, config);
    const current = valuesOf(facts);
    const changed = factKeys.filter((key) => values[key] !== undefined && values[key] !== current[key]);
    const at = now.toISOString();
    for (const key of changed) {
      const value = values[key] ?? "";
      await trx
        .insertInto("agency_fact")
        .values({ key, value, updated_by: by, updated_at: at })
        .onConflict((oc) => oc.column("key").doUpdateSet({ value, updated_by: by, updated_at: at }))
        .execute();
      await trx
        .insertInto("agency_fact_change")
        .values({
          id: newId(now.getTime()),
          key,
          old_value: stored.has(key) ? (current[key] ?? null) : null,
          new_value: value,
          changed_by: by,
          changed_at: at,
        })
        .execute();
    }
    return changed;
  });
}

export interface FactChange {
  key: string;
  oldValue: string | null;
  newValue: string;
  changedBy: string;
  changedAt: string;
}

/** The latest changes of `keys` (those of one screen), newest first. */
export async function factHistory(db: Kysely<Database>, limit = 50, keys: readonly string[] = factKeys): Promise<FactChange[]> {
  const rows = await db
    .selectFrom("agency_fact_change")
    .selectAll()
    .where("key", "in", keys)
    .orderBy("changed_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    key: row.key,
    oldValue: row.old_value,
    newValue: row.new_value,
    changedBy: row.changed_by,
    changedAt: row.changed_at,
  }));
}

// --- The instance's copy ---

export interface FactsCache {
  /** The facts as this instance last read them: never a query. */
  current(): AgencyFacts;
  /** Reads them now (after a save on this instance). */
  reload(): Promise<void>;
  /** Reads them, then again every FACTS_REFRESH_MS until stop(). */
  start(): Promise<void>;
  stop(): void;
}

/** The environment's facts until the first read; a failed read keeps the last ones (logged). */
export function createFactsCache({
  db,
  config,
  logger,
  refreshMs = FACTS_REFRESH_MS,
}: {
  db: Kysely<Database>;
  config: Config;
  logger: OutboxLogger;
  refreshMs?: number;
}): FactsCache {
  let facts = factsFromEnvironment(config);
  let timer: NodeJS.Timeout | undefined;
  const reload = async () => {
    try {
      facts = (await readFacts(db, config)).facts;
    } catch (error) {
      logger.warn({ err: error }, "facts: could not be read, the last ones are kept");
    }
  };
  return {
    current: () => facts,
    reload,
    async start() {
      await reload();
      timer = setInterval(() => void reload(), refreshMs);
      timer.unref();
    },
    stop() {
      clearInterval(timer);
    },
  };
}
