import { describe, expect, it } from "vitest";
import { seedConfirmedSubscribers, seededAddress, seedLetter } from "../../../scripts/lib/letter-seed";
import { createTestSqlite } from "../../../tests/helpers/database";
import { recordingLogger } from "../../../tests/helpers/recording-logger";
import { startSmtpServer } from "../../../tests/helpers/smtp-server";
import { developmentSessionSecret } from "../config.server";
import { checkUnsubscribe } from "../leads/unsubscribe.server";
import { createLetterMailer, deliverDueLetters, type LetterSettings } from "./letter-delivery.server";
import { listLetters, sendLetter } from "./letters.server";

const settings: LetterSettings = {
  SITE_URL: "https://kheops.cm",
  SESSION_SECRET: developmentSessionSecret,
  AGENCY_EMAIL: "contact@kheops.cm",
  LEADS_MAIL_FROM: "lettre@kheops.cm",
};

async function sentLetterTo(count: number) {
  const database = await createTestSqlite();
  await seedConfirmedSubscribers(database.db, count);
  const letterId = await seedLetter(database.db);
  const sent = await sendLetter(database.db, letterId, "Awa", settings.SITE_URL);
  expect(sent).toEqual({ outcome: "sent", recipients: count });
  return { ...database, letterId };
}

/** Sends batch after batch until nothing more is claimed. */
async function sendAll(run: () => Promise<{ claimed: number }>) {
  for (let batch = 0; batch < 1000; batch++) if ((await run()).claimed === 0) return;
  throw new Error("still claiming after 1000 batches");
}

