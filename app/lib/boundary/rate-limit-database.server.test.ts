import { randomUUID } from "node:crypto";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { expect, it, vi } from "vitest";
import type { Database } from "~/lib/db/schema";
import { freePort } from "../../../scripts/lib/free-port";
import { describeOnEachEngine } from "../../../tests/helpers/database";
import { databaseRateLimitStore, deleteExpiredRateLimitWindows } from "./rate-limit.server";

const minute = 60_000;

let nextStart = Date.parse("2026-11-24T10:00:00.000Z");

/**
 * A clock of the test's own, moved by hand. Each one starts an hour after the previous one: a store
 * sweeps ended windows in the background at its own time, and a sweep left running by an earlier test
 * must not end the windows of the next one (it did, once, on a loaded machine).
 */
function clock(start = nextStart) {
  let time = start;
  nextStart = Math.max(nextStart, start) + 3_600_000;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

/** Keys of the test's own: the block's tests share one database. */
function uniqueKey(name: string): string {
  return `${name}:${randomUUID()}`;
}

describeOnEachEngine("databaseRateLimitStore", (getHandle) => {
  it("allows `limit` hits per key and window, then refuses with the wait, then starts a new window", async () => {
    const { db } = getHandle();
    const time = clock();
    const store = databaseRateLimitStore(db, { now: time.now });
    const key = uniqueKey("api:41.202.219.1");
    for (let hit = 0; hit < 3; hit++) expect(await store.hit(key, 3, minute)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    time.advance(15_000);
    expect(await store.hit(key, 3, minute)).toEqual({ allowed: false, retryAfterSeconds: 45 });
    time.advance(44_500);
    expect(await store.hit(key, 3, minute)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    time.advance(500);
    expect(await store.hit(key, 3, minute)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect((await store.hit(key, 3, minute)).allowed).toBe(true);
    expect((await store.hit(key, 3, minute)).allowed).toBe(true);
    expect(await store.hit(key, 3, minute)).toEqual({ allowed: false, retryAfterSeconds: 60 });
  });

  it("counts each key on its own", async () => {
    const { db } = getHandle();
    const store = databaseRateLimitStore(db, { now: clock().now });
    const first = uniqueKey("pages:41.202.219.1");
    const second = uniqueKey("pages:154.72.160.1");
    expect((await store.hit(first, 1, minute)).allowed).toBe(true);
    expect((await store.hit(first, 1, minute)).allowed).toBe(false);
    expect((await store.hit(second, 1, minute)).allowed).toBe(true);
    expect((await store.hit(uniqueKey("api:41.202.219.1"), 1, minute)).allowed).toBe(true);
  });

  it("shares the counts between two instances over the same database", async () => {
    const { db } = getHandle();
    const time = clock();
    const instanceA = databaseRateLimitStore(db, { now: time.now });
    const instanceB = databaseRateLimitStore(db, { now: time.now });
    const key = uniqueKey("api:41.202.219.1");
    expect((await instanceA.hit(key, 3, minute)).allowed).toBe(true);
    expect((await instanceB.hit(key, 3, minute)).allowed).toBe(true);
    expect((await instanceA.hit(key, 3, minute)).allowed).toBe(true);
    time.advance(20_000);
    expect(await instanceB.hit(key, 3, minute)).toEqual({ allowed: false, retryAfterSeconds: 40 });
    expect((await instanceA.hit(key, 3, minute)).allowed).toBe(false);
    time.advance(40_000);
    expect((await instanceB.hit(key, 3, minute)).allowed).toBe(true);
  });

  it("lets exactly `limit` of many simultaneous hits from two instances through, and loses no count", async () => {
    const { db } = getHandle();
    const time = clock();
    const instanceA = databaseRateLimitStore(db, { now: time.now });
    const instanceB = databaseRateLimitStore(db, { now: time.now });
    const key = uniqueKey("api:41.202.219.1");
    const results = await Promise.all(Array.from({ length: 50 }, (_, index) => (index % 2 ? instanceB : instanceA).hit(key, 20, minute)));
    expect(results.filter((result) => result.allowed)).toHaveLength(20);
    const row = await db.selectFrom("rate_limit_window").select("hits").where("key", "=", key).executeTakeFirstOrThrow();
    expect(row.hits).toBe(50);
  });

  it("deletes the windows that have ended, and only those", async () => {
    const { db } = getHandle();
    const time = clock(Date.parse("2026-11-25T08:00:00.000Z"));
    const store = databaseRateLimitStore(db, { now: time.now });
    const ended = uniqueKey("pages:41.202.219.1");
    const current = uniqueKey("pages:154.72.160.1");
    await store.hit(ended, 5, minute);
    time.advance(30_000);
    await store.hit(current, 5, minute);
    time.advance(30_000);
    expect(await deleteExpiredRateLimitWindows(db, time.now())).toBeGreaterThanOrEqual(1);
    const keys = (await db.selectFrom("rate_limit_window").select("key").where("key", "in", [ended, current]).execute()).map(
      (row) => row.key,
    );
    expect(keys).toEqual([current]);
  });

  it("deletes the ended windows by itself, once a minute, without being asked", async () => {
    const { db } = getHandle();
    const time = clock(Date.parse("2026-11-26T08:00:00.000Z"));
    const logger = { warn: vi.fn() };
    const store = databaseRateLimitStore(db, { now: time.now, logger });
    const ended = uniqueKey("pages:41.202.219.1");
    await store.hit(ended, 5, 10_000);
    time.advance(minute);
    const current = uniqueKey("pages:154.72.160.1");
    await store.hit(current, 5, 10_000);
    await vi.waitFor(async () => {
      const rows = await db.selectFrom("rate_limit_window").select("key").where("key", "in", [ended, current]).execute();
      expect(rows.map((row) => row.key)).toEqual([current]);
    });
    expect(logger.warn).not.toHaveBeenCalled();
  });
});

it("refuses to count, rather than allow, when the database cannot be reached, and warns that the cleanup failed", async () => {
  const pool = new pg.Pool({
    connectionString: `postgres://postgres@127.0.0.1:${await freePort()}/postgres`,
    connectionTimeoutMillis: 2_000,
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const logger = { warn: vi.fn() };
  const store = databaseRateLimitStore(db, { logger });
  await expect(store.hit("api:41.202.219.1", 20, minute)).rejects.toThrow(/ECONNREFUSED/);
  await vi.waitFor(() => expect(logger.warn).toHaveBeenCalledOnce());
  await db.destroy();
});
