import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import { startupText } from "~/content/operator";
import type { Config } from "../config.server";
import { stateFolderOf } from "../ops/disk-space.server";
import type { Database } from "./schema";

/**
 * The start marker: a small file OUTSIDE the database that says « this server has had a database, this one ». A
 * production start (not a local preview) writes it once the database is ready, with the id the database keeps in
 * `site_identity` (migrations/2026-11-28-014-site-identity.ts). A later production start that finds the marker but
 * no database, or an empty one (no migration applied), refuses: it would otherwise begin again empty, and
 * ADMIN_PASSWORD would open a new first account on it. The way out is a restore (`npm run restore -- latest`), or,
 * to begin empty on purpose, deleting the marker: an act, not a setting that could stay on and disarm the check.
 */
export type SettingsOfTheMarker = Pick<Config, "DATABASE_URL" | "SQLITE_PATH" | "NODE_ENV" | "LOCAL_PREVIEW">;

/** What the marker file holds (JSON): the database's id and when the database was made. */
export interface StartMarker {
  siteId: string;
  databaseCreatedAt: string;
}

/** Only a real server keeps a marker: development, the tests and a local preview make fresh databases at will. */
export function keepsStartMarker(config: SettingsOfTheMarker): boolean {
  return config.NODE_ENV === "production" && !config.LOCAL_PREVIEW;
}

/**
 * Beside the SQLite file (`site.db.marker`); with PostgreSQL, `postgres.marker` in the site's state folder, the
 * folder of SQLITE_PATH (`data/`, or `/var/lib/kheops-site` under deploy/systemd), which every instance of a
 * machine shares.
 */
export function markerPathOf(config: Pick<Config, "DATABASE_URL" | "SQLITE_PATH">): string {
  return config.DATABASE_URL ? join(stateFolderOf(config), "postgres.marker") : `${resolve(config.SQLITE_PATH)}.marker`;
}

/** The database, for the operator's messages: the SQLite file, or PostgreSQL's host and database (never the password). */
export function databaseLocationOf(config: Pick<Config, "DATABASE_URL" | "SQLITE_PATH">): string {
  if (!config.DATABASE_URL) return resolve(config.SQLITE_PATH);
  try {
    const url = new URL(config.DATABASE_URL);
    return `postgres://${url.host}${url.pathname}`;
  } catch {
    return "PostgreSQL (DATABASE_URL)";
  }
}

/** The marker at `path`: null when there is none; a file that cannot be read as one still counts as a marker. */
export function readStartMarker(path: string): StartMarker | null {
  if (!existsSync(path)) return null;
  try {
    const { siteId, databaseCreatedAt } = JSON.parse(readFileSync(path, "utf8")) as Partial<StartMarker>;
    return { siteId: String(siteId ?? ""), databaseCreatedAt: String(databaseCreatedAt ?? "") };
  } catch {
    return { siteId: "", databaseCreatedAt: "" };
  }
}

/** Checked before opening it, which would create it; an empty file is opened and found without migrations. */
export function isSqliteFileMissing(sqlitePath: string): boolean {
  return !existsSync(sqlitePath);
}

/** How many migrations the database says were applied: 0 for an empty one (or one that is not ours). */
export async function appliedMigrationCount(db: Kysely<Database>): Promise<number> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  if (!tables.some((table) => table.name === "kysely_migration")) return 0;
  // The migrations' own table is not part of the site's schema.
  const untyped = db as unknown as Kysely<{ kysely_migration: { name: string } }>;
  const row = await untyped
    .selectFrom("kysely_migration")
    .select((eb) => eb.fn.countAll().as("count"))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** The message of a refused start: what was found, and the two ways on. */
export function refusalOf(config: Pick<Config, "DATABASE_URL" | "SQLITE_PATH">, marker: StartMarker): string {
  return startupText.databaseGone(databaseLocationOf(config), markerPathOf(config), marker.databaseCreatedAt || "?");
}

/**
 * Once the database is migrated: writes the marker when there is none (a first start, or the first on this
 * release), and again when it names another database (one restored from a backup older than its id, or another
 * DATABASE_URL), saying so. Written whole to a temporary file, then renamed: never half a marker.
 */
export async function keepStartMarker(
  db: Kysely<Database>,
  path: string,
  found: StartMarker | null,
  logger: Pick<Logger, "info" | "warn">,
): Promise<void> {
  const identity = await db.selectFrom("site_identity").select(["id", "created_at"]).executeTakeFirst();
  if (!identity) return;
  if (found?.siteId === identity.id) return;
  const marker: StartMarker = { siteId: identity.id, databaseCreatedAt: identity.created_at };
  const temporary = `${path}.${randomUUID()}.tmp`;
  try {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(temporary, `${JSON.stringify(marker, null, 2)}\n`);
    renameSync(temporary, path);
  } catch (error) {
    // The site serves anyway; it is only not guarded against a lost database until the folder is writable.
    rmSync(temporary, { force: true });
    logger.warn({ err: error, marker: path }, startupText.markerNotWritten(path));
    return;
  }
  if (found) logger.warn({ marker: path, previous: found.siteId, siteId: identity.id }, startupText.markerReplaced(path));
  else logger.info({ marker: path, siteId: identity.id }, "start marker written");
}
