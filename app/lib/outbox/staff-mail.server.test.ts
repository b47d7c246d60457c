import { expect, it } from "vitest";
import { describeOnEachEngine } from "../../../tests/helpers/database";
import { leadSettings } from "../../../tests/helpers/leads";
import { recordingLogger } from "../../../tests/helpers/recording-logger";
import { startSmtpServer } from "../../../tests/helpers/smtp-server";
import { agencyMailer } from "./deliver.server";
import { createStaffMailSender, deliverDueStaffMails, queueStaffMail } from "./staff-mail.server";

const mail = (to: string) => ({
  to,
  subject: "Votre lien pour choisir un nouveau mot de passe",
  body: "Bonjour Awa,\n\nOuvrez ce lien\u00a0: https://kheops.cm/admin/nouveau-mot-de-passe?jeton=abc\n",
});

const rowOf = (db: Parameters<typeof queueStaffMail>[0], id: string) =>
  db.selectFrom("staff_mail").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

it("has no sender without SMTP_URL", () => {
  expect(createStaffMailSender(agencyMailer(leadSettings({})))).toBeUndefined();
});

describeOnEachEngine("staff mails", (getHandle) => {
  it("delivers a queued staff mail once, to the person, from the agency's address, in French", async () => {
    const { db } = getHandle();
    const smtp = await startSmtpServer();
    const send = createStaffMailSender(agencyMailer(leadSettings({ SMTP_URL: smtp.url })));
    const logger = recordingLogger();
    const id = await queueStaffMail(db, mail("awa@kheops.cm"));

    expect(await deliverDueStaffMails(db, send, { logger, maxAttempts: 3 })).toEqual({ delivered: 1, failed: 0, retried: 0 });
    expect(await deliverDueStaffMails(db, send, { logger, maxAttempts: 3 })).toEqual({ delivered: 0, failed: 0, retried: 0 });

    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]?.envelopeFrom).toBe("agence@exemple.cm");
    expect(smtp.mails[0]?.envelopeTo).toEqual(["awa@kheops.cm"]);
    expect(smtp.mails[0]?.headers.get("subject")).toBe("Votre lien pour choisir un nouveau mot de passe");
    expect(smtp.mails[0]?.body).toContain("Ouvrez ce lien\u00a0: https://kheops.cm/admin/nouveau-mot-de-passe?jeton=abc");
    // Its text (a link that opens an account) is not kept once sent.
    expect(await rowOf(db, id)).toMatchObject({ status: "delivered", last_error: null, locked_until: null, body: "" });
    // The log names the mail and its address, never its text (the link opens the account).
    expect(JSON.stringify(logger.entries)).not.toContain("jeton");
  });

  it("retries a mail the SMTP server refuses, with growing delays, then marks it failed", async () => {
    const { db } = getHandle();
    const smtp = await startSmtpServer({
      onRcptTo(_address, _session, callback) {
        callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
      },
    });
    const send = createStaffMailSender(agencyMailer(leadSettings({ SMTP_URL: smtp.url })));
    const logger = recordingLogger();
    let clock = Date.now() + 86_400_000; // later than the other tests' mails, which are all due by then
    await db.updateTable("staff_mail").set({ status: "delivered" }).where("status", "=", "pending").execute();
    const id = await queueStaffMail(db, mail("paul@kheops.cm"), new Date(clock));
    const options = { logger, maxAttempts: 3, baseDelayMs: 1000, now: () => new Date(clock) };

    expect(await deliverDueStaffMails(db, send, options)).toEqual({ delivered: 0, failed: 0, retried: 1 });
    expect(await rowOf(db, id)).toMatchObject({ status: "pending", next_attempt_at: new Date(clock + 1000).toISOString() });
    expect((await rowOf(db, id)).last_error).toContain("Mailbox unavailable");
    clock += 999;
    expect(await deliverDueStaffMails(db, send, options)).toEqual({ delivered: 0, failed: 0, retried: 0 });
    clock += 1;
    expect(await deliverDueStaffMails(db, send, options)).toEqual({ delivered: 0, failed: 0, retried: 1 });
    clock += 2000;
    expect(await deliverDueStaffMails(db, send, options)).toEqual({ delivered: 0, failed: 1, retried: 0 });
    clock += 3_600_000;
    expect(await deliverDueStaffMails(db, send, options)).toEqual({ delivered: 0, failed: 0, retried: 0 });
    expect(await rowOf(db, id)).toMatchObject({ status: "failed", locked_until: null, body: "" });
    expect(Number((await rowOf(db, id)).attempts)).toBe(3);
    expect(smtp.mails).toHaveLength(0);
    expect(logger.entries.error).toEqual([expect.objectContaining({ staffMailId: id, attempts: 3 })]);
  });

  it("fails, saying why, a mail queued while SMTP_URL was set once it no longer is", async () => {
    const { db } = getHandle();
    const logger = recordingLogger();
    const clock = Date.now() + 10 * 86_400_000;
    await db.updateTable("staff_mail").set({ status: "delivered" }).where("status", "=", "pending").execute();
    const id = await queueStaffMail(db, mail("jean@kheops.cm"), new Date(clock));
    expect(await deliverDueStaffMails(db, undefined, { logger, maxAttempts: 1, now: () => new Date(clock) })).toEqual({
      delivered: 0,
      failed: 1,
      retried: 0,
    });
    expect((await rowOf(db, id)).last_error).toContain("SMTP_URL");
  });
});
