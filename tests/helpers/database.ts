import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, onTestFinished } from "vitest";
import { type DatabaseHandle, type Engine, openDatabase } from "~/lib/db/db.server";
import { migrateToLatest } from "~/lib/db/migrate.server";
import type { Database } from "~/lib/db/schema";
import { postgresUnavailableReason, startThrowawayPostgres, type ThrowawayPostgres } from "../../scripts/lib/postgres";

/** A migrated SQLite database in its own temp dir. */
export async function createTestSqlite(): Promise<DatabaseHandle & { path: string; destroy: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), "site-sqlite-"));
  const path = join(dir, "test.db");
  const handle = openDatabase({ sqlitePath: path });
  await migrateToLatest(handle.db);
  return {
    ...handle,
    path,
    async destroy() {
      await handle.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const postgresSkipReason = postgresUnavailableReason();

/** A describe block for `engine`, titled with it; PostgreSQL is skipped, with the reason in the title, only where it cannot run here. */
export function describeOn(engine: Engine, title: string, body: () => void): void {
  const skip = engine === "postgres" ? postgresSkipReason : undefined;
  (skip ? describe.skip : describe)(skip ? `${title} [${engine}: skipped, ${skip}]` : `${title} [${engine}]`, body);
}

/** The same describe block once per engine. */
export function describeEachEngine(title: string, body: (engine: Engine) => void): void {
  for (const engine of ["sqlite", "postgres"] as Engine[]) describeOn(engine, title, () => body(engine));
}

/**
 * Runs the same describe block on SQLite and on a throwaway PostgreSQL
 * cluster (decision D2). Each engine gets a fresh, migrated database for the
 * block.
 */
export function describeOnEachEngine(title: string, body: (getHandle: () => DatabaseHandle) => void): void {
  describeEachEngine(title, (engine) => {
    let handle: DatabaseHandle | undefined;
    let cleanup: (() => Promise<void> | void) | undefined;
    beforeAll(async () => {
      if (engine === "sqlite") {
        const sqlite = await createTestSqlite();
        handle = sqlite;
        cleanup = sqlite.destroy;
      } else {
        const server = await startThrowawayPostgres();
        const pgHandle = openDatabase({ databaseUrl: server.url, sqlitePath: "unused" });
        await migrateToLatest(pgHandle.db);
        handle = pgHandle;
        cleanup = async () => {
          await pgHandle.close();
          server.stop();
        };
      }
    });
    afterAll(async () => {
      await cleanup?.();
    });
    body(() => {
      if (!handle) throw new Error("database not ready");
      return handle;
    });
  });
}

// ---------------------------------------------------------------------------
// Databases for a host process: the host creates and migrates them at start-up.

export interface HostDatabase {
  /** The settings that point the host at it. */
  env: Record<string, string>;
  /** A connection of the test's own, read-only unless told, closed when the test ends. */
  connect: (options?: { write?: boolean }) => Kysely<Database>;
}

/** A path in a temp dir of its own, removed when the test ends; the host creates the file. */
export function freshSqliteForHost(): HostDatabase {
  const dir = mkdtempSync(join(tmpdir(), "site-host-"));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  const path = join(dir, "site.db");
  return {
    env: { SQLITE_PATH: path, DATABASE_URL: "" },
    connect({ write = false } = {}) {
      const database = write ? new SQLite(path, { fileMustExist: true }) : new SQLite(path, { readonly: true, fileMustExist: true });
      const db = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
      onTestFinished(() => db.destroy());
      return db;
    },
  };
}

/** An empty database of its own on the cluster. */
export async function freshPostgresForHost(cluster: ThrowawayPostgres): Promise<HostDatabase> {
  const name = `site_${randomUUID().replaceAll("-", "")}`;
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = cluster.url.replace(/\/postgres$/, `/${name}`);
  return {
    env: { DATABASE_URL: url },
    connect({ write = false } = {}) {
      const options = write ? undefined : "-c default_transaction_read_only=on";
      const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 2, options }) }) });
      onTestFinished(() => db.destroy());
      return db;
    },
  };
}

/**
 * Registers what `engine` needs for the describe block it is called in (a
 * PostgreSQL cluster, stopped after the block); returns how a test gets a
 * fresh database of its own.
 */
export function hostDatabasesOn(engine: Engine): () => Promise<HostDatabase> {
  if (engine === "sqlite") return async () => freshSqliteForHost();
  let cluster: ThrowawayPostgres | undefined;
  beforeAll(async () => {
    cluster = await startThrowawayPostgres();
  });
  afterAll(() => cluster?.stop());
  return () => {
    if (!cluster) throw new Error("PostgreSQL cluster not started");
    return freshPostgresForHost(cluster);
  };
}
