import { expect, it } from "vitest";
import { describeOnEachEngine } from "../../../tests/helpers/database";
import { startHttpRecorder } from "../../../tests/helpers/fake-http";
import { contactLead, leadSettings, storeLeadFor } from "../../../tests/helpers/leads";
import { recordingLogger } from "../../../tests/helpers/recording-logger";
import { createSenders, deliverDueBatch, type Senders } from "./deliver.server";

// Two workers (two servers on one database) never send the same delivery.

describeOnEachEngine("lead outbox with two workers", (getHandle) => {
  it("sends each delivery once when two batches run at the same time on the same due rows", async () => {
    const { db } = getHandle();
    const webhook = await startHttpRecorder();
    const config = leadSettings({ FORMS_WEBHOOK_URL: `${webhook.origin}/formulaires/kheops` });
    const messages = Array.from({ length: 6 }, (_, index) => `Demande numéro ${index + 1}`);
    const leadIds: string[] = [];
    for (const message of messages) leadIds.push(await storeLeadFor(db, config, contactLead(message)));
    const senders = createSenders(config);

    const [first, second] = await Promise.all([
      deliverDueBatch(db, senders, { logger: recordingLogger(), maxAttempts: 3 }),
      deliverDueBatch(db, senders, { logger: recordingLogger(), maxAttempts: 3 }),
    ]);

    expect((first?.delivered ?? 0) + (second?.delivered ?? 0)).toBe(6);
    expect(webhook.requests.map((request) => JSON.parse(request.body).message).sort()).toEqual(messages);
    const rows = await db.selectFrom("outbox").select(["status", "attempts"]).where("lead_id", "in", leadIds).execute();
    expect(rows.map((row) => [row.status, Number(row.attempts)])).toEqual(Array.from({ length: 6 }, () => ["delivered", 1]));
  });

  it("does not send a row that another worker handled after this batch read it", async () => {
    const { db } = getHandle();
    const webhook = await startHttpRecorder({ failTimes: 1, failStatus: 500 });
    const config = leadSettings({ FORMS_WEBHOOK_URL: `${webhook.origin}/formulaires/kheops` });
    const messages = ["Demande A", "Demande B", "Demande C"];
    const leadIds: string[] = [];
    for (const message of messages) leadIds.push(await storeLeadFor(db, config, contactLead(message)));
    const senders = createSenders(config);
    let fastOutcome: Awaited<ReturnType<typeof deliverDueBatch>> | undefined;
    // The slow worker has read the three due rows; while it sends its first one,
    // a fast worker handles the two others (one fails and waits for its retry, one is delivered).
    const slowSenders: Senders = {
      webhook: async (lead) => {
        fastOutcome ??= await deliverDueBatch(db, senders, { logger: recordingLogger(), maxAttempts: 3 });
        await senders.webhook?.(lead);
      },
    };

    const slowOutcome = await deliverDueBatch(db, slowSenders, { logger: recordingLogger(), maxAttempts: 3 });

    expect(fastOutcome).toEqual({ delivered: 1, failed: 0, retried: 1 });
    expect(slowOutcome).toEqual({ delivered: 1, failed: 0, retried: 0 });
    expect(webhook.requests.map((request) => JSON.parse(request.body).message).sort()).toEqual(messages);
    expect(webhook.requests.map((request) => request.answered)).toEqual([500, 200, 200]);
    // Give the one waiting for its retry its second try, so nothing stays pending for the next test.
    const inAnHour = () => new Date(Date.now() + 3_600_000);
    expect(await deliverDueBatch(db, senders, { logger: recordingLogger(), maxAttempts: 3, now: inAnHour })).toMatchObject({
      delivered: 1,
    });
    const rows = await db.selectFrom("outbox").select(["status", "attempts"]).where("lead_id", "in", leadIds).execute();
    expect(rows.map((row) => [row.status, Number(row.attempts)]).sort()).toEqual([
      ["delivered", 1],
      ["delivered", 1],
      ["delivered", 2],
    ]);
  });
});
