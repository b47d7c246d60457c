import { renameSync } from "node:fs";
import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { expect, it, onTestFinished } from "vitest";
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

it("says ok once its write is kept, and writes at most once a second however often it is asked", async () => {
  const { database, site } = await checkedSite();

  expect(await databaseHealth(site, 10_000)).toBe("ok");
  expect(await writtenChecks(database.db)).toEqual([{ id: "site" }]);
  await database.db.deleteFrom("health_check").execute();
  expect(await databaseHealth(site, 10_900)).toBe("ok");
  expect(await writtenChecks(database.db)).toEqual([]);
  expect(await databaseHealth(site, 11_000)).toBe("ok");
  expect(await writtenChecks(database.db)).toEqual([{ id: "site" }]);
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
  expect(await databaseHealth(site, 10_000)).toBe("ok");

  renameSync(database.path, `${database.path}.moved`);
  try {
    expect(await databaseHealth(site, 12_000)).toBe("missing");
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
  expect(await databaseHealth(site, Date.now() + 2_000)).toBe("ok");
  expect(site.databaseAvailability.writeTrouble()).toBeUndefined();
});
