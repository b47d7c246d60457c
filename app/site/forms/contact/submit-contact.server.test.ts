import { beforeEach, expect, it, onTestFinished } from "vitest";
import type { SiteServices } from "~/lib/boundary/context.server";
import { watchDatabaseAvailability } from "~/lib/db/availability.server";
import { describeOnEachEngine } from "../../../../tests/helpers/database";
import { testServices, withScope } from "../../../../tests/helpers/site-services";
import { submitContact } from "./submit-contact.server";

let site: SiteServices;
let lastOctet = 1;
const cameroonIp = () => `41.202.219.${lastOctet++}`;

function post(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return new Request("http://localhost:3000/contact", {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "user-agent": "Test/1.0",
      "accept-language": "fr-CM,fr;q=0.9",
      ...headers,
    },
    body: new URLSearchParams(fields),
  });
}

async function submit(request: Request, clientAddress = cameroonIp()) {
  return withScope(site, request, submitContact, { clientAddress });
}

const valid = { firstName: "awa", lastName: "ngono", email: "awa@exemple.cm", subject: "Site vitrine", message: "Bonjour, un devis ?" };

describeOnEachEngine("contact action", (getHandle) => {
  beforeEach(async () => {
    const { db, engine } = getHandle();
    site = testServices(db, { engine, env: { FORMS_WEBHOOK_URL: "http://127.0.0.1:9/hook" } });
    await db.deleteFrom("outbox").execute();
    await db.deleteFrom("lead").execute();
  });

  const leads = () => getHandle().db.selectFrom("lead").selectAll().execute();

  it("stores the message with where it came from and one delivery per channel, before answering 'sent'", async () => {
    expect(await submit(post(valid, { referer: "http://localhost:3000/contact?x=1" }))).toEqual({ status: "sent" });
    const [lead] = await leads();
    expect(lead).toMatchObject({ kind: "contact", email: "awa@exemple.cm", full_name: "Awa Ngono" });
    expect(lead?.summary).toBe("Nouveau message de contact - Awa Ngono\u00a0: Site vitrine");
    expect(JSON.parse(lead?.payload ?? "{}")).toMatchObject({
      firstName: "Awa",
      subject: "Site vitrine",
      metadata: {
        country: "Cameroun",
        userAgent: "Test/1.0",
        language: "fr-CM",
        pageUrl: "http://localhost:3000/contact?x=1",
        formTitle: "Formulaire de contact",
      },
    });
    const deliveries = await getHandle().db.selectFrom("outbox").select(["channel", "status"]).execute();
    expect(deliveries).toEqual([{ channel: "webhook", status: "pending" }]);
  });

  it("answers invalid fields with the spec's messages and what was typed, and stores nothing", async () => {
    const result = await submit(post({ ...valid, email: "awa@", subject: " " }));
    expect(result).toEqual({
      status: "invalid",
      errors: { email: "Email invalide.", subject: "Le sujet est requis." },
      values: { ...valid, email: "awa@", subject: " " },
    });
    expect(await leads()).toHaveLength(0);
  });

  it("refuses a message one character over 5 000 with its message, where it was cut and stored before", async () => {
    const result = await submit(post({ ...valid, message: "a".repeat(5001) }));
    expect(result).toMatchObject({ status: "invalid", errors: { message: "Le message ne peut pas dépasser 5 000 caractères." } });
    expect(await leads()).toHaveLength(0);
    expect(await submit(post({ ...valid, message: "a".repeat(5000) }))).toEqual({ status: "sent" });
  });

  it("fakes a success for a filled honeypot and stores nothing", async () => {
    expect(await submit(post({ ...valid, site_web: "http://spam.example" }))).toEqual({ status: "sent" });
    expect(await leads()).toHaveLength(0);
  });

  it("answers 'error' and keeps the message in the logs when the database refuses it", async () => {
    const logged: unknown[] = [];
    const failing = site.db.withPlugin({
      transformQuery: () => {
        throw new Error("disk full");
      },
      transformResult: async ({ result }) => result,
    });
    const logger = { warn: () => {}, error: (...args: unknown[]) => logged.push(args) };
    const broken = { ...site, db: failing, logger } as unknown as SiteServices;
    site = broken;
    expect(await submit(post(valid))).toEqual({ status: "error" });
    expect(JSON.stringify(logged)).toContain("Bonjour, un devis ?");
  });

  it("says the database keeps no writes when the lead is refused for lack of room, so the boundary answers 503", async () => {
    const full = site.db.withPlugin({
      transformQuery: ({ node }) => {
        if (node.kind === "InsertQueryNode") throw Object.assign(new Error("database or disk is full"), { code: "SQLITE_FULL" });
        return node;
      },
      transformResult: async ({ result }) => result,
    });
    const logger = { warn: () => {}, error: () => {} };
    const databaseAvailability = watchDatabaseAvailability(site.db, { logger: { ...logger, info: () => {} }, probeMs: 600_000 });
    onTestFinished(() => databaseAvailability.stop());
    site = { ...site, db: full, logger, databaseAvailability } as unknown as SiteServices;

    expect(await submit(post(valid))).toEqual({ status: "error" });
    expect(databaseAvailability.writeTrouble()).toBe("full");
    expect(await leads()).toHaveLength(0);
  });
});
