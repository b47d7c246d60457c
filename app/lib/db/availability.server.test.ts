import { mkdtempSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it, onTestFinished, vi } from "vitest";
import { createTestSqlite } from "../../../tests/helpers/database";
import { recordingLogger } from "../../../tests/helpers/recording-logger";
import { isConnectionError, storageTroubleOf, troubleOfFile, watchDatabaseAvailability } from "./availability.server";

let database: Awaited<ReturnType<typeof createTestSqlite>>;
beforeAll(async () => {
  database = await createTestSqlite();
});
afterAll(() => database.destroy());

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

it("tells a database that cannot be reached from a query that is wrong", () => {
  expect(isConnectionError(withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"))).toBe(true);
  expect(isConnectionError(withCode("terminating connection due to administrator command", "57P01"))).toBe(true);
  expect(isConnectionError(withCode("the database system is starting up", "57P03"))).toBe(true);
  expect(isConnectionError(withCode("connection failure", "08006"))).toBe(true);
  expect(isConnectionError(new Error("Connection terminated unexpectedly"))).toBe(true);
  expect(isConnectionError(new Error("timeout exceeded when trying to connect"))).toBe(true);
  expect(isConnectionError(new AggregateError([withCode("connect ECONNREFUSED ::1:5432", "ECONNREFUSED")]))).toBe(true);

  expect(isConnectionError(withCode('duplicate key value violates unique constraint "lead_pkey"', "23505"))).toBe(false);
  expect(isConnectionError(withCode('syntax error at or near "selec"', "42601"))).toBe(false);
  expect(isConnectionError(new Error("SQLITE_BUSY: database is locked"))).toBe(false);
  expect(isConnectionError("ECONNREFUSED")).toBe(false);
});

it("goes down on a connection failure, not on a bad query, and comes back once a probe answers", async () => {
  const logger = recordingLogger();
  const availability = watchDatabaseAvailability(database.db, { logger, probeMs: 20 });
  try {
    availability.report(withCode("syntax error", "42601"));
    expect(availability.isDown()).toBe(false);

    availability.report(withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"));
    expect(availability.isDown()).toBe(true);
    await vi.waitFor(() => expect(availability.isDown()).toBe(false), { timeout: 2_000, interval: 10 });
    expect(logger.entries.warn).toEqual([{ err: expect.objectContaining({ code: "ECONNREFUSED" }) }]);
    expect(logger.entries.info).toEqual([{ downMs: expect.any(Number) }]);
  } finally {
    availability.stop();
  }
});

it("tells a write the storage did not keep (full, read-only, failing) from any other error", () => {
  expect(storageTroubleOf(withCode("database or disk is full", "SQLITE_FULL"))).toBe("full");
  expect(storageTroubleOf(withCode('could not extend file "base/16384/2619": No space left on device', "53100"))).toBe("full");
  expect(storageTroubleOf(withCode("attempt to write a readonly database", "SQLITE_READONLY"))).toBe("read-only");
  expect(storageTroubleOf(withCode("attempt to write a readonly database", "SQLITE_READONLY_DBMOVED"))).toBe("read-only");
  expect(storageTroubleOf(withCode("cannot execute INSERT in a read-only transaction", "25006"))).toBe("read-only");
  expect(storageTroubleOf(withCode("disk I/O error", "SQLITE_IOERR_WRITE"))).toBe("io-error");
  expect(storageTroubleOf(new Error("lead could not be stored", { cause: withCode("database or disk is full", "SQLITE_FULL") }))).toBe(
    "full",
  );

  expect(storageTroubleOf(withCode("UNIQUE constraint failed: lead.id", "SQLITE_CONSTRAINT_PRIMARYKEY"))).toBeUndefined();
  expect(storageTroubleOf(withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"))).toBeUndefined();
  expect(storageTroubleOf("SQLITE_FULL")).toBeUndefined();
});

it("refuses writes after one failed for lack of room, logging SQLite's own error once, until a probe's write is kept", async () => {
  const logger = recordingLogger();
  const availability = watchDatabaseAvailability(database.db, { logger, probeMs: 20 });
  try {
    expect(availability.writeTrouble()).toBeUndefined();
    availability.report(withCode("database or disk is full", "SQLITE_FULL"));
    availability.report(withCode("database or disk is full", "SQLITE_FULL"));
    expect(availability.writeTrouble()).toBe("full");
    // Reading goes on: the database is not down.
    expect(availability.isDown()).toBe(false);
    expect(logger.entries.error).toEqual([{ err: expect.objectContaining({ code: "SQLITE_FULL" }), trouble: "full" }]);

    // The database keeps writes (there is room here): the probe's write is kept, and writes are taken again.
    await vi.waitFor(() => expect(availability.writeTrouble()).toBeUndefined(), { timeout: 2_000, interval: 10 });
    expect(logger.entries.info).toEqual([{ refusedMs: expect.any(Number) }]);
    const check = await database.db.selectFrom("health_check").selectAll().execute();
    expect(check).toEqual([{ id: "site", checked_at: expect.any(String) }]);
  } finally {
    availability.stop();
  }
});

/** A file in a folder of its own, removed when the test ends, as openDatabase records it (path, device, inode). */
function openedFile() {
  const dir = mkdtempSync(join(tmpdir(), "site-file-"));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  const path = join(dir, "site.db");
  writeFileSync(path, "");
  const { dev, ino } = statSync(path);
  return { path, dev, ino };
}

it("says when the SQLite file it opened is deleted or replaced, or when its disk is full", () => {
  const file = openedFile();
  const { path } = file;

  expect(troubleOfFile(file)).toBeUndefined();
  // No disk has this much room.
  expect(troubleOfFile(file, Number.MAX_SAFE_INTEGER)).toBe("full");
  renameSync(path, `${path}.moved`);
  expect(troubleOfFile(file)).toBe("missing");
  writeFileSync(path, "");
  expect(troubleOfFile(file)).toBe("replaced");
  renameSync(`${path}.moved`, path);
  expect(troubleOfFile(file)).toBeUndefined();
});

it("refuses writes while the file is gone, logging it once as an error, and takes them again when it is back", () => {
  const file = openedFile();
  const { path } = file;
  const logger = recordingLogger();
  const availability = watchDatabaseAvailability(database.db, { logger, file });
  try {
    expect(availability.writeTrouble()).toBeUndefined();
    renameSync(path, `${path}.moved`);
    expect(availability.writeTrouble()).toBe("missing");
    expect(availability.fileTrouble()).toBe("missing");
    expect(logger.entries.error).toEqual([{ path, trouble: "missing" }]);

    renameSync(`${path}.moved`, path);
    expect(availability.writeTrouble()).toBeUndefined();
    expect(logger.entries.info).toEqual([{ path, troubleMs: expect.any(Number) }]);
  } finally {
    availability.stop();
  }
});
