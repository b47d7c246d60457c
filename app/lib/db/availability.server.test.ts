import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { createTestSqlite } from "../../../tests/helpers/database";
import { recordingLogger } from "../../../tests/helpers/recording-logger";
import { isConnectionError, watchDatabaseAvailability } from "./availability.server";

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
