import type { Kysely } from "kysely";
import { expect, it } from "vitest";
import { newId } from "~/lib/db/ids";
import type { Database, LeadKind } from "~/lib/db/schema";
import { articleRow } from "../../../tests/helpers/articles";
import { describeOnEachEngine } from "../../../tests/helpers/database";
import { loadAudience, periodDays } from "./audience.server";

const now = new Date("2026-11-24T10:00:00.000Z");

/** Each test reads what it wrote: the engine's database is shared by the block. */
async function emptyTables(db: Kysely<Database>) {
  await db.deleteFrom("analytics_event").execute();
  await db.deleteFrom("lead").execute();
  await db.deleteFrom("article").execute();
}

/** One event from a visitor of its own, unless `visitorKey` names one. */
async function addEvent(
  db: Kysely<Database>,
  name: string,
  receivedAt: string,
  params: Record<string, unknown> = {},
  path?: string,
  { visitorKey = newId(), clientId = newId() }: { visitorKey?: string | null; clientId?: string } = {},
) {
  await db
    .insertInto("analytics_event")
    .values({
      id: newId(),
      name,
      client_id: clientId,
      visitor_key: visitorKey,
      params: JSON.stringify(params),
      page_path: path ?? null,
      received_at: receivedAt,
      forwarded_at: null,
      forward_error: null,
    })
    .execute();
}

async function addLead(db: Kysely<Database>, kind: LeadKind, createdAt: string) {
  await db
    .insertInto("lead")
    .values({ id: newId(), kind, email: "awa@exemple.cm", full_name: null, summary: "Test", payload: "{}", created_at: createdAt })
    .execute();
}

it("lists the days of the period, today last, across a month's end", () => {
  expect(periodDays(3, new Date("2026-12-01T23:59:59.999Z"))).toEqual(["2026-11-29", "2026-11-30", "2026-12-01"]);
  expect(periodDays(30, now)).toHaveLength(30);
  expect(periodDays(30, now)[0]).toBe("2026-10-26");
});

