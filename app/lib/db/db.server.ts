import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, type LogEvent, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import type { Database } from "./schema";

export type Engine = "sqlite" | "postgres";

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: Engine;
  /**
   * SQLite only: the raw better-sqlite3 connection under `db`, for its online backup (app/lib/backup), which
   * must run on the site's own connection so that the writes it makes meanwhile are carried into the copy.
   */
  sqlite?: SQLite.Database;
  close: () => Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL; when absent the embedded SQLite file is used. */
  databaseUrl?: string;
  sqlitePath: string;
  /** Every failed query, and on PostgreSQL a pooled connection cut by the server (the pool drops it). */
  onError?: (error: unknown) => void;
}

export function openDatabase({ databaseUrl, sqlitePath, onError }: DatabaseOptions): DatabaseHandle {
  const log = (event: LogEvent) => {
    if (event.level === "error") onError?.(event.error);
  };
  if (databaseUrl) {
    // A request never waits more than 5 s for a connection, and no statement runs past 30 s.
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, connectionTimeoutMillis: 5_000, statement_timeout: 30_000 });
    // Without a listener, a connection cut by the server would crash the process: the pool's
    // listener covers idle connections, and each connection's own covers one checked out between
    // two statements (inside a transaction), which the pool then drops when it is released.
    pool.on("error", (error) => onError?.(error));
    pool.on("connect", (client) => client.on("error", (error) => onError?.(error)));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log });
    return { db, engine: "postgres", close: () => db.destroy() };
  }
  if (sqlitePath !== ":memory:") mkdirSync(dirname(sqlitePath), { recursive: true });
  const file = new SQLite(sqlitePath);
  // WAL with synchronous=FULL: a write that was acknowledged survives kill -9 (D2).
  file.pragma("journal_mode = WAL");
  file.pragma("synchronous = FULL");
  file.pragma("foreign_keys = ON");
  file.pragma("busy_timeout = 5000");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: file }), log });
  return { db, engine: "sqlite", sqlite: file, close: () => db.destroy() };
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
