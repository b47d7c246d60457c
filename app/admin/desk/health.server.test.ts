import { expect, it, onTestFinished } from "vitest";
import { newId } from "~/lib/db/ids";
import type { OutboxStatus } from "~/lib/db/schema";
import { freePort } from "../../../scripts/lib/free-port";
import { createTestSqlite, describeOnEachEngine } from "../../../tests/helpers/database";
import { leadSettings } from "../../../tests/helpers/leads";
import { startSilentServer, startSmtpServer } from "../../../tests/helpers/smtp-server";
import { loadHealth, sendTestEmail } from "./health.server";

const smtpError = (message: string, responseCode: number) => Object.assign(new Error(message), { responseCode });

it("says which services are configured, without giving away their addresses or keys", async () => {
  const { db, destroy } = await createTestSqlite();
  onTestFinished(destroy);
  const bare = leadSettings();
  const full = leadSettings({
    SMTP_URL: "smtps://kheops:MotDePasseSmtp@smtp.exemple.cm:465",
    FORMS_WEBHOOK_URL: "https://formulaires.exemple.cm/cle-secrete-webhook",
    GA4_MEASUREMENT_ID: "G-ABC123",
    GA4_API_SECRET: "secret-ga4",
    UNSPLASH_ACCESS_KEY: "cle-unsplash",
    PIXABAY_API_KEY: "cle-pixabay",
    AI_API_URL: "https://ia.exemple.cm/v1/chat/completions",
    AI_API_KEY: "cle-ia",
    AI_MODEL: "modele",
  });

  expect((await loadHealth(db, bare)).channels).toEqual({
    smtp: false,
    webhook: false,
    ga4: false,
    imageSearch: { unsplash: false, pexels: false, pixabay: false },
    ai: false,
  });
  const health = await loadHealth(db, full);
  expect(health.channels).toEqual({
    smtp: true,
    webhook: true,
    ga4: true,
    imageSearch: { unsplash: true, pexels: false, pixabay: true },
    ai: true,
  });
  const shown = JSON.stringify(health);
  for (const secret of ["MotDePasseSmtp", "cle-secrete-webhook", "secret-ga4", "cle-unsplash", "cle-pixabay", "cle-ia", "exemple.cm"]) {
    expect(shown).not.toContain(secret);
  }
  expect((await loadHealth(db, { ...full, GA4_API_SECRET: undefined })).channels.ga4).toBe(false);
});

it("says why no newsletter confirmation link leaves while SMTP_URL is not set", async () => {
  const { db, destroy } = await createTestSqlite();
  onTestFinished(destroy);
  const reason = expect.stringContaining("Pas de SMTP_URL\u00a0: aucun lien de confirmation ne part");

  expect(
    (await loadHealth(db, leadSettings({ FORMS_WEBHOOK_URL: "https://formulaires.exemple.cm/crochet" }))).launch.warnings,
  ).toContainEqual(reason);
  expect((await loadHealth(db, leadSettings({ SMTP_URL: "smtp://127.0.0.1:2525" }))).launch.warnings).not.toContainEqual(reason);
});

describeOnEachEngine("the outbox in the health view", (getHandle) => {
  it("counts the deliveries per status and gives the creation time of the oldest one still pending", async () => {
    const { db } = getHandle();
    await db.deleteFrom("outbox").execute();
    await db.deleteFrom("lead").execute();
    const leadId = newId();
    await db
      .insertInto("lead")
      .values({
        id: leadId,
        kind: "contact",
        email: "awa@exemple.cm",
        full_name: null,
        summary: "Test",
        payload: "{}",
        created_at: "2026-11-20T08:00:00.000Z",
      })
      .execute();
    const deliveries: [OutboxStatus, string][] = [
      ["pending", "2026-11-22T09:00:00.000Z"],
      ["pending", "2026-11-21T07:30:00.000Z"],
      ["delivered", "2026-11-20T08:00:00.000Z"],
      ["delivered", "2026-11-20T08:00:01.000Z"],
      ["delivered", "2026-11-23T08:00:00.000Z"],
      ["failed", "2026-11-19T08:00:00.000Z"],
    ];
    for (const [status, createdAt] of deliveries) {
      await db
        .insertInto("outbox")
        .values({
          id: newId(),
          lead_id: leadId,
          channel: "email",
          status,
          next_attempt_at: createdAt,
          locked_until: null,
          last_error: null,
          created_at: createdAt,
          delivered_at: null,
        })
        .execute();
    }

    expect((await loadHealth(db, leadSettings())).outbox).toEqual({
      pending: 2,
      delivered: 3,
      failed: 1,
      oldestPendingAt: "2026-11-21T07:30:00.000Z",
    });

    await db.updateTable("outbox").set({ status: "delivered" }).where("status", "=", "pending").execute();
    expect((await loadHealth(db, leadSettings())).outbox).toEqual({ pending: 0, delivered: 5, failed: 1, oldestPendingAt: null });
  });
});

