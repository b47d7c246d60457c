import { mkdirSync, statSync } from "node:fs";
import { dirname, resolve } from "node:path";
import SQLite from "better-sqlite3";
import { type DatabaseConnection, type Driver, Kysely, type LogEvent, PostgresDialect, SqliteDialect, SqliteDriver, sql } from "kysely";
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
  /** On SQLite, the file the site opened (not for `:memory:`): whoever deletes or replaces it later is noticed. */
  file?: DatabaseFile;
}

/** The SQLite file as it was opened: its path and its identity on disk (device and inode). */
export interface DatabaseFile {
  path: string;
  dev: number;
  ino: number;
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
  const db = new Kysely<Database>({ dialect: new SiteSqliteDialect(file), log });
  const identity = sqlitePath === ":memory:" ? undefined : statSync(sqlitePath);
  return {
    db,
    engine: "sqlite",
    sqlite: file,
    close: () => db.destroy(),
    ...(identity ? { file: { path: resolve(sqlitePath), dev: identity.dev, ino: identity.ino } } : {}),
  };
}

/**
 * SQLite ends a transaction by itself after some errors (SQLITE_FULL, SQLITE_IOERR, SQLITE_BUSY, SQLITE_NOMEM). Kysely
 * then rolls back all the same, which fails with « cannot rollback - no transaction is active », and throws that in
 * place of the error that mattered: the logs of a full disk said a rollback failed, never that the disk was full
 * (issue 37). The rollback is skipped when no transaction is left to roll back, so the original error is the one thrown.
 */
class SqliteDriverKeepingTheCause extends SqliteDriver {
  readonly #file: SQLite.Database;

  constructor(file: SQLite.Database) {
    super({ database: file });
    this.#file = file;
  }

  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    if (!this.#file.inTransaction) return;
    await super.rollbackTransaction(connection);
  }
}

class SiteSqliteDialect extends SqliteDialect {
  readonly #file: SQLite.Database;

  constructor(file: SQLite.Database) {
    super({ database: file });
    this.#file = file;
  }

  override createDriver(): Driver {
    return new SqliteDriverKeepingTheCause(this.#file);
  }
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

/**
 * One small write that must be kept: the single row of `health_check`, upserted. /healthz makes it on each call (callers
 * at the same moment share one), and so does the probe of writes refused after a failed one.
 */
export async function recordWriteCheck(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto("health_check")
    .values({ id: "site", checked_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.column("id").doUpdateSet((update) => ({ checked_at: update.ref("excluded.checked_at") })))
    .execute();
}
