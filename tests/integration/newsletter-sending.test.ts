import type { Kysely } from "kysely";
import { expect, it, vi } from "vitest";
import type { Database } from "~/lib/db/schema";
import { stopHost } from "../../scripts/lib/host-process";
import { seedConfirmedSubscribers, seedLetter } from "../../scripts/lib/letter-seed";
import { describeEachEngine, hostDatabasesOn } from "../helpers/database";
import { startSite } from "../helpers/site";
import { type ReceivedMail, startSmtpServer } from "../helpers/smtp-server";

// The real host (the build) sending a letter to 2 000 confirmed subscribers through a real SMTP server on
// 127.0.0.1: killed with SIGKILL halfway and started again, or two instances sending the same letter. What the
// SMTP server received is the proof.

const subscribers = 2_000;

async function deliveredCount(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("newsletter_delivery")
    .select((eb) => eb.fn.countAll().as("count"))
    .where("status", "=", "delivered")
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The mails each address received, by Message-ID. */
function receivedBy(mails: readonly ReceivedMail[]) {
  const byAddress = new Map<string, string[]>();
  for (const mail of mails) {
    const to = mail.envelopeTo[0] ?? "";
    byAddress.set(to, [...(byAddress.get(to) ?? []), mail.headers.get("message-id") ?? ""]);
  }
  return byAddress;
}

describeEachEngine("a letter to 2 000 subscribers", (engine) => {
  const freshDatabase = hostDatabasesOn(engine);

  it("reaches every subscriber once after a kill -9 of the sending instance halfway and a restart", async () => {
    const database = await freshDatabase();
    const smtp = await startSmtpServer();
    const env = { ...database.env, SMTP_URL: smtp.url, OUTBOX_POLL_MS: "200", NEWSLETTER_MAILS_PER_MINUTE: "100000" };
    const first = await startSite(env);
    const db = database.connect({ write: true });
    const addresses = await seedConfirmedSubscribers(db, subscribers);
    await seedLetter(db, { status: "scheduled", scheduledAt: new Date().toISOString() });

    await vi.waitFor(() => expect(smtp.mails.length).toBeGreaterThanOrEqual(subscribers / 2), { timeout: 120_000, interval: 5 });
    first.child.kill("SIGKILL");
    await first.exited;
    const beforeRestart = smtp.mails.length;
    expect(beforeRestart).toBeLessThan(subscribers); // killed mid-send, not after

    const second = await startSite(env);
    await vi.waitFor(async () => expect(await deliveredCount(db)).toBe(subscribers), { timeout: 180_000, interval: 200 });
    expect(await stopHost(second)).toBe(0);

    const byAddress = receivedBy(smtp.mails);
    expect([...byAddress.keys()].sort()).toEqual(addresses);
    // One message per address. The one mail a SIGKILL can catch between the server's "250 OK" and the row's
    // update is sent again, with the same Message-ID (letter-delivery.server.ts): the same message for a mailbox.
    for (const ids of byAddress.values()) expect(new Set(ids).size).toBe(1);
    expect(smtp.mails.length - subscribers).toBeLessThanOrEqual(1);
  }, 400_000);

  it("reaches every subscriber exactly once when two instances send the same letter", async () => {
    const database = await freshDatabase();
    const smtp = await startSmtpServer();
    const env = { ...database.env, SMTP_URL: smtp.url, OUTBOX_POLL_MS: "200", NEWSLETTER_MAILS_PER_MINUTE: "100000" };
    const one = await startSite(env);
    const two = await startSite(env);
    const db = database.connect({ write: true });
    const addresses = await seedConfirmedSubscribers(db, subscribers);
    await seedLetter(db, { status: "scheduled", scheduledAt: new Date().toISOString() });

    await vi.waitFor(async () => expect(await deliveredCount(db)).toBe(subscribers), { timeout: 180_000, interval: 200 });
    expect(await stopHost(one)).toBe(0);
    expect(await stopHost(two)).toBe(0);

    expect(smtp.mails).toHaveLength(subscribers);
    expect([...receivedBy(smtp.mails).keys()].sort()).toEqual(addresses);
    const letters = await db.selectFrom("newsletter_letter").select(["status", "recipients"]).execute();
    expect(letters).toEqual([{ status: "sent", recipients: subscribers }]);
  }, 400_000);

  it("marks an address the mail server refuses for good (550) as bouncing, and delivers the others", async () => {
    const database = await freshDatabase();
    const refused = "abonne-00001@exemple.cm";
    const smtp = await startSmtpServer({
      onRcptTo(address, _session, callback) {
        if (address.address !== refused) return callback();
        callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
      },
    });
    const site = await startSite({ ...database.env, SMTP_URL: smtp.url, OUTBOX_POLL_MS: "200", NEWSLETTER_MAILS_PER_MINUTE: "100000" });
    const db = database.connect({ write: true });
    await seedConfirmedSubscribers(db, 3);
    await seedLetter(db, { status: "scheduled", scheduledAt: new Date().toISOString() });

    const statuses = async () =>
      (await db.selectFrom("newsletter_delivery").select(["email", "status"]).orderBy("email").execute()).map((row) => [
        row.email,
        row.status,
      ]);
    await vi.waitFor(
      async () =>
        expect(await statuses()).toEqual([
          ["abonne-00000@exemple.cm", "delivered"],
          [refused, "bounced"],
          ["abonne-00002@exemple.cm", "delivered"],
        ]),
      { timeout: 60_000, interval: 200 },
    );
    expect(await stopHost(site)).toBe(0);
    const bouncing = await db.selectFrom("newsletter_subscriber").select("email").where("bounced_at", "is not", null).execute();
    expect(bouncing).toEqual([{ email: refused }]);
    expect(smtp.mails.map((mail) => mail.envelopeTo[0]).sort()).toEqual(["abonne-00000@exemple.cm", "abonne-00002@exemple.cm"]);
  }, 120_000);
});
