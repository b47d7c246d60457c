import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { expect, it, onTestFinished, vi } from "vitest";
import { describeOnEachEngine } from "../../../tests/helpers/database";
import { freePort } from "../../../tests/helpers/free-port";
import { type Config, parseConfig } from "../config.server";
import { type NewLead, storeLead } from "../leads/store.server";
import { createSenders, leadChannels, type Senders } from "./deliver.server";
import { deliverDueBatch, retryDelayMs, startOutboxWorker } from "./worker.server";

function recordingLogger() {
  const entries = { info: [] as unknown[], warn: [] as unknown[], error: [] as unknown[] };
  return {
    entries,
    info: (entry: unknown) => void entries.info.push(entry),
    warn: (entry: unknown) => void entries.warn.push(entry),
    error: (entry: unknown) => void entries.error.push(entry),
  };
}

function settings(env: Record<string, string>): Config {
  return parseConfig({ AGENCY_EMAIL: "agence@exemple.cm", ...env });
}

interface ReceivedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  headers: Map<string, string>;
  body: string;
}

/** Quoted-printable text (and the Q encoding of headers) back to UTF-8. */
function decodeQuoted(text: string): string {
  return decodeURIComponent(text.replace(/%/g, "%25").replace(/=([0-9A-F]{2})/gi, "%$1"));
}

/** Decodes the MIME encoded words (=?UTF-8?Q?...?= or =?UTF-8?B?...?=) of a header value. */
function decodeHeader(value: string): string {
  const joined = value.replace(/\?=\s+=\?/g, "?==?");
  return joined.replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_word, encoding: string, text: string) =>
    encoding.toUpperCase() === "B" ? Buffer.from(text, "base64").toString("utf8") : decodeQuoted(text.replace(/_/g, " ")),
  );
}

/** Just enough MIME to read the plain-text mail nodemailer sends. */
function parseMail(raw: string): Pick<ReceivedMail, "headers" | "body"> {
  const end = raw.indexOf("\r\n\r\n");
  const unfolded = raw.slice(0, end).replace(/\r\n[ \t]+/g, " ");
  const headers = new Map<string, string>();
  for (const line of unfolded.split("\r\n")) {
    const colon = line.indexOf(":");
    headers.set(line.slice(0, colon).toLowerCase(), decodeHeader(line.slice(colon + 1).trim()));
  }
  let body = raw.slice(end + 4);
  const encoding = headers.get("content-transfer-encoding");
  if (encoding === "quoted-printable") body = decodeQuoted(body.replace(/=\r\n/g, ""));
  if (encoding === "base64") body = Buffer.from(body, "base64").toString("utf8");
  return { headers, body: body.replace(/\r\n/g, "\n") };
}

/** A real SMTP server on 127.0.0.1 that keeps every mail it accepts. */
async function startSmtp(): Promise<{ url: string; mails: ReceivedMail[] }> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        mails.push({
          envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          ...parseMail(Buffer.concat(chunks).toString("utf8")),
        });
        done();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `smtp://127.0.0.1:${port}`, mails };
}

interface WebhookRequest {
  method: string;
  path: string;
  contentType: string | undefined;
  body: Record<string, unknown>;
  answered: number;
}

/**
 * A form-collection webhook on 127.0.0.1 that answers with `statuses` in turn,
 * then 200. With `hold`, answers wait until that promise resolves.
 */
