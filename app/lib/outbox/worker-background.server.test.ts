import { expect, it, onTestFinished, vi } from "vitest";
import { describeOnEachEngine } from "../../../tests/helpers/database";
import { startHttpRecorder } from "../../../tests/helpers/fake-http";
import { leadSettings, outboxRowOf, storeLeadFor } from "../../../tests/helpers/leads";
import { recordingLogger } from "../../../tests/helpers/recording-logger";
import { createSenders, deliverDueBatch, startOutboxWorker } from "./deliver.server";

// The worker's loop. Its poll timer runs on Vitest's clock (setInterval alone is
// faked): a poll happens when the test moves that clock, and each batch it starts
// reads the database through getDb, which counts them.

describeOnEachEngine("lead outbox worker", (getHandle) => {
  it("runs in the background: picks up new leads, lets the running batch finish on stop, then sends nothing", async () => {
    const { db } = getHandle();
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const webhook = await startHttpRecorder();
    const release = webhook.hold();
    const config = leadSettings({ FORMS_WEBHOOK_URL: `${webhook.origin}/formulaires/kheops`, OUTBOX_POLL_MS: "100" });
    const logger = recordingLogger();
    let batches = 0;
    const worker = startOutboxWorker({
      getDb: () => {
        batches++;
        return db;
      },
      config,
      logger,
    });

    const leadId = await storeLeadFor(db, config);
    // With fake timers, each check of vi.waitFor moves the clock one poll on.
    // The webhook gets the new lead and holds its answer: the batch is still running.
    await vi.waitFor(() => expect(webhook.requests).toHaveLength(1), { timeout: 5000, interval: 100 });
    // What had been logged when stop() resolved: the held delivery must be in it.
    const loggedWhenStopped = worker.stop().then(() => [...logger.entries.info]);
    release();
    expect(await loggedWhenStopped).toEqual([expect.objectContaining({ leadId, channel: "webhook", attempts: 1 })]);

    expect((await outboxRowOf(db, leadId)).status).toBe("delivered");
    expect(webhook.requests).toHaveLength(1);

    const afterStop = await storeLeadFor(db, config);
    const batchesWhenStopped = batches;
    vi.advanceTimersByTime(400); // four polls' time: a poll still scheduled would start a batch now
    expect(batches).toBe(batchesWhenStopped);
    expect(webhook.requests).toHaveLength(1);
    expect(logger.entries.error).toEqual([]);
    // Deliver it by hand, so nothing stays pending for the next test.
    await deliverDueBatch(db, createSenders(config), { logger, maxAttempts: 1 });
    expect((await outboxRowOf(db, afterStop)).status).toBe("delivered");
  });
});
