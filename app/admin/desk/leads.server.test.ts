import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import type { Kysely } from "kysely";
import { beforeEach, expect, it } from "vitest";
import type { Database, OutboxChannel } from "~/lib/db/schema";
import type { VisitorLocation } from "~/lib/integrations/geolocation.server";
import type { Visit } from "~/lib/leads/receive-lead.server";
import { type NewLead, storeLead } from "~/lib/leads/store.server";
import { createSenders, deliverDueBatch } from "~/lib/outbox/deliver.server";
import { contactForm } from "~/site/forms/contact/submit-contact.server";
import { newsletterForm } from "~/site/forms/newsletter/submit-newsletter.server";
import { subscriptionForm } from "~/site/forms/subscription/submit-subscription.server";
import { createTestSqlite, describeOnEachEngine } from "../../../tests/helpers/database";
import { startHttpRecorder } from "../../../tests/helpers/fake-http";
import { contactLead, leadSettings, outboxRowOf, storeLeadFor } from "../../../tests/helpers/leads";
import { recordingLogger } from "../../../tests/helpers/recording-logger";
import { leadCsvHeader } from "./csv";
import { countNewLeads, findLead, leadsExport, leadsPerPage, listLeads, resendDelivery, setLeadStatus } from "./leads.server";

/** Stores `lead` as the forms do, then dates it `createdAt` (so the order does not hang on the clock's resolution). */
async function leadAt(db: Kysely<Database>, createdAt: string, lead: NewLead = contactLead(), channels: OutboxChannel[] = []) {
  const id = await storeLead(db, lead, channels);
  await db.updateTable("lead").set({ created_at: createdAt }).where("id", "=", id).execute();
  return id;
}

const minute = (n: number) => new Date(Date.UTC(2026, 10, 20, 9, n)).toISOString();

const douala: VisitorLocation = {
  country: "Cameroun",
  countryCode: "CM",
  city: "Douala",
  region: "Littoral",
  latitude: 4.05,
  longitude: 9.7,
};

function visit(fields: Record<string, string> = {}): Visit {
  return {
    form: new FormData(),
    ip: "41.202.219.7",
    location: douala,
    userAgent: "Mozilla/5.0 (Linux; Android 14) Test",
    language: "fr-CM",
    referer: "http://localhost:3000/services?periode=annuel",
    path: "/services/formulaire-de-souscription",
    ...fields,
  };
}

function contact(firstName: string, lastName: string, email: string, message: string, subject = "Devis"): NewLead {
  return contactForm.lead({ firstName, lastName, email, subject, message }, visit());
}

function newsletter(email: string): NewLead {
  return newsletterForm.lead({ email, source: "Homepage" }, visit());
}

function subscription(phoneCountry: "CM" | "FR" = "CM"): NewLead {
  return subscriptionForm({ Starter: 90_000, Pro: 150_000, Premium: 320_000 }).lead(
    {
      firstName: "Binta",
      lastName: "Moussa",
      email: "binta@exemple.cm",
      phone: phoneCountry === "CM" ? "699000000" : "612345678",
      phoneCountry,
      message: "",
      acceptTerms: "on",
      selectedPlan: "Pro",
      selectedPeriod: "quarterly",
      initialPrice: 135_000,
    },
    visit(),
  );
}

/** Lines of a CSV file, without the BOM and the last line end. */
const csvLines = (csv: string) =>
  csv
    .replace(/^\uFEFF/, "")
    .replace(/\r\n$/, "")
    .split("\r\n");

