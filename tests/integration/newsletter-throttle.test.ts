import { expect, it, vi } from "vitest";
import { stopHost } from "../../scripts/lib/host-process";
import { seedConfirmedSubscribers, seedLetter } from "../../scripts/lib/letter-seed";
import { describeEachEngine, hostDatabasesOn } from "../helpers/database";
import { startSite } from "../helpers/site";
import { startSmtpServer } from "../helpers/smtp-server";

// The real host (the build) sending a letter with a low NEWSLETTER_MAILS_PER_MINUTE to a real SMTP server on
// 127.0.0.1, whose clock says when each mail arrived. A file of its own: it waits out a minute per engine, beside
// the other files. The engines wait one after the other: no test runs concurrently (tests/setup/one-test-at-a-time.ts).

describeEachEngine("the letters' per-minute cap", (engine) => {
  const freshDatabase = hostDatabasesOn(engine);

  it("never lets more than NEWSLETTER_MAILS_PER_MINUTE reach the mail server in any minute of its log", { timeout: 300_000 }, async () => {
    const cap = 20;
    const database = await freshDatabase();
    const smtp = await startSmtpServer();
    const site = await startSite({
      ...database.env,
      SMTP_URL: smtp.url,
      OUTBOX_POLL_MS: "200",
      NEWSLETTER_MAILS_PER_MINUTE: String(cap),
    });
    const db = database.connect({ write: true });
    await seedConfirmedSubscribers(db, cap + 5);
    const seededAt = Date.now();
    await seedLetter(db, { status: "scheduled", scheduledAt: new Date(seededAt).toISOString() });

    // A timeout comes with what a failure here needs: when each mail arrived, the deliveries' rows, the host's log.
    await vi
      .waitFor(() => expect(smtp.mails).toHaveLength(cap + 5), { timeout: 230_000, interval: 200 })
      .catch(async (error: unknown) => {
        const arrivals = smtp.mails.map((mail) => mail.receivedAt.getTime() - seededAt).join(", ");
        const deliveries = await db
          .selectFrom("newsletter_delivery")
          .select(["status", "attempts", "claimed_at", "next_attempt_at", "last_error"])
          .execute();
        throw new Error(
          [
            error instanceof Error ? error.message : String(error),
            `seeded at ${new Date(seededAt).toISOString()}; mails arrived after (ms): ${arrivals}`,
            `deliveries: ${JSON.stringify(deliveries)}`,
            `the host's log:\n${site.output().slice(-20_000)}`,
          ].join("\n"),
        );
      });
    expect(await stopHost(site)).toBe(0);

    // The mail server's clock, not the test's: for each mail, the ones received within the minute from it.
    const times = smtp.mails.map((mail) => mail.receivedAt.getTime()).sort((a, b) => a - b);
    const busiestMinute = Math.max(...times.map((start) => times.filter((time) => time >= start && time < start + 60_000).length));
    expect(busiestMinute).toBe(cap);
  });
});
