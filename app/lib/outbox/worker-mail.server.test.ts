import { expect, it } from "vitest";
import { describeOnEachEngine } from "../../../tests/helpers/database";
import { leadSettings, outboxRowOf, storeLeadFor } from "../../../tests/helpers/leads";
import { recordingLogger } from "../../../tests/helpers/recording-logger";
import { startSmtpServer } from "../../../tests/helpers/smtp-server";
import { createSenders, leadChannels } from "./deliver.server";
import { deliverDueBatch } from "./worker.server";

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
});