it("sends a French test mail from LEADS_MAIL_FROM to LEADS_MAIL_TO and shows the server's answer", async () => {
  const smtp = await startSmtpServer();
  const config = leadSettings({ SMTP_URL: smtp.url, LEADS_MAIL_FROM: "site@exemple.cm", LEADS_MAIL_TO: "leads@exemple.cm" });

  const result = await sendTestEmail(config);

  expect(result).toEqual({ ok: true, response: expect.stringMatching(/^250 /), to: "leads@exemple.cm" });
  expect(smtp.mails).toHaveLength(1);
  const [mail] = smtp.mails;
  expect(mail?.envelopeFrom).toBe("site@exemple.cm");
  expect(mail?.envelopeTo).toEqual(["leads@exemple.cm"]);
  expect(mail?.headers.get("subject")).toBe("Test d'envoi depuis l'administration Kheops Digital");
  expect(mail?.body).toContain("pour vérifier l'envoi des e-mails");
});

it("sends the test mail to the address the staff typed, else to AGENCY_EMAIL when LEADS_MAIL_TO is unset", async () => {
  const smtp = await startSmtpServer();
  const config = leadSettings({ SMTP_URL: smtp.url });

  expect((await sendTestEmail(config, " paul@exemple.cm ")).ok).toBe(true);
  expect((await sendTestEmail(config)).ok).toBe(true);

  expect(smtp.mails.map((mail) => mail.envelopeTo)).toEqual([["paul@exemple.cm"], ["agence@exemple.cm"]]);
  expect(smtp.mails.map((mail) => mail.envelopeFrom)).toEqual(["agence@exemple.cm", "agence@exemple.cm"]);
});

it("refuses a recipient that is not one plain address, before connecting", async () => {
  const smtp = await startSmtpServer();
  const config = leadSettings({ SMTP_URL: smtp.url });

  for (const to of ["pas-une-adresse", "a@exemple.cm, b@exemple.cm", "a@exemple.cm\r\nBcc: b@exemple.cm"]) {
    expect(await sendTestEmail(config, to), to).toEqual({
      ok: false,
      error: "L'adresse du destinataire n'est pas une adresse e-mail valide.",
    });
  }
  expect(smtp.mails).toEqual([]);
});

it("says so when SMTP_URL is not set", async () => {
  expect(await sendTestEmail(leadSettings())).toEqual({ ok: false, error: "SMTP n'est pas configuré (SMTP_URL)." });
});

it("gives the server's refusal in French", async () => {
  const smtp = await startSmtpServer({
    onRcptTo: (_address, _session, callback) => callback(smtpError("Boîte aux lettres inconnue", 550)),
  });

  const result = await sendTestEmail(leadSettings({ SMTP_URL: smtp.url }));

  expect(result).toEqual({ ok: false, error: expect.stringMatching(/^Le serveur de messagerie a refusé l'envoi\u00a0: 550 .*inconnue/) });
});

it("says the login was refused, without repeating the password of SMTP_URL", async () => {
  const smtp = await startSmtpServer({
    authOptional: false,
    allowInsecureAuth: true,
    onAuth: (auth, _session, callback) => callback(smtpError(`Identifiants refusés pour ${auth.username} / ${auth.password}`, 535)),
  });

  const result = await sendTestEmail(leadSettings({ SMTP_URL: `smtp://kheops-site:Mot2PasseSecret@${new URL(smtp.url).host}` }));

  expect(result.ok).toBe(false);
  const error = result.ok ? "" : result.error;
  expect(error).toMatch(/^Le serveur de messagerie a refusé l'identifiant ou le mot de passe de SMTP_URL\u00a0: 535 /);
  expect(error).not.toContain("Mot2PasseSecret");
  expect(error).not.toContain("kheops-site");
});

it("says in French that nothing answers on the SMTP port", async () => {
  const result = await sendTestEmail(leadSettings({ SMTP_URL: `smtp://127.0.0.1:${await freePort()}` }));

  expect(result).toEqual({
    ok: false,
    error: "Impossible de joindre le serveur de messagerie\u00a0: la connexion a été refusée (vérifiez l'hôte et le port de SMTP_URL).",
  });
});

it("gives up after the timeout when the server never answers", async () => {
  const silent = await startSilentServer();

  const result = await sendTestEmail(leadSettings({ SMTP_URL: silent }), undefined, { timeoutMs: 1000 });

  // Without the timeout the call would wait for the silent server forever, past the test's own limit.
  expect(result).toEqual({ ok: false, error: "Le serveur de messagerie n'a pas répondu en 1\u00a0seconde." });
});