describeOnEachEngine("the admin's audience figures", (getHandle) => {
  it("counts page views per day over the period, days without views included, nothing before or after it", async () => {
    const { db, engine } = getHandle();
    await emptyTables(db);
    await addEvent(db, "page_view", "2026-11-17T23:59:59.999Z", {}, "/"); // the day before the period
    await addEvent(db, "page_view", "2026-11-18T00:00:00.000Z", {}, "/"); // its first instant
    for (const time of ["08:00", "09:30", "23:59"]) await addEvent(db, "page_view", `2026-11-20T${time}:00.000Z`, {}, "/contact");
    await addEvent(db, "purchase", "2026-11-22T12:00:00.000Z", { ebook_id: "e1" }, "/boutique/e1"); // not a page view
    await addEvent(db, "page_view", "2026-11-24T00:00:00.000Z", {}, "/");
    await addEvent(db, "page_view", "2026-11-24T09:59:00.000Z", {}, "/");
    await addEvent(db, "page_view", "2026-11-25T00:00:00.000Z", {}, "/"); // tomorrow (a clock ahead)

    const audience = await loadAudience(db, { engine, days: 7, now });

    expect(audience.pageViewsPerDay).toEqual([
      { day: "2026-11-18", views: 1 },
      { day: "2026-11-19", views: 0 },
      { day: "2026-11-20", views: 3 },
      { day: "2026-11-21", views: 0 },
      { day: "2026-11-22", views: 0 },
      { day: "2026-11-23", views: 0 },
      { day: "2026-11-24", views: 2 },
    ]);
  });

  it("counts visitors, not requests: one address sending a page view over and over, with new client ids, is one visitor a day", async () => {
    const { db, engine } = getHandle();
    await emptyTables(db);
    // 151 fake page views of one page from one address (one visitor key a day), as the review's script sent.
    for (let request = 0; request < 151; request++) {
      await addEvent(db, "page_view", `2026-11-24T08:${String(request % 60).padStart(2, "0")}:00.000Z`, {}, "/faux", {
        visitorKey: "cle-du-24",
      });
    }
    await addEvent(db, "page_view", "2026-11-23T08:00:00.000Z", {}, "/faux", { visitorKey: "cle-du-23" });
    // Two real visitors; and events stored before visitor keys, counted by their client id.
    await addEvent(db, "page_view", "2026-11-24T09:00:00.000Z", {}, "/contact");
    await addEvent(db, "page_view", "2026-11-24T09:01:00.000Z", {}, "/contact");
    for (const minute of ["10", "11"]) {
      await addEvent(db, "page_view", `2026-11-22T09:${minute}:00.000Z`, {}, "/contact", { visitorKey: null, clientId: "ancien-client" });
    }
    for (const visitorKey of ["cle-du-24", "cle-du-24", "autre"]) {
      await addEvent(
        db,
        "purchase",
        "2026-11-24T09:30:00.000Z",
        { ebook_id: "vendre-avec-0f", ebook_title: "Vendre avec 0 F" },
        "/boutique",
        {
          visitorKey,
        },
      );
    }

    const audience = await loadAudience(db, { engine, now, days: 3 });
    expect(audience.pageViewsPerDay).toEqual([
      { day: "2026-11-22", views: 1 },
      { day: "2026-11-23", views: 1 },
      { day: "2026-11-24", views: 3 },
    ]);
    expect(audience.topPages).toEqual([
      { path: "/contact", views: 3 },
      { path: "/faux", views: 2 },
    ]);
    expect(audience.purchaseClicks).toEqual([{ ebookId: "vendre-avec-0f", ebookTitle: "Vendre avec 0 F", clicks: 2 }]);
  });

  it("ranks the ten most viewed pages of the period", async () => {
    const { db, engine } = getHandle();
    await emptyTables(db);
    // Page n gets n views, on the period's days; "/ancienne" had many, but before the period.
    for (let page = 1; page <= 11; page++) {
      for (let view = 0; view < page; view++) await addEvent(db, "page_view", `2026-11-${10 + view}T12:00:00.000Z`, {}, `/page-${page}`);
    }
    for (let view = 0; view < 20; view++) await addEvent(db, "page_view", "2026-10-01T12:00:00.000Z", {}, "/ancienne");
    await addEvent(db, "page_view", "2026-11-20T12:00:00.000Z"); // no path: not a page of the ranking

    const { topPages } = await loadAudience(db, { engine, days: 30, now });

    expect(topPages).toEqual(Array.from({ length: 10 }, (_, index) => ({ path: `/page-${11 - index}`, views: 11 - index })));
  });

  it("ranks the ten most read published articles by their counters, drafts and trash left out", async () => {
    const { db, engine } = getHandle();
    await emptyTables(db);
    for (let rank = 1; rank <= 12; rank++) {
      await db
        .insertInto("article")
        .values(articleRow({ slug: `article-${rank}`, title: `Article n° ${rank}`, views: rank * 10, likes: rank }))
        .execute();
    }
    await db
      .insertInto("article")
      .values(articleRow({ slug: "brouillon", status: "draft", views: 1000 }))
      .execute();
    await db
      .insertInto("article")
      .values(articleRow({ slug: "jete", status: "trash", views: 900 }))
      .execute();

    const { topArticles } = await loadAudience(db, { engine, now });

    expect(topArticles).toHaveLength(10);
    expect(topArticles[0]).toEqual({ slug: "article-12", title: "Article n° 12", views: 120, likes: 12 });
    expect(topArticles.map((article) => article.slug)).toEqual(Array.from({ length: 10 }, (_, index) => `article-${12 - index}`));
  });

  it("counts the e-book purchase clicks, and the plan clicks and subscriptions of the period, from the events' params", async () => {
    const { db, engine } = getHandle();
    await emptyTables(db);
    const sales = { ebook_id: "methodologie-vente", ebook_title: "La méthodologie de la vente", value: 5000, currency: "XAF" };
    const guide = { ebook_id: "community-manager", ebook_title: "Community manager d'élite", value: 7000, currency: "XAF" };
    for (const day of ["10", "11", "24"]) await addEvent(db, "purchase", `2026-11-${day}T12:00:00.000Z`, sales, "/boutique");
    await addEvent(db, "purchase", "2026-11-12T12:00:00.000Z", guide, "/boutique");
    await addEvent(db, "purchase", "2026-09-01T12:00:00.000Z", guide, "/boutique"); // before the period
    await addEvent(db, "purchase", "2026-11-25T00:00:00.000Z", guide, "/boutique"); // after it (a clock ahead)
    await addEvent(db, "ebook_click", "2026-11-12T12:00:00.000Z", guide, "/boutique"); // another event
    const pro = (period: string) => ({ plan: "Pro", period, value: 90000, currency: "XAF" });
    await addEvent(db, "subscription", "2026-11-20T12:00:00.000Z", pro("trimestriel"));
    await addEvent(db, "subscription", "2026-11-21T12:00:00.000Z", pro("trimestriel"));
    await addEvent(db, "subscription", "2026-11-21T13:00:00.000Z", pro("mensuel"));
    await addEvent(db, "subscription", "2026-11-22T12:00:00.000Z", { plan: "Essentiel", period: "annuel" });
    await addEvent(db, "plan_click", "2026-11-22T12:00:00.000Z", pro("mensuel"));
    await addEvent(db, "plan_click", "2026-11-22T12:05:00.000Z", pro("mensuel"));
    await addEvent(db, "plan_click", "2026-11-23T09:00:00.000Z", { plan: "Premium", period: "yearly" });
    await addEvent(db, "plan_click", "2026-09-23T09:00:00.000Z", { plan: "Premium", period: "yearly" }); // before the period
    await addEvent(db, "pricing_tab_change", "2026-11-22T12:00:00.000Z", pro("mensuel")); // another event

    const audience = await loadAudience(db, { engine, now });

    expect(audience.purchaseClicks).toEqual([
      { ebookId: "methodologie-vente", ebookTitle: "La méthodologie de la vente", clicks: 3 },
      { ebookId: "community-manager", ebookTitle: "Community manager d'élite", clicks: 1 },
    ]);
    expect(audience.planClicks).toEqual([
      { plan: "Pro", period: "mensuel", clicks: 2, subscriptions: 1 },
      { plan: "Premium", period: "yearly", clicks: 1, subscriptions: 0 },
      { plan: "Pro", period: "trimestriel", clicks: 0, subscriptions: 2 },
      { plan: "Essentiel", period: "annuel", clicks: 0, subscriptions: 1 },
    ]);
  });

  it("counts the leads of each kind per day, days without leads included", async () => {
    const { db, engine } = getHandle();
    await emptyTables(db);
    await addLead(db, "contact", "2026-11-21T08:00:00.000Z");
    await addLead(db, "contact", "2026-11-21T18:00:00.000Z");
    await addLead(db, "newsletter", "2026-11-21T09:00:00.000Z");
    await addLead(db, "subscription", "2026-11-23T09:00:00.000Z");
    await addLead(db, "subscription", "2026-11-20T23:59:59.999Z"); // before the period

    const { leadsPerDay, pageViewsPerDay } = await loadAudience(db, { engine, days: 4, now });

    expect(leadsPerDay).toEqual([
      { day: "2026-11-21", contact: 2, newsletter: 1, subscription: 0 },
      { day: "2026-11-22", contact: 0, newsletter: 0, subscription: 0 },
      { day: "2026-11-23", contact: 0, newsletter: 0, subscription: 1 },
      { day: "2026-11-24", contact: 0, newsletter: 0, subscription: 0 },
    ]);
    expect(pageViewsPerDay.map((entry) => entry.views)).toEqual([0, 0, 0, 0]);
  });
});
