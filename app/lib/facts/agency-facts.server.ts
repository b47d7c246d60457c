/**
 * Where the agency's facts (agency-facts.ts) come from: the values staff set in « Réglages » (table agency_fact, each
 * change kept in agency_fact_change), else the server's settings (the environment) and the content's defaults.
 *
 * Pages never query them: each instance keeps them in memory (createFactsCache) and reads them again every
 * FACTS_REFRESH_MS, and at once after a save of its own. A change made on one instance shows on the others within
 * FACTS_REFRESH_MS, plus the micro-cache's PUBLIC_PAGE_CACHE_SECONDS in front of them.
 */

import type { Kysely, Transaction } from "kysely";
import { parsePhoneNumberFromString } from "libphonenumber-js";
import { agencyFactDefaults, factsText } from "~/content/agency-facts";
import { ebooks } from "~/content/ebooks";
import type { Config } from "../config.server";
import { newId } from "../db/ids";
import type { Database } from "../db/schema";
import { exampleSettings } from "../example-settings";
import { z } from "../forms/zod";
import { type ExampleChecked, type LaunchReport, launchWithFacts } from "../launch-check.server";
import type { OutboxLogger } from "../outbox/queue.server";
import { type AgencyFacts, checkoutKeyOf, type EbookSaleState, stateKeyOf } from "./agency-facts";

export const FACTS_REFRESH_MS = 5_000;

/** The facts one value each, by the key it is stored under: "phone", …, "ebook.<id>.checkout", "ebook.<id>.state". */
export type FactValues = Record<string, string>;

const baseKeys = ["phone", "email", "whatsapp", "facebookUrl", "rccm", "niu", "capital", "host"] as const;
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

/** Every key, in the order of the form. */
export const factKeys: readonly string[] = [...baseKeys, ...ebooks.flatMap((ebook) => [checkoutKeyOf(ebook.id), stateKeyOf(ebook.id)])];

/** The facts as the server's settings and the content give them: what a key takes while no one has set it. */
export function factsFromEnvironment(config: Config): AgencyFacts {
  const fromSettings = Object.fromEntries(Object.entries(environmentSettings).map(([fact, setting]) => [fact, config[setting]]));
  return {
    ...(fromSettings as Record<keyof typeof environmentSettings, string>),
    capital: agencyFactDefaults.capital,
    host: agencyFactDefaults.host,
    ebooks: Object.fromEntries(
      ebooks.map((ebook) => {
        const checkoutUrl = config[ebook.checkoutUrlSetting];
        return [ebook.id, { checkoutUrl, state: checkoutUrl ? "on-sale" : "coming-soon" }];
      }),
    ),
  };
}

export function valuesOf(facts: AgencyFacts): FactValues {
  const values: FactValues = {};
  for (const key of baseKeys) values[key] = facts[key];
  for (const ebook of ebooks) {
    values[checkoutKeyOf(ebook.id)] = facts.ebooks[ebook.id]?.checkoutUrl ?? "";
    values[stateKeyOf(ebook.id)] = facts.ebooks[ebook.id]?.state ?? "coming-soon";
  }
  return values;
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
        },
      ]),
    ),
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

// --- The form of « Réglages » ---

const errors = factsText.errors;

function httpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".");
  } catch {
    return false;
  }
}

/** The value as stored (trimmed, normalised), or the French reason it is refused. */
function checkValue(key: string, raw: string, submitted: FactValues): { value: string } | { error: string } {
  const value = raw.trim();
  if (key === "phone") {
    const phone = parsePhoneNumberFromString(value, "CM");
    return phone?.isValid() && phone.country === "CM" ? { value: phone.formatInternational() } : { error: errors.phone };
  }
  // The forms' rule for an address (lib/forms/zod.ts).
  if (key === "email") return z.email().max(200).safeParse(value).success ? { value: value.toLowerCase() } : { error: errors.email };
  if (key === "whatsapp") {
    const phone = parsePhoneNumberFromString(value.startsWith("+") ? value : `+${value}`);
    return phone?.isValid() ? { value: phone.number.slice(1) } : { error: errors.whatsapp };
  }
  if (key === "facebookUrl") return httpsUrl(value) ? { value } : { error: errors.httpsUrl };
  if (key === "rccm") {
    const rccm = value.toUpperCase().replace(/\s+/g, "");
    return /^RC\/[A-Z]{3,4}\/\d{4}\/[A-Z]\/\d{1,6}$/.test(rccm) ? { value: rccm } : { error: errors.rccm };
  }
  if (key === "niu") {
    const niu = value.toUpperCase().replace(/\s+/g, "");
    return /^[A-Z]\d{12}[A-Z]$/.test(niu) ? { value: niu } : { error: errors.niu };
  }
  if (key === "capital") return value.length > 0 && value.length <= 60 ? { value } : { error: errors.capital };
  if (key === "host") return value.length > 0 && value.length <= 200 ? { value } : { error: errors.host };
  if (key.endsWith(".checkout")) {
    if (value === "") return { value };
    return httpsUrl(value) ? { value } : { error: errors.httpsUrl };
  }
  if (key.endsWith(".state")) {
    if (value !== "on-sale" && value !== "coming-soon") return { error: errors.state };
    const checkout = (submitted[key.replace(/\.state$/, ".checkout")] ?? "").trim();
    return value === "on-sale" && checkout === "" ? { error: errors.onSaleWithoutCheckout } : { value };
  }
  return { error: errors.unknown };
}

/** Every value of the form checked: all of them, normalised, or a French message for each refused one (and nothing saved). */
export function checkFactsForm(submitted: FactValues): { values: FactValues } | { errors: Record<string, string> } {
  const values: FactValues = {};
  const refused: Record<string, string> = {};
  for (const key of factKeys) {
    const checked = checkValue(key, submitted[key] ?? "", submitted);
    if ("error" in checked) refused[key] = checked.error;
    else values[key] = checked.value;
  }
  return Object.keys(refused).length > 0 ? { errors: refused } : { values };
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

/** The latest changes, newest first. */
export async function factHistory(db: Kysely<Database>, limit = 50): Promise<FactChange[]> {
  const rows = await db
    .selectFrom("agency_fact_change")
    .selectAll()
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
