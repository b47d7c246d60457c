import type { Kysely } from "kysely";
import { expect, it, onTestFinished, vi } from "vitest";
import { databaseRateLimitStore } from "~/lib/boundary/rate-limit.server";
import { ConfigError, parseConfig } from "~/lib/config.server";
import { newId } from "~/lib/db/ids";
import type { Database } from "~/lib/db/schema";
import { subscribeToNewsletter } from "~/lib/leads/store.server";
import { waitUntil } from "../../../scripts/lib/wait";
import { articleRow } from "../../../tests/helpers/articles";
import { describeOnEachEngine } from "../../../tests/helpers/database";
import { recordingLogger } from "../../../tests/helpers/recording-logger";
import { deleteOldEvents, RETENTION_INTERVAL_MS, startRetentionJob, sweepRetainedData } from "./retention.server";

const now = new Date("2026-11-24T10:00:00.000Z");

async function addEvent(db: Kysely<Database>, receivedAt: string): Promise<string> {
  const id = newId();
  await db
    .insertInto("analytics_event")
    .values({
      id,
      name: "page_view",
      client_id: "client-test",
      params: "{}",
      page_path: "/",
      received_at: receivedAt,
      forwarded_at: null,
      forward_error: null,
    })
    .execute();
  return id;
}

const remaining = async (db: Kysely<Database>) =>
  (await db.selectFrom("analytics_event").select("received_at").orderBy("received_at").execute()).map((row) => row.received_at);

it("keeps events 395 days unless ANALYTICS_RETENTION_DAYS says otherwise, between 30 and 3650", () => {
  expect(parseConfig({}).ANALYTICS_RETENTION_DAYS).toBe(395);
  expect(parseConfig({ ANALYTICS_RETENTION_DAYS: "90" }).ANALYTICS_RETENTION_DAYS).toBe(90);
  for (const value of ["29", "3651", "12.5", "treize mois"]) {
    expect(() => parseConfig({ ANALYTICS_RETENTION_DAYS: value }), value).toThrow(ConfigError);
    expect(() => parseConfig({ ANALYTICS_RETENTION_DAYS: value }), value).toThrow(
      /- ANALYTICS_RETENTION_DAYS: .*(nombre|entre 30 et 3650)/,
    );
  }
});

