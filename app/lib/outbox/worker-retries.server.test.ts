import { expect, it } from "vitest";
import { freePort } from "../../../scripts/lib/free-port";
import { describeOnEachEngine } from "../../../tests/helpers/database";
import { startHttpRecorder } from "../../../tests/helpers/fake-http";
import { contactLead, leadSettings, outboxRowOf, storeLeadFor } from "../../../tests/helpers/leads";
import { recordingLogger } from "../../../tests/helpers/recording-logger";
import { createSenders, deliverDueBatch } from "./deliver.server";
import { retryDelayMs } from "./queue.server";

// A delivery that fails is tried again later, and given up after OUTBOX_MAX_ATTEMPTS.
// The batches read an injected clock, so "later" costs no time.

it("waits 30 s after the first failure, twice as long after each next one, never more than an hour", () => {
  expect([1, 2, 3, 4, 8, 9, 30].map((attempts) => retryDelayMs(attempts))).toEqual([
    30_000, 60_000, 120_000, 240_000, 3_600_000, 3_600_000, 3_600_000,
  ]);
});

describeOnEachEngine("lead delivery retries", (getHandle) => {
  it("retries a webhook that answers 500 with growing delays and delivers the lead exactly once", async () => {
    const { db } = getHandle();
    const webhook = await startHttpRecorder({ failTimes: 3, failStatus: 500 });
    const config = leadSettings({ FORMS_WEBHOOK_URL: `${webhook.origin}/formulaires/kheops` });
    const leadId = await storeLeadFor(db, config);
    const senders = createSenders(config);
    let clock = Date.now();
    const logger = recordingLogger();
    const options = { logger, maxAttempts: 8, baseDelayMs: 1000, now: () => new Date(clock) };

    expect(await deliverDueBatch(db, senders, options)).toEqual({ delivered: 0, failed: 0, retried: 1 });
    expect(await outboxRowOf(db, leadId)).toMatchObject({
      status: "pending",
      last_error: "HTTP 500",
      locked_until: null,
      next_attempt_at: new Date(clock + 1000).toISOString(),
    });
    clock += 999; // not due before its delay has passed
    expect(await deliverDueBatch(db, senders, options)).toEqual({ delivered: 0, failed: 0, retried: 0 });
    clock += 1;
    expect(await deliverDueBatch(db, senders, options)).toEqual({ delivered: 0, failed: 0, retried: 1 });
    clock += 2000;
    expect(await deliverDueBatch(db, senders, options)).toEqual({ delivered: 0, failed: 0, retried: 1 });
    clock += 4000;
    expect(await deliverDueBatch(db, senders, options)).toEqual({ delivered: 1, failed: 0, retried: 0 });
    for (const later of [60_000, 3_600_000, 86_400_000]) {
      clock += later;
      expect(await deliverDueBatch(db, senders, options)).toEqual({ delivered: 0, failed: 0, retried: 0 });
    }

    expect(webhook.requests.map((request) => request.answered)).toEqual([500, 500, 500, 200]);
    for (const request of webhook.requests) {
      expect(request).toMatchObject({ method: "POST", path: "/formulaires/kheops", contentType: "application/json" });
      expect(JSON.parse(request.body)).toEqual({
        ...contactLead().payload,
        _subject: "Nouveau message de contact - Awa Ndiaye : Devis",
        _replyto: "awa.ndiaye@exemple.cm",
      });
    }
    const row = await outboxRowOf(db, leadId);
    expect(row).toMatchObject({ status: "delivered", last_error: null, locked_until: null });
    expect(Number(row.attempts)).toBe(4);
    expect(logger.entries.warn).toHaveLength(3);
    expect(logger.entries.error).toEqual([]);
  });

  it("marks a delivery failed after OUTBOX_MAX_ATTEMPTS tries and never tries it again", async () => {
    const { db } = getHandle();
    const webhook = await startHttpRecorder({ failTimes: 10, failStatus: 503 });
    const config = leadSettings({ FORMS_WEBHOOK_URL: `${webhook.origin}/formulaires/kheops`, OUTBOX_MAX_ATTEMPTS: "3" });
    const leadId = await storeLeadFor(db, config);
    const senders = createSenders(config);
    let clock = Date.now();
    const logger = recordingLogger();
    const options = { logger, maxAttempts: config.OUTBOX_MAX_ATTEMPTS, baseDelayMs: 10, now: () => new Date(clock) };

    const outcomes = [];
    for (let batch = 0; batch < 6; batch++) {
      outcomes.push(await deliverDueBatch(db, senders, options));
      clock += 3_600_000;
    }

    expect(outcomes.map((outcome) => [outcome.retried, outcome.failed])).toEqual([
      [1, 0],
      [1, 0],
      [0, 1],
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
    expect(webhook.requests).toHaveLength(3);
    const row = await outboxRowOf(db, leadId);
    expect(row).toMatchObject({ status: "failed", last_error: "HTTP 503", delivered_at: null, locked_until: null });
    expect(Number(row.attempts)).toBe(3);
    expect(logger.entries.warn).toHaveLength(2);
    expect(logger.entries.error).toEqual([expect.objectContaining({ leadId, channel: "webhook", attempts: 3, error: "HTTP 503" })]);
  });

  it("keeps the reason when the webhook cannot be reached at all", async () => {
    const { db } = getHandle();
    const config = leadSettings({ FORMS_WEBHOOK_URL: `http://127.0.0.1:${await freePort()}/formulaires` });
    const leadId = await storeLeadFor(db, config);

    expect(await deliverDueBatch(db, createSenders(config), { logger: recordingLogger(), maxAttempts: 1 })).toEqual({
      delivered: 0,
      failed: 1,
      retried: 0,
    });

    const row = await outboxRowOf(db, leadId);
    expect(row.status).toBe("failed");
    expect(row.last_error).toContain("ECONNREFUSED");
  });
});
