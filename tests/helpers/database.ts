import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe } from "vitest";
import { type DatabaseHandle, type Engine, openDatabase } from "~/lib/db/db.server";
import { migrateToLatest } from "~/lib/db/migrate.server";
import { postgresUnavailableReason, startThrowawayPostgres } from "./postgres";

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

/**
 * Runs the same describe block on SQLite and on a throwaway PostgreSQL
 * cluster (decision D2). Each engine gets a fresh, migrated database for the
 * block. PostgreSQL is skipped, with the reason in the title, only where it
 * cannot run on this machine.
 */
export function describeOnEachEngine(title: string, body: (getHandle: () => DatabaseHandle) => void): void {
  for (const engine of ["sqlite", "postgres"] as Engine[]) {
    const skip = engine === "postgres" ? postgresSkipReason : undefined;
    const suiteTitle = skip ? `${title} [${engine}: skipped, ${skip}]` : `${title} [${engine}]`;
    (skip ? describe.skip : describe)(suiteTitle, () => {
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
}