describeOnEachEngine("desk leads", (getHandle) => {
  beforeEach(async () => {
    const { db } = getHandle();
    await db.deleteFrom("lead_status_change").execute();
    await db.deleteFrom("newsletter_subscriber").execute();
    await db.deleteFrom("outbox").execute();
    await db.deleteFrom("lead").execute();
  });

  it("lists the newest first (the later id first at the same instant), each with its deliveries", async () => {
    const { db } = getHandle();
    const oldest = await leadAt(db, minute(1));
    const withDeliveries = await leadAt(db, minute(2), newsletter("awa@exemple.cm"), ["webhook", "email"]);
    const sameInstant = [await leadAt(db, minute(3)), await leadAt(db, minute(3))].sort();
    await db
      .updateTable("outbox")
      .set({ status: "failed" })
      .where("lead_id", "=", withDeliveries)
      .where("channel", "=", "webhook")
      .execute();

    const listed = await listLeads(db, {});

    expect(listed).toMatchObject({ total: 4, page: 1, pages: 1 });
    expect(listed.leads.map((lead) => lead.id)).toEqual([sameInstant[1], sameInstant[0], withDeliveries, oldest]);
    expect(listed.leads[2]).toEqual({
      id: withDeliveries,
      kind: "newsletter",
      status: "new",
      email: "awa@exemple.cm",
      fullName: null,
      summary: "Nouvelle inscription à la newsletter - Page d'accueil",
      createdAt: minute(2),
      deliveries: [
        { channel: "email", status: "pending" },
        { channel: "webhook", status: "failed" },
      ],
    });
    expect(listed.leads[3]).toMatchObject({ kind: "contact", fullName: "Awa Ndiaye", deliveries: [] });
  });

  it("answers an empty inbox with one empty page", async () => {
    expect(await listLeads(getHandle().db, { page: 3 })).toEqual({ leads: [], total: 0, page: 1, pages: 1 });
  });

  it("filters by kind, by status and by both", async () => {
    const { db } = getHandle();
    const message = await leadAt(db, minute(1));
    const handledMessage = await leadAt(db, minute(2));
    const signup = await leadAt(db, minute(3), newsletter("moussa@exemple.cm"));
    const request = await leadAt(db, minute(4), subscription());
    await setLeadStatus(db, handledMessage, "handled", "Awa");
    await setLeadStatus(db, request, "archived", "Awa");
    const ids = async (filter: Parameters<typeof listLeads>[1]) => (await listLeads(db, filter)).leads.map((lead) => lead.id);

    expect(await ids({ kind: "contact" })).toEqual([handledMessage, message]);
    expect(await ids({ kind: "newsletter" })).toEqual([signup]);
    expect(await ids({ kind: "subscription" })).toEqual([request]);
    expect(await ids({ status: "new" })).toEqual([signup, message]);
    expect(await ids({ status: "handled" })).toEqual([handledMessage]);
    expect(await ids({ kind: "contact", status: "new" })).toEqual([message]);
    expect(await ids({ kind: "subscription", status: "new" })).toEqual([]);
    expect((await listLeads(db, { status: "archived" })).total).toBe(1);
  });

  it("searches the name, the address, the summary and the payload, whatever the case and the accents", async () => {
    const { db } = getHandle();
    const awa = await leadAt(db, minute(1), contact("Awa", "Ndiaye", "awa.ndiaye@exemple.cm", "Un site vitrine pour mon salon."));
    const eloise = await leadAt(db, minute(2), contact("Éloïse", "N’Goma", "eloise@exemple.cm", "Un évènement à Kribi en décembre."));
    const joel = await leadAt(db, minute(3), contact("Joel", "Mbarga", "joel@boutique.cm", "Des visuels pour Noël.", "Identité"));
    const signup = await leadAt(db, minute(4), newsletter("lecteur@exemple.cm"));
    const search = async (query: string) => (await listLeads(db, { query })).leads.map((lead) => lead.id);

    expect(await search("NDIAYE")).toEqual([awa]);
    expect(await search("eloise")).toEqual([eloise]);
    expect(await search("ÉLOÏSE")).toEqual([eloise]);
    expect(await search("n'goma")).toEqual([eloise]);
    expect(await search("@boutique.cm")).toEqual([joel]);
    // The summary, and text found only in the payload (the message, the newsletter's page).
    expect(await search("Identité")).toEqual([joel]);
    expect(await search("evenement a kribi")).toEqual([eloise]);
    expect(await search("NOEL")).toEqual([joel]);
    expect(await search("kheopscope")).toEqual([]);
    expect(await search("page d'accueil")).toEqual([signup]);
    expect(await search("  ")).toEqual([signup, joel, eloise, awa]);
    expect(await search("introuvable")).toEqual([]);
  });

  it("takes % and _ in the query as they are typed", async () => {
    const { db } = getHandle();
    const percent = await leadAt(db, minute(1), contact("Awa", "Ndiaye", "awa@exemple.cm", "Une remise de 100% sur le logo ?"));
    await leadAt(db, minute(2), contact("Joel", "Mbarga", "joel@exemple.cm", "Budget 1000 FCFA, 100 euros au plus."));
    const underscore = await leadAt(db, minute(3), contact("Paul", "Eto", "paul_eto@exemple.cm", "Bonjour"));
    await leadAt(db, minute(4), contact("Paul", "Etoa", "paulxeto@exemple.cm", "Bonjour"));
    const search = async (query: string) => (await listLeads(db, { query })).leads.map((lead) => lead.id);

    expect(await search("100%")).toEqual([percent]);
    expect(await search("paul_eto")).toEqual([underscore]);
    expect(await search("\\")).toEqual([]);
  });

  it(`shows ${leadsPerPage} leads a page: 26 leads make two pages, the oldest alone on the second`, async () => {
    const { db } = getHandle();
    const ids: string[] = [];
    for (let n = 0; n < 26; n++) ids.push(await leadAt(db, minute(n)));
    const newestFirst = [...ids].reverse();

    const first = await listLeads(db, { page: 1 });
    const second = await listLeads(db, { page: 2 });

    expect(first).toMatchObject({ total: 26, page: 1, pages: 2 });
    expect(first.leads.map((lead) => lead.id)).toEqual(newestFirst.slice(0, 25));
    expect(second).toMatchObject({ total: 26, page: 2, pages: 2 });
    expect(second.leads.map((lead) => lead.id)).toEqual([ids[0]]);
    // Out of range: the nearest page.
    expect((await listLeads(db, { page: 9 })).page).toBe(2);
    expect((await listLeads(db, { page: 0 })).page).toBe(1);
    expect((await listLeads(db, { page: Number.NaN })).leads).toHaveLength(25);
  });

  it("counts the leads nobody has dealt with", async () => {
    const { db } = getHandle();
    const first = await leadAt(db, minute(1));
    await leadAt(db, minute(2), newsletter("a@exemple.cm"));
    await leadAt(db, minute(3), subscription());
    expect(await countNewLeads(db)).toBe(3);
    await setLeadStatus(db, first, "handled", "Awa");
    expect(await countNewLeads(db)).toBe(2);
  });

  it("reads a subscription with its plan, price, place and the phone/connection warning", async () => {
    const { db } = getHandle();
    const id = await leadAt(db, minute(1), subscription("FR"));

    const lead = await findLead(db, id);

    expect(lead).toMatchObject({ id, kind: "subscription", status: "new", email: "binta@exemple.cm", fullName: "Binta Moussa" });
    expect(lead?.payload).toMatchObject({ plan: "Pro", detectedCountry: "Cameroun (CM)", currency: "XAF", termsAccepted: true });
    expect(lead?.context).toMatchObject({
      location: { country: "Cameroun", countryCode: "CM", city: "Douala", region: "Littoral" },
      userAgent: "Mozilla/5.0 (Linux; Android 14) Test",
      plan: "Pro",
      period: "Trimestriel (-10%)",
      offerPrice: 135_000,
      currency: "XAF",
      phoneCountry: "France (FR)",
      message: "(aucun)",
    });
    expect(lead?.context.price).toEqual(expect.any(Number));
    expect(lead?.context.phone).toMatch(/^\+33/);
    expect(lead?.context.locationWarning).toContain("à vérifier");
    expect((await findLead(db, await leadAt(db, minute(2), subscription("CM"))))?.context.locationWarning).toBeUndefined();
  });

  it("reads where a contact message and a newsletter sign-up came from", async () => {
    const { db } = getHandle();
    const message = await findLead(db, await leadAt(db, minute(1), contact("Awa", "Ndiaye", "awa@exemple.cm", "Bonjour")));
    const signup = await findLead(db, await leadAt(db, minute(2), newsletter("lecteur@exemple.cm")));

    expect(message?.context).toEqual({
      location: { country: "Cameroun", city: "Douala", region: "Littoral" },
      ip: "41.202.219.7",
      userAgent: "Mozilla/5.0 (Linux; Android 14) Test",
      language: "fr-CM",
      pageUrl: "http://localhost:3000/services?periode=annuel",
      subject: "Devis",
      message: "Bonjour",
    });
    expect(signup?.context).toMatchObject({
      location: { country: "Cameroun", countryCode: "CM", city: "Douala", region: "Littoral" },
      source: "Homepage",
      pageUrl: "/services",
      language: "fr-CM",
    });
    expect(await findLead(getHandle().db, "0190f0c4-0000-7000-8000-000000000000")).toBeUndefined();
  });

  it("gives a lead its deliveries in full", async () => {
    const { db } = getHandle();
    const id = await leadAt(db, minute(1), contactLead(), ["email"]);
    const row = await outboxRowOf(db, id);

    expect((await findLead(db, id))?.deliveries).toEqual([
      {
        id: row.id,
        channel: "email",
        status: "pending",
        attempts: 0,
        nextAttemptAt: row.next_attempt_at,
        lastError: null,
        createdAt: row.created_at,
        deliveredAt: null,
      },
    ]);
  });

  it("changes the status once per new value and keeps who did it, oldest first", async () => {
    const { db } = getHandle();
    const id = await leadAt(db, minute(1));

    expect(await setLeadStatus(db, id, "handled", "Awa")).toBe("changed");
    expect(await setLeadStatus(db, id, "handled", "Paul")).toBe("unchanged");
    expect(await setLeadStatus(db, id, "archived", "Paul")).toBe("changed");
    expect(await setLeadStatus(db, id, "new", "Awa")).toBe("changed");
    expect(await setLeadStatus(db, "0190f0c4-0000-7000-8000-000000000000", "handled", "Awa")).toBe("not-found");

    const lead = await findLead(db, id);
    expect(lead?.status).toBe("new");
    expect(lead?.history.map(({ status, changedBy }) => [status, changedBy])).toEqual([
      ["handled", "Awa"],
      ["archived", "Paul"],
      ["new", "Awa"],
    ]);
    const times = lead?.history.map((change) => change.changedAt) ?? [];
    expect([...times].sort()).toEqual(times);
    expect(new Set(times).size).toBe(3);
    expect(await db.selectFrom("lead_status_change").select("id").execute()).toHaveLength(3);
  });

  it("records one change when two staff members set the same status at once", async () => {
    const { db } = getHandle();
    const id = await leadAt(db, minute(1));
    const results = await Promise.all([setLeadStatus(db, id, "handled", "Awa"), setLeadStatus(db, id, "handled", "Paul")]);
    expect(results.sort()).toEqual(["changed", "unchanged"]);
    expect((await findLead(db, id))?.history).toHaveLength(1);
  });

  it("puts a failed delivery back once, and the worker then delivers it exactly once", async () => {
    const { db } = getHandle();
    const webhook = await startHttpRecorder({ failTimes: 1, failStatus: 500 });
    const config = leadSettings({ FORMS_WEBHOOK_URL: `${webhook.origin}/formulaires` });
    const leadId = await storeLeadFor(db, config);
    const senders = createSenders(config);
    const logger = recordingLogger();
    expect(await deliverDueBatch(db, senders, { logger, maxAttempts: 1 })).toEqual({ delivered: 0, failed: 1, retried: 0 });
    const failed = await outboxRowOf(db, leadId);
    expect(failed).toMatchObject({ status: "failed", last_error: "HTTP 500" });
    // A failed delivery is never tried again by itself.
    expect(await deliverDueBatch(db, senders, { logger, maxAttempts: 1 })).toEqual({ delivered: 0, failed: 0, retried: 0 });

    const before = Date.now();
    expect(await resendDelivery(db, failed.id)).toBe("queued");
    expect(await resendDelivery(db, failed.id)).toBe("not-failed");
    const queued = await outboxRowOf(db, leadId);
    expect(queued).toMatchObject({ status: "pending", last_error: "HTTP 500", locked_until: null, delivered_at: null });
    expect(Number(queued.attempts)).toBe(0);
    expect(Date.parse(queued.next_attempt_at)).toBeGreaterThanOrEqual(before - 1);
    expect(Date.parse(queued.next_attempt_at)).toBeLessThanOrEqual(Date.now());

    expect(await deliverDueBatch(db, senders, { logger, maxAttempts: 1 })).toEqual({ delivered: 1, failed: 0, retried: 0 });
    expect(await deliverDueBatch(db, senders, { logger, maxAttempts: 1 })).toEqual({ delivered: 0, failed: 0, retried: 0 });
    expect(webhook.requests.map((request) => request.answered)).toEqual([500, 200]);
    const delivered = await outboxRowOf(db, leadId);
    expect(delivered).toMatchObject({ status: "delivered", last_error: null });
    expect(Number(delivered.attempts)).toBe(1);
    expect(await resendDelivery(db, failed.id)).toBe("not-failed");
  });

  it("leaves a pending delivery alone and says when a delivery does not exist", async () => {
    const { db } = getHandle();
    const id = await leadAt(db, minute(1), contactLead(), ["email"]);
    const pending = await outboxRowOf(db, id);
    await db
      .updateTable("outbox")
      .set({ attempts: 3, next_attempt_at: minute(30) })
      .where("id", "=", pending.id)
      .execute();

    expect(await resendDelivery(db, pending.id)).toBe("not-failed");
    expect(await resendDelivery(db, "0190f0c4-0000-7000-8000-000000000000")).toBe("not-found");
    const row = await outboxRowOf(db, id);
    expect(row).toMatchObject({ status: "pending", next_attempt_at: minute(30) });
    expect(Number(row.attempts)).toBe(3);
  });

  it("exports the leads matching the filter, oldest first, a formula shown as text", async () => {
    const { db } = getHandle();
    await leadAt(db, minute(1), contact("Awa", "Ndiaye", "awa@exemple.cm", "Bonjour"));
    await leadAt(db, minute(2), newsletter("lecteur@exemple.cm"));
    const formula = await leadAt(db, minute(3), contact('=HYPERLINK("http://x")', "Joel", "joel@exemple.cm", "Salut"));
    await setLeadStatus(db, formula, "handled", "Awa");

    const all = csvLines((await leadsExport(db, {})).csv);
    const contacts = csvLines((await leadsExport(db, { kind: "contact" })).csv);
    const handled = csvLines((await leadsExport(db, { kind: "contact", status: "handled", query: "joel" })).csv);

    expect(all[0]).toBe(leadCsvHeader.map((title) => `"${title}"`).join(";"));
    expect(all).toHaveLength(4);
    expect(all[1]).toMatch(/^"20\/11\/2026 10:01";"Contact";"awa@exemple\.cm";"Awa Ndiaye";/);
    expect(all[2]).toMatch(/^"20\/11\/2026 10:02";"Newsletter";"lecteur@exemple\.cm";"";/);
    expect(contacts.slice(1).map((line) => line.split(";")[2])).toEqual(['"awa@exemple.cm"', '"joel@exemple.cm"']);
    expect(handled).toHaveLength(2);
    expect(handled[1]).toContain(';"\'=HYPERLINK(""http://x"") Joel";');
    expect((await leadsExport(db, { query: "introuvable" })).csv).toBe(`\uFEFF${all[0]}\r\n`);
  });
});

it("writes the very file `npm run leads:export` writes", async () => {
  const sqlite = await createTestSqlite();
  try {
    await leadAt(sqlite.db, minute(1), contact("Awa", "Ndiaye", "awa@exemple.cm", 'Un "devis"\npour ; un site'));
    await leadAt(sqlite.db, minute(2), subscription("FR"));
    await leadAt(sqlite.db, minute(2), newsletter("lecteur@exemple.cm"));
    await leadAt(sqlite.db, minute(3), contact("-Joel", "@Mbarga", "joel@exemple.cm", "=1+1"));
    const target = join(sqlite.path, "..", "export.csv");
    await promisify(execFile)(join(process.cwd(), "node_modules/.bin/tsx"), ["scripts/export-leads.ts", target], {
      env: { ...process.env, SQLITE_PATH: sqlite.path, DATABASE_URL: "" },
    });

    const exported = readFileSync(target, "utf8");
    expect(csvLines(exported)).toHaveLength(5);
    expect((await leadsExport(sqlite.db, {})).csv).toBe(exported);
  } finally {
    await sqlite.destroy();
  }
});
