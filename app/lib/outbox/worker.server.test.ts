import { createServer, type Server } from "node:http";
import { SMTPServer } from "smtp-server";
import { afterEach, expect, it } from "vitest";
import { describeOnEachEngine } from "../../../tests/helpers/database";
import { freePort } from "../../../tests/helpers/free-port";
import { type Config, parseConfig } from "../config.server";
import { storeLead } from "../leads/store.server";
import { createSenders, leadChannels } from "./deliver.server";
import { deliverDueBatch, retryDelayMs } from "./worker.server";

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

function config(overrides: Record<string, string>): Config {
  return parseConfig({ AGENCY_EMAIL: "agence@exemple.cm", ...overrides });
}

async function startSmtp(): Promise<{ url: string; mails: { from: string; to: string[]; raw: string }[] }> {
  const mails: { from: string; to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, done) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => {
        raw += chunk.toString("utf8");
      });
      stream.on("end", () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((to) => to.address),
          raw,
        });
        done();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  closers.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `smtp://127.0.0.1:${port}`, mails };
}

/** A webhook that answers with the given statuses in turn, then 200. */
async function startWebhook(statuses: number[]): Promise<{ url: string; bodies: unknown[] }> {
  const bodies: unknown[] = [];
  const server: Server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => {
      body += chunk.toString("utf8");
    });
    request.on("end", () => {
      bodies.push(JSON.parse(body));
      response.statusCode = statuses.shift() ?? 200;
      response.end("{}");
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  closers.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `http://127.0.0.1:${port}/formulaires`, bodies };
}

const contactLead = {
  kind: "contact" as const,
  email: "awa@exemple.cm",
  fullName: "Awa Ndiaye",
  summary: "Nouveau message de contact - Awa Ndiaye : Devis",
  payload: {
    firstName: "Awa",
    lastName: "Ndiaye",
    email: "awa@exemple.cm",
    subject: "Devis",
    message: "Un site vitrine",
    metadata: { city: "Douala" },
  },
};

it("chooses the channels from the settings", () => {
  expect(leadChannels({})).toEqual([]);
  expect(leadChannels({ SMTP_URL: "smtp://x" })).toEqual(["email"]);
  expect(leadChannels({ FORMS_WEBHOOK_URL: "https://x.cm" })).toEqual(["webhook"]);
  expect(leadChannels({ SMTP_URL: "smtp://x", FORMS_WEBHOOK_URL: "https://x.cm" })).toEqual(["email", "webhook"]);
  expect(retryDelayMs(1)).toBe(30_000);
  expect(retryDelayMs(3)).toBe(120_000);
  expect(retryDelayMs(20)).toBe(3_600_000);
});

describeOnEachEngine("outbox", (getHandle) => {
  it("mails a stored lead once to the agency, in French, with the visitor as Reply-To", async () => {
    const { db } = getHandle();
    const smtp = await startSmtp();
    const settings = config({ SMTP_URL: smtp.url });
    const leadId = await storeLead(db, contactLead, leadChannels(settings));

    expect(await deliverDueBatch(db, createSenders(settings), quiet, { maxAttempts: 3 })).toEqual({ delivered: 1, failed: 0, retried: 0 });
    expect(await deliverDueBatch(db, createSenders(settings), quiet, { maxAttempts: 3 })).toEqual({ delivered: 0, failed: 0, retried: 0 });

    expect(smtp.mails).toHaveLength(1);
    const mail = smtp.mails[0];
    expect(mail?.to).toEqual(["agence@exemple.cm"]);
    expect(mail?.raw).toMatch(/^Reply-To: awa@exemple\.cm/m);
    expect(mail?.raw).toContain("Subject: Nouveau message de contact - Awa Ndiaye : Devis");
    expect(mail?.raw).toContain("Sujet : Devis");
    expect(mail?.raw).toContain("Ville : Douala");
    const row = await db.selectFrom("outbox").selectAll().where("lead_id", "=", leadId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "delivered", last_error: null, locked_until: null });
    expect(Number(row.attempts)).toBe(1);
  });

  it("retries a failing webhook with backoff and delivers the lead exactly once", async () => {
    const { db } = getHandle();
    const webhook = await startWebhook([500, 500, 500]);
    const settings = config({ FORMS_WEBHOOK_URL: webhook.url });
    const leadId = await storeLead(db, contactLead, leadChannels(settings));
    const senders = createSenders(settings);
    let clock = Date.now();
    const options = { maxAttempts: 8, baseDelayMs: 1000, now: () => new Date(clock) };

    expect((await deliverDueBatch(db, senders, quiet, options)).retried).toBe(1);
    expect((await deliverDueBatch(db, senders, quiet, options)).retried).toBe(0); // not due yet: backoff
    for (const step of [1000, 2000, 4000]) {
      clock += step;
      await deliverDueBatch(db, senders, quiet, options);
    }
    clock += 60_000;
    expect(await deliverDueBatch(db, senders, quiet, options)).toEqual({ delivered: 0, failed: 0, retried: 0 });

    expect(webhook.bodies).toHaveLength(4);
    expect(webhook.bodies[3]).toMatchObject({ subject: "Devis", _subject: contactLead.summary, _replyto: "awa@exemple.cm" });
    const row = await db.selectFrom("outbox").selectAll().where("lead_id", "=", leadId).executeTakeFirstOrThrow();
    expect(row.status).toBe("delivered");
    expect(Number(row.attempts)).toBe(4);
  });

  it("marks a delivery failed after the last try and leaves it alone afterwards", async () => {
    const { db } = getHandle();
    const webhook = await startWebhook([503, 503, 503, 503, 503]);
    const settings = config({ FORMS_WEBHOOK_URL: webhook.url });
    const leadId = await storeLead(db, contactLead, leadChannels(settings));
    let clock = Date.now();
    const options = { maxAttempts: 3, baseDelayMs: 10, now: () => new Date(clock) };
    const errors: unknown[] = [];
    const logger = { ...quiet, error: (entry: unknown) => errors.push(entry) };
    for (let batch = 0; batch < 5; batch++) {
      await deliverDueBatch(db, createSenders(settings), logger, options);
      clock += 1000;
    }
    expect(webhook.bodies).toHaveLength(3);
    expect(errors).toHaveLength(1);
    const row = await db.selectFrom("outbox").selectAll().where("lead_id", "=", leadId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "failed", last_error: "HTTP 503" });
    expect(Number(row.attempts)).toBe(3);
  });

  it("never sends one delivery twice when two workers run at the same time", async () => {
    const { db } = getHandle();
    const webhook = await startWebhook([]);
    const settings = config({ FORMS_WEBHOOK_URL: webhook.url });
    const ids = await Promise.all(Array.from({ length: 5 }, () => storeLead(db, contactLead, leadChannels(settings))));
    const senders = createSenders(settings);
    const [first, second] = await Promise.all([
      deliverDueBatch(db, senders, quiet, { maxAttempts: 3 }),
      deliverDueBatch(db, senders, quiet, { maxAttempts: 3 }),
    ]);
    expect((first?.delivered ?? 0) + (second?.delivered ?? 0)).toBe(5);
    expect(webhook.bodies).toHaveLength(5);
    const rows = await db.selectFrom("outbox").select("status").where("lead_id", "in", ids).execute();
    expect(rows.every((row) => row.status === "delivered")).toBe(true);
  });
});
