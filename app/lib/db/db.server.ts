import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import type { Database } from "./schema";

export type Engine = "sqlite" | "postgres";

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: Engine;
  close: () => Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL; when absent the embedded SQLite file is used. */
  databaseUrl?: string;
  sqlitePath: string;
}

export function openDatabase({ databaseUrl, sqlitePath }: DatabaseOptions): DatabaseHandle {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, engine: "postgres", close: () => db.destroy() };
  }
  if (sqlitePath !== ":memory:") mkdirSync(dirname(sqlitePath), { recursive: true });
  const file = new SQLite(sqlitePath);
  // WAL with synchronous=FULL: a write that was acknowledged survives kill -9 (D2).
  file.pragma("journal_mode = WAL");
  file.pragma("synchronous = FULL");
  file.pragma("foreign_keys = ON");
  file.pragma("busy_timeout = 5000");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) });
  return { db, engine: "sqlite", close: () => db.destroy() };
}

/** True when the database answers a trivial query. */
export async function isDatabaseReachable(db: Kysely<Database>): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