async function startWebhook(statuses: number[] = [], hold?: Promise<void>) {
  const requests: WebhookRequest[] = [];
  let received = 0;
  const server = createServer((request, response) => {
    let body = "";
    request.setEncoding("utf8");
    request.on("data", (chunk: string) => {
      body += chunk;
    });
    request.on("end", async () => {
      received++;
      await hold;
      const answered = statuses.shift() ?? 200;
      requests.push({
        method: request.method ?? "",
        path: request.url ?? "",
        contentType: request.headers["content-type"],
        body: JSON.parse(body) as Record<string, unknown>,
        answered,
      });
      response.writeHead(answered, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  onTestFinished(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/formulaires/kheops`,
    /** Answered requests, in order. */
    requests,
    /** Requests that arrived, answered or still held. */
    received: () => received,
  };
}

function contactLead(message = "Bonjour, je voudrais un devis pour un site vitrine à Douala."): NewLead {
  return {
    kind: "contact",
    email: "awa.ndiaye@exemple.cm",
    fullName: "Awa Ndiaye",
    summary: "Nouveau message de contact - Awa Ndiaye : Devis",
    payload: {
      firstName: "Awa",
      lastName: "Ndiaye",
      email: "awa.ndiaye@exemple.cm",
      subject: "Devis",
      message,
      budget: "500 000 FCFA",
      metadata: { city: "Douala", country: "Cameroun", formTitle: "Formulaire de contact" },
    },
  };
}

it("forwards leads by e-mail when SMTP_URL is set, by webhook when FORMS_WEBHOOK_URL is set, both when both", () => {
  const smtp = "smtp://127.0.0.1:2525";
  const webhook = "https://formulaires.exemple.cm/kheops";
  expect(leadChannels(settings({}))).toEqual([]);
  expect(leadChannels(settings({ SMTP_URL: smtp }))).toEqual(["email"]);
  expect(leadChannels(settings({ FORMS_WEBHOOK_URL: webhook }))).toEqual(["webhook"]);
  expect(leadChannels(settings({ SMTP_URL: smtp, FORMS_WEBHOOK_URL: webhook }))).toEqual(["email", "webhook"]);
});

it("waits 30 s after the first failure, twice as long after each next one, never more than an hour", () => {
  expect([1, 2, 3, 4, 8, 9, 30].map((attempts) => retryDelayMs(attempts))).toEqual([
    30_000, 60_000, 120_000, 240_000, 3_600_000, 3_600_000, 3_600_000,
  ]);
});

describeOnEachEngine("lead outbox", (getHandle) => {
  it("mails a stored contact lead once to the agency, in French, with the visitor as Reply-To", async () => {
    const { db } = getHandle();
    const smtp = await startSmtp();
    const config = settings({ SMTP_URL: smtp.url });
    const logger = recordingLogger();
    const leadId = await storeLead(db, contactLead(), leadChannels(config));
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

    const row = await db.selectFrom("outbox").selectAll().where("lead_id", "=", leadId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ channel: "email", status: "delivered", last_error: null, locked_until: null });
    expect(Number(row.attempts)).toBe(1);
    expect(row.delivered_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(logger.entries.info).toEqual([expect.objectContaining({ leadId, channel: "email", attempts: 1 })]);
    expect(logger.entries.warn).toEqual([]);
  });

  it("sends lead mails to LEADS_MAIL_TO from LEADS_MAIL_FROM, with an accented subject intact", async () => {
    const { db } = getHandle();
    const smtp = await startSmtp();
    const config = settings({ SMTP_URL: smtp.url, LEADS_MAIL_TO: "leads@exemple.cm", LEADS_MAIL_FROM: "site@exemple.cm" });
    const summary = "Nouvelle inscription à la newsletter - Pied de page";
    const leadId = await storeLead(
      db,
      {
        kind: "newsletter",
        email: "paul@exemple.cm",
        summary,
        payload: { email: "paul@exemple.cm", source: "Footer", location: { city: "Yaoundé", countryCode: "CM" } },
      },
      leadChannels(config),
    );

    await deliverDueBatch(db, createSenders(config), { logger: recordingLogger(), maxAttempts: 3 });

    expect(smtp.mails).toHaveLength(1);
    const [mail] = smtp.mails;
    expect(mail?.envelopeFrom).toBe("site@exemple.cm");
    expect(mail?.envelopeTo).toEqual(["leads@exemple.cm"]);
    expect(mail?.headers.get("subject")).toBe(summary);
    expect(mail?.headers.get("reply-to")).toBe("paul@exemple.cm");
    expect(mail?.body.replace(/\u00a0/g, " ")).toContain("Localisation :\n  Ville : Yaoundé\n  Code pays : CM\n");
    const row = await db.selectFrom("outbox").select("status").where("lead_id", "=", leadId).executeTakeFirstOrThrow();
    expect(row.status).toBe("delivered");
  });

  it("never makes a stored address that is not a plain one the Reply-To of the mail or of the webhook", async () => {
    const { db } = getHandle();
    const smtp = await startSmtp();
    const webhook = await startWebhook();
    const config = settings({ SMTP_URL: smtp.url, FORMS_WEBHOOK_URL: webhook.url });
    // Rows stored before every newsletter source checked addresses strictly.
    const oddAddresses = [
      '"Kheops Support" <attacker@evil.example>',
      "<attacker@evil.example>",
      "awa@exemple.cm\r\nBcc: victime@exemple.cm",
    ];
    for (const email of oddAddresses) {
      await storeLead(
        db,
        {
          kind: "newsletter",
          email,
          summary: "Nouvelle inscription à la newsletter - Page d'accueil",
          payload: { email, _replyto: email },
        },
        leadChannels(config),
      );
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
    for (const request of webhook.requests) expect(request.body).not.toHaveProperty("_replyto");
  });

  it("retries a webhook that answers 500 with growing delays and delivers the lead exactly once", async () => {
    const { db } = getHandle();
    const webhook = await startWebhook([500, 500, 500]);
    const config = settings({ FORMS_WEBHOOK_URL: webhook.url });
    const leadId = await storeLead(db, contactLead(), leadChannels(config));
    const senders = createSenders(config);
    let clock = Date.now();
    const logger = recordingLogger();
    const options = { logger, maxAttempts: 8, baseDelayMs: 1000, now: () => new Date(clock) };
    const outbox = () => db.selectFrom("outbox").selectAll().where("lead_id", "=", leadId).executeTakeFirstOrThrow();

    expect(await deliverDueBatch(db, senders, options)).toEqual({ delivered: 0, failed: 0, retried: 1 });
    expect(await outbox()).toMatchObject({
      status: "pending",
      last_error: "HTTP 500",
      locked_until: null,
      next_attempt_at: new Date(clock + 1000).toISOString(),
    });
    clock += 999; // not due before its delay has passed
    expect(await deliverDueBatch(db, senders, options)).toEqual({ delivered: 0, failed: 0, retried: 0 });
    clock += 1;
    expect(await deliverDueBatch(db, senders, options)).toEqual({ delivered: 0, failed: 0, retried: 1 });
    clock += 2000;
    expect(await deliverDueBatch(db, senders, options)).toEqual({ delivered: 0, failed: 0, retried: 1 });
    clock += 4000;
    expect(await deliverDueBatch(db, senders, options)).toEqual({ delivered: 1, failed: 0, retried: 0 });
    for (const later of [60_000, 3_600_000, 86_400_000]) {
      clock += later;
      expect(await deliverDueBatch(db, senders, options)).toEqual({ delivered: 0, failed: 0, retried: 0 });
    }

    expect(webhook.requests.map((request) => request.answered)).toEqual([500, 500, 500, 200]);
    for (const request of webhook.requests) {
      expect(request).toMatchObject({ method: "POST", path: "/formulaires/kheops", contentType: "application/json" });
      expect(request.body).toEqual({
        ...contactLead().payload,
        _subject: "Nouveau message de contact - Awa Ndiaye : Devis",
        _replyto: "awa.ndiaye@exemple.cm",
      });
    }
    const row = await outbox();
    expect(row).toMatchObject({ status: "delivered", last_error: null, locked_until: null });
    expect(Number(row.attempts)).toBe(4);
    expect(logger.entries.warn).toHaveLength(3);
    expect(logger.entries.error).toEqual([]);
  });

  it("marks a delivery failed after OUTBOX_MAX_ATTEMPTS tries and never tries it again", async () => {
    const { db } = getHandle();
    const webhook = await startWebhook(Array.from({ length: 10 }, () => 503));
    const config = settings({ FORMS_WEBHOOK_URL: webhook.url, OUTBOX_MAX_ATTEMPTS: "3" });
    const leadId = await storeLead(db, contactLead(), leadChannels(config));
    const senders = createSenders(config);
    let clock = Date.now();
    const logger = recordingLogger();
    const options = { logger, maxAttempts: config.OUTBOX_MAX_ATTEMPTS, baseDelayMs: 10, now: () => new Date(clock) };

    const outcomes = [];
    for (let batch = 0; batch < 6; batch++) {
      outcomes.push(await deliverDueBatch(db, senders, options));
      clock += 3_600_000;
    }

    expect(outcomes.map((outcome) => [outcome.retried, outcome.failed])).toEqual([
      [1, 0],
      [1, 0],
      [0, 1],
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
    expect(webhook.requests).toHaveLength(3);
    const row = await db.selectFrom("outbox").selectAll().where("lead_id", "=", leadId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "failed", last_error: "HTTP 503", delivered_at: null, locked_until: null });
    expect(Number(row.attempts)).toBe(3);
    expect(logger.entries.warn).toHaveLength(2);
    expect(logger.entries.error).toEqual([expect.objectContaining({ leadId, channel: "webhook", attempts: 3, error: "HTTP 503" })]);
  });

  it("keeps the reason when the webhook cannot be reached at all", async () => {
    const { db } = getHandle();
    const config = settings({ FORMS_WEBHOOK_URL: `http://127.0.0.1:${await freePort()}/formulaires` });
    const leadId = await storeLead(db, contactLead(), leadChannels(config));

    expect(await deliverDueBatch(db, createSenders(config), { logger: recordingLogger(), maxAttempts: 1 })).toEqual({
      delivered: 0,
      failed: 1,
      retried: 0,
    });

    const row = await db.selectFrom("outbox").selectAll().where("lead_id", "=", leadId).executeTakeFirstOrThrow();
    expect(row.status).toBe("failed");
    expect(row.last_error).toContain("ECONNREFUSED");
  });

  it("sends each delivery once when two batches run at the same time on the same due rows", async () => {
    const { db } = getHandle();
    const webhook = await startWebhook();
    const config = settings({ FORMS_WEBHOOK_URL: webhook.url });
    const messages = Array.from({ length: 6 }, (_, index) => `Demande numéro ${index + 1}`);
    const leadIds: string[] = [];
    for (const message of messages) leadIds.push(await storeLead(db, contactLead(message), leadChannels(config)));
    const senders = createSenders(config);

    const [first, second] = await Promise.all([
      deliverDueBatch(db, senders, { logger: recordingLogger(), maxAttempts: 3 }),
      deliverDueBatch(db, senders, { logger: recordingLogger(), maxAttempts: 3 }),
    ]);

    expect((first?.delivered ?? 0) + (second?.delivered ?? 0)).toBe(6);
    expect(webhook.requests.map((request) => request.body.message).sort()).toEqual(messages);
    const rows = await db.selectFrom("outbox").select(["status", "attempts"]).where("lead_id", "in", leadIds).execute();
    expect(rows.map((row) => [row.status, Number(row.attempts)])).toEqual(Array.from({ length: 6 }, () => ["delivered", 1]));
  });

  it("does not send a row that another worker handled after this batch read it", async () => {
    const { db } = getHandle();
    const webhook = await startWebhook([500]);
    const config = settings({ FORMS_WEBHOOK_URL: webhook.url });
    const messages = ["Demande A", "Demande B", "Demande C"];
    const leadIds: string[] = [];
    for (const message of messages) leadIds.push(await storeLead(db, contactLead(message), leadChannels(config)));
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
    expect(webhook.requests.map((request) => request.body.message).sort()).toEqual(messages);
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

  it("runs in the background: picks up new leads, lets the running batch finish on stop, then sends nothing", async () => {
    const { db } = getHandle();
    let release = () => {};
    const hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    const webhook = await startWebhook([], hold);
    const config = settings({ FORMS_WEBHOOK_URL: webhook.url, OUTBOX_POLL_MS: "100" });
    const logger = recordingLogger();
    const worker = startOutboxWorker({ getDb: () => db, config, logger });

    const leadId = await storeLead(db, contactLead(), leadChannels(config));
    // The webhook gets the new lead and holds its answer: the batch is still running.
    await vi.waitFor(() => expect(webhook.received()).toBe(1), { timeout: 5000, interval: 20 });
    let stopped = false;
    const stopping = worker.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(stopped).toBe(false);
    release();
    await stopping;

    const row = await db.selectFrom("outbox").selectAll().where("lead_id", "=", leadId).executeTakeFirstOrThrow();
    expect(row.status).toBe("delivered");
    expect(webhook.requests).toHaveLength(1);

    const afterStop = await storeLead(db, contactLead(), leadChannels(config));
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(webhook.received()).toBe(1);
    expect(logger.entries.error).toEqual([]);
    // Deliver it by hand, so nothing stays pending for the next test.
    await deliverDueBatch(db, createSenders(config), { logger, maxAttempts: 1 });
    const last = await db.selectFrom("outbox").select("status").where("lead_id", "=", afterStop).executeTakeFirstOrThrow();
    expect(last.status).toBe("delivered");
  });
});
