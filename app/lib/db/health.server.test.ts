import { renameSync } from "node:fs";
import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { expect, it, onTestFinished, vi } from "vitest";
import { createTestSqlite } from "../../../tests/helpers/database";
import { recordingLogger } from "../../../tests/helpers/recording-logger";
import { watchDatabaseAvailability } from "./availability.server";
import { databaseHealth } from "./health.server";
import type { Database } from "./schema";

/** A fresh SQLite database, watched as start-up watches it (its file, its disk), with what /healthz asks of the site. */
async function checkedSite({ fullBelowBytes }: { fullBelowBytes?: number } = {}) {
  const database = await createTestSqlite();
  onTestFinished(() => database.destroy());
  const logger = recordingLogger();
  const databaseAvailability = watchDatabaseAvailability(database.db, { logger, file: database.file, fullBelowBytes, probeMs: 600_000 });
  onTestFinished(() => databaseAvailability.stop());
  return { database, logger, site: { db: database.db, databaseAvailability, logger } };
}

const writtenChecks = (db: Kysely<Database>) => db.selectFrom("health_check").select("id").execute();

it("says ok once its write is kept, callers at the same moment share one write, and it writes at most once a second", async () => {
  const { database, site } = await checkedSite();
  const start = Date.now();
  vi.useFakeTimers({ now: start, toFake: ["Date"] });
  onTestFinished(() => {
    vi.useRealTimers();
  });

  const first = databaseHealth(site);
  expect(databaseHealth(site)).toBe(first);
  expect(await first).toBe("ok");
  expect(await writtenChecks(database.db)).toEqual([{ id: "site" }]);
  await database.db.deleteFrom("health_check").execute();
  // Asked again within the second (anyone may ask in a loop): a read proves it, no write.
  vi.setSystemTime(start + 999);
  expect(await databaseHealth(site)).toBe("ok");
  expect(await writtenChecks(database.db)).toEqual([]);
  // A second on, it writes again.
  vi.setSystemTime(start + 1000);
  expect(await databaseHealth(site)).toBe("ok");
  expect(await writtenChecks(database.db)).toEqual([{ id: "site" }]);
});

it("says at once that a database this instance found gone is unreachable, trying no write", async () => {
  const { database, site } = await checkedSite();
  site.databaseAvailability.report(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }));

  expect(await databaseHealth(site)).toBe("unreachable");
  expect(await writtenChecks(database.db)).toEqual([]);
});

it("says the disk is full without trying a write there, and refuses writes meanwhile", async () => {
  // No disk has this much room.
  const { database, site } = await checkedSite({ fullBelowBytes: Number.MAX_SAFE_INTEGER });

  expect(await databaseHealth(site)).toBe("full");
  expect(await writtenChecks(database.db)).toEqual([]);
  expect(site.databaseAvailability.writeTrouble()).toBe("full");
});

it("says the file is missing once it is deleted (moved away here) under the site", async () => {
  const { database, site, logger } = await checkedSite();
  expect(await databaseHealth(site)).toBe("ok");

  renameSync(database.path, `${database.path}.moved`);
  try {
    expect(await databaseHealth(site)).toBe("missing");
    expect(logger.entries.error).toEqual([{ path: database.path, trouble: "missing" }]);
  } finally {
    renameSync(`${database.path}.moved`, database.path);
  }
});

it("says the database is read-only when its write is refused so, and refuses writes until one is kept", async () => {
  const { database, site, logger } = await checkedSite();
  const readOnly = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(database.path, { readonly: true }) }) });
  onTestFinished(() => readOnly.destroy());

  expect(await databaseHealth({ ...site, db: readOnly })).toBe("read-only");
  expect(site.databaseAvailability.writeTrouble()).toBe("read-only");
  expect(logger.entries.error).toEqual([{ err: expect.objectContaining({ code: "SQLITE_READONLY" }), trouble: "read-only" }]);

  // The writable handle's write is kept: writes are taken again at once.
  expect(await databaseHealth(site)).toBe("ok");
  expect(site.databaseAvailability.writeTrouble()).toBeUndefined();
});
