import { expect, it, vi } from "vitest";
import { stopHost } from "../../scripts/lib/host-process";
import { describeEachEngine, hostDatabasesOn } from "../helpers/database";
import { contactFormFields, emailChannelToNowhere, leadTables } from "../helpers/leads";
import { postForm, startSite } from "../helpers/site";
import { startSmtpServer } from "../helpers/smtp-server";

// The real host (server/index.ts, development mode) on a real database, posted to
// as a browser without JavaScript posts: a lead acknowledged just before the
// host dies is neither lost nor mailed twice.

describeEachEngine("lead durability across a kill -9", (engine) => {
  const freshDatabase = hostDatabasesOn(engine);

  it("keeps a contact acknowledged just before a kill -9 and mails it exactly once after the restart", async () => {
    const database = await freshDatabase();
    const first = await startSite({ ...database.env, ...(await emailChannelToNowhere()) });

    const answer = await postForm(first, "/contact", contactFormFields);
    first.child.kill("SIGKILL");
    expect(answer.status).toBe(200);
    await first.exited;
    expect(first.child.signalCode).toBe("SIGKILL");

    const smtp = await startSmtpServer();
    const second = await startSite({
      ...database.env,
      SMTP_URL: smtp.url,
      LEADS_MAIL_TO: "leads@kheops.cm",
      LEADS_MAIL_FROM: "site@kheops.cm",
      OUTBOX_POLL_MS: "200",
    });
    const db = database.connect();
    await vi.waitFor(async () => expect((await leadTables(db)).outbox.map((row) => row.status)).toEqual(["delivered"]), {
      timeout: 60_000,
      interval: 100,
    });
    const { leads, outbox } = await leadTables(db);
    expect(await stopHost(second)).toBe(0); // lets a running batch finish: no mail can follow

    expect(leads).toEqual([expect.objectContaining({ kind: "contact", email: "awa@example.cm", full_name: "Awa Ngono" })]);
    expect(outbox.map((row) => Number(row.attempts))).toEqual([1]); // the first host never tried it
    expect(outbox).toEqual([expect.objectContaining({ lead_id: leads[0]?.id, channel: "email", status: "delivered", last_error: null })]);
    const mails = smtp.mails.map((mail) => ({ from: mail.envelopeFrom, to: mail.envelopeTo, subject: mail.headers.get("subject") }));
    expect(mails).toEqual([{ from: "site@kheops.cm", to: ["leads@kheops.cm"], subject: expect.stringContaining("Awa Ngono") }]);
  }, 180_000);
});
