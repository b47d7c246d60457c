import { expect, it } from "vitest";
import { describeOnEachEngine } from "../../../tests/helpers/database";
import { startHttpRecorder } from "../../../tests/helpers/fake-http";
import { leadSettings, outboxRowOf, storeLeadFor } from "../../../tests/helpers/leads";
import { recordingLogger } from "../../../tests/helpers/recording-logger";
import { startSmtpServer } from "../../../tests/helpers/smtp-server";
import { storeLead } from "../leads/store.server";
import { createSenders, deliverDueBatch, leadChannels } from "./deliver.server";

// What the agency receives: the channels the settings open, and the lead mail itself.

it("forwards leads by e-mail when SMTP_URL is set, by webhook when FORMS_WEBHOOK_URL is set, both when both", () => {
  const smtp = "smtp://127.0.0.1:2525";
  const webhook = "https://formulaires.exemple.cm/kheops";
  expect(leadChannels(leadSettings({}))).toEqual([]);
  expect(leadChannels(leadSettings({ SMTP_URL: smtp }))).toEqual(["email"]);
  expect(leadChannels(leadSettings({ FORMS_WEBHOOK_URL: webhook }))).toEqual(["webhook"]);
  expect(leadChannels(leadSettings({ SMTP_URL: smtp, FORMS_WEBHOOK_URL: webhook }))).toEqual(["email", "webhook"]);
});

describeOnEachEngine("lead mails", (getHandle) => {
  it("mails a stored contact lead once to the agency, in French, with the visitor as Reply-To", async () => {
    const { db } = getHandle();
    const smtp = await startSmtpServer();
    const config = leadSettings({ SMTP_URL: smtp.url });
    const logger = recordingLogger();
    const leadId = await storeLeadFor(db, config);
    const senders = createSenders(config);

    expect(await deliverDueBatch(db, senders, { logger, maxAttempts: 3 })).toEqual({ delivered: 1, failed: 0, retried: 0 });
    expect(await deliverDueBatch(db, senders, { logger, maxAttempts: 3 })).toEqual({ delivered: 0, failed: 0, retried: 0 });

    expect(smtp.mails).toHaveLength(1);
    const [mail] = smtp.mails;
    expect(mail?.envelopeFrom).toBe("agence@exemple.cm");
    expect(mail?.envelopeTo).toEqual(["agence@exemple.cm"]);
    expect(mail?.headers.get("subject")).toBe("Nouveau message de contact - Awa Ndiaye : Devis");
    expect(mail?.headers.get("reply-to")).toBe("awa.ndiaye@exemple.cm");
    expect(mail?.body).toContain("Prénom\u00a0: Awa"); // French typography: non-breaking space before the colon
    expect(mail?.body.replace(/\u00a0/g, " ").split("\n")).toEqual(
      expect.arrayContaining([
        "Prénom : Awa",
        "Nom : Ndiaye",
        "E-mail : awa.ndiaye@exemple.cm",
        "Sujet : Devis",
        "Message : Bonjour, je voudrais un devis pour un site vitrine à Douala.",
        "budget : 500 000 FCFA",
        "Contexte :",
        "  Ville : Douala",
        "  Pays : Cameroun",
        "  Formulaire : Formulaire de contact",
        `Référence : ${leadId}`,
      ]),
    );
    expect(mail?.body).toMatch(/^Reçu le .*\d{4}.* \(heure de Douala\)$/m);

    const row = await outboxRowOf(db, leadId);
    expect(row).toMatchObject({ channel: "email", status: "delivered", last_error: null, locked_until: null });
    expect(Number(row.attempts)).toBe(1);
    expect(row.delivered_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(logger.entries.info).toEqual([expect.objectContaining({ leadId, channel: "email", attempts: 1 })]);
    expect(logger.entries.warn).toEqual([]);
  });

  it("sends lead mails to LEADS_MAIL_TO from LEADS_MAIL_FROM, with an accented subject intact", async () => {
    const { db } = getHandle();
    const smtp = await startSmtpServer();
    const config = leadSettings({ SMTP_URL: smtp.url, LEADS_MAIL_TO: "leads@exemple.cm", LEADS_MAIL_FROM: "site@exemple.cm" });
    const summary = "Nouvelle inscription à la newsletter - Pied de page";
    const leadId = await storeLeadFor(db, config, {
      kind: "newsletter",
      email: "paul@exemple.cm",
      summary,
      payload: { email: "paul@exemple.cm", source: "Footer", location: { city: "Yaoundé", countryCode: "CM" } },
    });

    await deliverDueBatch(db, createSenders(config), { logger: recordingLogger(), maxAttempts: 3 });

    expect(smtp.mails).toHaveLength(1);
    const [mail] = smtp.mails;
    expect(mail?.envelopeFrom).toBe("site@exemple.cm");
    expect(mail?.envelopeTo).toEqual(["leads@exemple.cm"]);
    expect(mail?.headers.get("subject")).toBe(summary);
    expect(mail?.headers.get("reply-to")).toBe("paul@exemple.cm");
    expect(mail?.body.replace(/\u00a0/g, " ")).toContain("Localisation :\n  Ville : Yaoundé\n  Code pays : CM\n");
    expect((await outboxRowOf(db, leadId)).status).toBe("delivered");
  });

  it("never makes a stored address that is not a plain one the Reply-To of the mail or of the webhook", async () => {
    const { db } = getHandle();
    const smtp = await startSmtpServer();
    const webhook = await startHttpRecorder();
    const config = leadSettings({ SMTP_URL: smtp.url, FORMS_WEBHOOK_URL: `${webhook.origin}/formulaires` });
    // Rows stored before every newsletter source checked addresses strictly.
    const oddAddresses = [
      '"Kheops Support" <attacker@evil.example>',
      "<attacker@evil.example>",
      "awa@exemple.cm\r\nBcc: victime@exemple.cm",
    ];
    for (const email of oddAddresses) {
      const lead = {
        kind: "newsletter" as const,
        email,
        summary: "Nouvelle inscription à la newsletter - Page d'accueil",
        payload: { email, _replyto: email },
      };
      await storeLead(db, lead, leadChannels(config));
    }

    expect(await deliverDueBatch(db, createSenders(config), { logger: recordingLogger(), maxAttempts: 3 })).toEqual({
      delivered: 6,
      failed: 0,
      retried: 0,
    });

    expect(smtp.mails).toHaveLength(3);
    for (const mail of smtp.mails) {
      expect(mail.headers.has("reply-to")).toBe(false);
      expect(mail.headers.has("bcc")).toBe(false);
      expect(mail.envelopeTo).toEqual(["agence@exemple.cm"]);
    }
    // The agency still sees what was typed, as text.
    expect(smtp.mails.map((mail) => mail.body)).toEqual(
      expect.arrayContaining([expect.stringContaining('E-mail\u00a0: "Kheops Support" <attacker@evil.example>')]),
    );
    expect(webhook.requests).toHaveLength(3);
    for (const request of webhook.requests) expect(JSON.parse(request.body)).not.toHaveProperty("_replyto");
  });
});