describe("a letter's deliveries", () => {
  it("sends each confirmed subscriber one mail with its html and text parts and the one-click unsubscribe headers", async () => {
    const { db, letterId, destroy } = await sentLetterTo(3);
    const smtp = await startSmtpServer();
    const mailer = createLetterMailer({ ...settings, SMTP_URL: smtp.url });
    try {
      await sendAll(() => deliverDueLetters(db, settings, mailer?.send, { logger: recordingLogger(), perMinute: 1000, maxAttempts: 3 }));
    } finally {
      mailer?.close();
    }
    expect(smtp.mails.map((mail) => mail.envelopeTo[0]).sort()).toEqual([0, 1, 2].map(seededAddress));
    for (const mail of smtp.mails) {
      const to = mail.envelopeTo[0] ?? "";
      expect(mail.html).toContain("Bonjour, voici les nouvelles du mois.");
      expect(mail.text).toContain("Bonjour, voici les nouvelles du mois.");
      const list = mail.headers.get("list-unsubscribe") ?? "";
      const https = /<(https:[^>]+)>/.exec(list)?.[1] ?? "";
      const link = new URL(https);
      expect(link.pathname).toBe("/desinscription");
      expect(link.searchParams.get("email")).toBe(to);
      expect(link.searchParams.get("lettre")).toBe(letterId);
      expect(checkUnsubscribe(to, link.searchParams.get("jeton") ?? "", settings.SESSION_SECRET)).toBe(true);
      expect(list).toMatch(/<mailto:lettre@kheops\.cm\?subject=/);
      expect(mail.headers.get("list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
      expect(mail.html).toContain(https.replaceAll("&", "&amp;"));
      expect(mail.text).toContain(https);
    }
    const [letter] = await listLetters(db);
    expect(letter?.results).toEqual({ queued: 0, sent: 3, failed: 0, bouncing: 0, unsubscribes: 0 });
    await destroy();
  });

  it("marks an address a server refuses for good (550) as bouncing, retries one refused for now (451), and sends no more letters to the first", async () => {
    const { db, destroy } = await sentLetterTo(3);
    const refusals: Record<string, number> = { [seededAddress(0)]: 550, [seededAddress(1)]: 451 };
    const smtp = await startSmtpServer({
      onRcptTo(address, _session, callback) {
        const code = refusals[address.address];
        if (!code) return callback();
        const error = Object.assign(new Error(code === 550 ? "Mailbox unavailable" : "Try again later"), { responseCode: code });
        callback(error);
      },
    });
    const mailer = createLetterMailer({ ...settings, SMTP_URL: smtp.url });
    const options = { logger: recordingLogger(), perMinute: 1000, maxAttempts: 3, baseDelayMs: 60_000 };
    try {
      await sendAll(() => deliverDueLetters(db, settings, mailer?.send, options));
      const rows = await db.selectFrom("newsletter_delivery").select(["email", "status", "attempts"]).orderBy("email").execute();
      expect(rows.map((row) => [row.email, row.status, Number(row.attempts)])).toEqual([
        [seededAddress(0), "bounced", 1],
        [seededAddress(1), "pending", 1],
        [seededAddress(2), "delivered", 1],
      ]);
      const bouncing = await db.selectFrom("newsletter_subscriber").select("email").where("bounced_at", "is not", null).execute();
      expect(bouncing.map((row) => row.email)).toEqual([seededAddress(0)]);

      // The next letter leaves out the bouncing address.
      const next = await seedLetter(db, { subject: "La lettre de janvier" });
      expect(await sendLetter(db, next, "Awa", settings.SITE_URL)).toEqual({ outcome: "sent", recipients: 2 });
    } finally {
      mailer?.close();
    }
    await destroy();
  });

  it("claims no more than the minute's cap, counted across senders, and the rest once the minute has passed", async () => {
    const { db, destroy } = await sentLetterTo(12);
    let now = new Date(Date.now() + 3_600_000);
    const sent: string[] = [];
    const options = { logger: recordingLogger(), perMinute: 5, maxAttempts: 3, now: () => now };
    const send = async (message: { to: string }) => {
      sent.push(message.to);
    };
    // Two senders (two instances) at the same minute: five in all.
    await sendAll(() => deliverDueLetters(db, settings, send, options));
    await sendAll(() => deliverDueLetters(db, settings, send, options));
    expect(sent).toHaveLength(5);
    now = new Date(now.getTime() + 66_000);
    await sendAll(() => deliverDueLetters(db, settings, send, options));
    expect(sent).toHaveLength(10);
    now = new Date(now.getTime() + 66_000);
    await sendAll(() => deliverDueLetters(db, settings, send, options));
    expect([...new Set(sent)].sort()).toEqual(Array.from({ length: 12 }, (_, n) => seededAddress(n)));
    await destroy();
  });

  it("puts back unsent a claim its sender reached too late, and does not count it in the minute's cap", async () => {
    const { db, destroy } = await sentLetterTo(2);
    let now = new Date(Date.now() + 3_600_000);
    const sent: string[] = [];
    const options = { logger: recordingLogger(), perMinute: 2, maxAttempts: 3, now: () => now };
    // The first send takes longer than a claim stays fresh: the second address of the claim goes back unsent.
    const first = await deliverDueLetters(
      db,
      settings,
      async (message) => {
        sent.push(message.to);
        now = new Date(now.getTime() + 6_000);
      },
      options,
    );
    expect(first).toMatchObject({ claimed: 2, delivered: 1, putBack: 1 });
    // Within the same minute, one mail has left: there is room for the one put back.
    const second = await deliverDueLetters(db, settings, async (message) => void sent.push(message.to), options);
    expect(second).toMatchObject({ claimed: 1, delivered: 1 });
    expect([...new Set(sent)].sort()).toEqual([seededAddress(0), seededAddress(1)]);
    await destroy();
  });

  it("writes nothing while nothing is due or the minute's cap is reached", async () => {
    const { db, destroy } = await sentLetterTo(2);
    const lockTouched = () => db.selectFrom("newsletter_send_lock").select("touched_at").executeTakeFirstOrThrow();
    let now = new Date(Date.now() + 3_600_000);
    const options = { logger: recordingLogger(), perMinute: 1, maxAttempts: 3, now: () => now };
    expect(await deliverDueLetters(db, settings, async () => {}, options)).toMatchObject({ claimed: 1, delivered: 1 });
    const afterClaim = await lockTouched();
    now = new Date(now.getTime() + 1_000);
    expect((await deliverDueLetters(db, settings, async () => {}, options)).claimed).toBe(0); // the cap
    expect(await lockTouched()).toEqual(afterClaim);
    now = new Date(now.getTime() + 70_000);
    expect(await deliverDueLetters(db, settings, async () => {}, options)).toMatchObject({ claimed: 1, delivered: 1 });
    const afterLast = await lockTouched();
    now = new Date(now.getTime() + 70_000);
    expect((await deliverDueLetters(db, settings, async () => {}, options)).claimed).toBe(0); // nothing due
    expect(await lockTouched()).toEqual(afterLast);
    await destroy();
  });

  it("takes back a claim whose sender died once its lock has passed, and sends it with the same Message-ID", async () => {
    const { db, destroy } = await sentLetterTo(1);
    let now = new Date(Date.now() + 3_600_000);
    const ids: string[] = [];
    const options = { logger: recordingLogger(), perMinute: 100, maxAttempts: 3, lockMs: 120_000, now: () => now };
    // The first sender "dies" mid-send: its send never settles.
    void deliverDueLetters(
      db,
      settings,
      (message) => {
        ids.push(message.messageId);
        return new Promise(() => {});
      },
      options,
    );
    await expect.poll(() => ids.length).toBe(1);
    const idle = await deliverDueLetters(db, settings, async () => {}, options);
    expect(idle.claimed).toBe(0); // still locked
    now = new Date(now.getTime() + 121_000);
    const again = await deliverDueLetters(
      db,
      settings,
      async (message) => {
        ids.push(message.messageId);
      },
      options,
    );
    expect(again.delivered).toBe(1);
    expect(ids[1]).toBe(ids[0]);
    await destroy();
  });
});
