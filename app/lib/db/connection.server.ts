import { getConfig } from "../config.server";
import { type DatabaseHandle, openDatabase } from "./db.server";
import { migrateToLatest } from "./migrate.server";

let handle: DatabaseHandle | undefined;

/** The process-wide database, opened on first use from the configuration. */
export function getDatabase(): DatabaseHandle {
  if (!handle) {
    const config = getConfig();
    handle = openDatabase({ databaseUrl: config.DATABASE_URL, sqlitePath: config.SQLITE_PATH });
  }
  return handle;
}

export function getDb() {
  return getDatabase().db;
}

/** Opens the database and applies pending migrations; called once at start-up. */
export async function prepareDatabase(): Promise<{ engine: DatabaseHandle["engine"]; applied: string[] }> {
  const { db, engine } = getDatabase();
  const applied = await migrateToLatest(db);
  return { engine, applied };
}

export async function closeDatabase(): Promise<void> {
  const current = handle;
  handle = undefined;
  await current?.close();
}