describeOnEachEngine("analytics retention", (getHandle) => {
  it("deletes the events received before the period, to the millisecond, and keeps the others", async () => {
    const { db } = getHandle();
    await db.deleteFrom("analytics_event").execute();
    // 30 days before 2026-11-24T10:00:00.000Z is 2026-10-25T10:00:00.000Z.
    await addEvent(db, "2025-01-01T00:00:00.000Z");
    await addEvent(db, "2026-10-25T09:59:59.999Z");
    await addEvent(db, "2026-10-25T10:00:00.000Z");
    await addEvent(db, "2026-11-24T09:00:00.000Z");

    expect(await deleteOldEvents(db, 30, now)).toBe(2);
    expect(await remaining(db)).toEqual(["2026-10-25T10:00:00.000Z", "2026-11-24T09:00:00.000Z"]);
    expect(await deleteOldEvents(db, 30, now)).toBe(0);
  });

  it("deletes more events than one batch holds", async () => {
    const { db } = getHandle();
    await db.deleteFrom("analytics_event").execute();
    const rows = Array.from({ length: 12_001 }, (_, index) => ({
      id: newId(),
      name: "page_view",
      client_id: "client-test",
      params: "{}",
      page_path: "/",
      received_at: new Date(Date.parse("2024-01-01T00:00:00.000Z") + index * 1000).toISOString(),
      forwarded_at: null,
      forward_error: null,
    }));
    for (let start = 0; start < rows.length; start += 1000) {
      await db
        .insertInto("analytics_event")
        .values(rows.slice(start, start + 1000))
        .execute();
    }
    await addEvent(db, "2026-11-01T00:00:00.000Z");

    expect(await deleteOldEvents(db, 395, now)).toBe(12_001);
    expect(await remaining(db)).toEqual(["2026-11-01T00:00:00.000Z"]);
  });

  it("also deletes the views' dedupe rows older than a day, the rate-limit windows that have ended and the expired used challenges", async () => {
    const { db } = getHandle();
    const article = articleRow();
    await db.insertInto("article").values(article).execute();
    const viewAt = (session: string, at: string) => ({ article_id: article.id, session_id: session, created_at: at });
    await db
      .insertInto("article_view")
      .values([viewAt("old", "2026-11-23T09:59:59.999Z"), viewAt("recent", "2026-11-23T10:00:00.000Z")])
      .execute();
    const store = databaseRateLimitStore(db, { now: () => now.getTime() - 3_600_000 });
    await store.hit("view:ended-an-hour-ago", 1, 3_600_000);
    await store.hit("like:still-open", 1, 2 * 3_600_000);
    // A passkey ceremony's challenge is remembered until it expires: a replay is refused until then (passkeys.server.ts).
    await db
      .insertInto("used_passkey_challenge")
      .values([
        { challenge_hash: "expire", expires_at: "2026-11-24T10:00:00.000Z" },
        { challenge_hash: "encore-valable", expires_at: "2026-11-24T10:00:00.001Z" },
      ])
      .execute();

    const deleted = await sweepRetainedData(db, 395, now);
    expect(deleted).toMatchObject({ views: 1, rateLimitWindows: 1, passkeyChallenges: 1 });
    expect(await db.selectFrom("used_passkey_challenge").select("challenge_hash").execute()).toEqual([
      { challenge_hash: "encore-valable" },
    ]);
    expect(await db.selectFrom("article_view").select("session_id").where("article_id", "=", article.id).execute()).toEqual([
      { session_id: "recent" },
    ]);
    const windows = await db
      .selectFrom("rate_limit_window")
      .select("key")
      .where("key", "in", ["view:ended-an-hour-ago", "like:still-open"])
      .execute();
    expect(windows).toEqual([{ key: "like:still-open" }]);
  });

  it("also deletes the newsletter sign-ups still waiting for their confirmation after 30 days", async () => {
    const { db } = getHandle();
    await db.deleteFrom("newsletter_subscriber").execute();
    const signup = (email: string, signedUp: Date) =>
      subscribeToNewsletter(
        db,
        { kind: "newsletter", email, summary: "Nouvelle inscription à la newsletter", payload: { email }, source: "Footer" },
        [],
        { siteUrl: "https://kheops.cm" },
        signedUp,
      );
    const daysBefore = (days: number) => new Date(now.getTime() - days * 86_400_000);
    await signup("oubli@exemple.cm", daysBefore(31));
    await signup("recent@exemple.cm", daysBefore(29));
    await signup("ancien@exemple.cm", daysBefore(40));
    await db.updateTable("newsletter_subscriber").set({ state: "confirmed" }).where("email", "=", "ancien@exemple.cm").execute();

    expect(await sweepRetainedData(db, 395, now)).toMatchObject({ unconfirmedSubscribers: 1 });
    const left = await db.selectFrom("newsletter_subscriber").select("email").orderBy("email").execute();
    expect(left.map((row) => row.email)).toEqual(["ancien@exemple.cm", "recent@exemple.cm"]);
  });

  it("runs at start-up, logs what it deleted, runs again at each interval and stops cleanly", async () => {
    const { db } = getHandle();
    // The job's interval runs on Vitest's clock: a run happens when the test moves that clock six hours on.
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    await db.deleteFrom("analytics_event").execute();
    await db.deleteFrom("article_view").execute();
    await db.deleteFrom("rate_limit_window").execute();
    await db.deleteFrom("used_passkey_challenge").execute();
    await db.deleteFrom("newsletter_subscriber").execute();
    const longAgo = new Date(Date.now() - 400 * 86_400_000).toISOString();
    await addEvent(db, longAgo);
    await addEvent(db, new Date().toISOString());
    const logger = recordingLogger();

    const job = startRetentionJob({ db, config: { ANALYTICS_RETENTION_DAYS: 395 }, logger });
    // Polled on the real clock (expect.poll would move the fake one).
    await waitUntil(() => logger.entries.info.length === 1, { timeoutMs: 5_000, what: "the run at start-up" });
    expect(logger.entries.info[0]).toEqual({
      deleted: { events: 1, views: 0, rateLimitWindows: 0, passkeyChallenges: 0, unconfirmedSubscribers: 0 },
      retentionDays: 395,
    });
    expect(await remaining(db)).toHaveLength(1);

    await addEvent(db, longAgo);
    vi.advanceTimersByTime(RETENTION_INTERVAL_MS - 1);
    expect(await remaining(db)).toHaveLength(2); // not yet
    vi.advanceTimersByTime(1);
    await waitUntil(() => logger.entries.info.length === 2, { timeoutMs: 5_000, what: "the run six hours later" });
    expect(logger.entries.info[1]).toEqual({
      deleted: { events: 1, views: 0, rateLimitWindows: 0, passkeyChallenges: 0, unconfirmedSubscribers: 0 },
      retentionDays: 395,
    });
    expect(await remaining(db)).toHaveLength(1);

    await job.stop();
    await addEvent(db, longAgo);
    vi.advanceTimersByTime(4 * RETENTION_INTERVAL_MS); // an interval still scheduled would start a run now
    await job.stop(); // and this would wait for it
    expect(logger.entries.info).toHaveLength(2);
    expect(await remaining(db)).toHaveLength(2);
    expect(logger.entries.error).toEqual([]);
  });
});
