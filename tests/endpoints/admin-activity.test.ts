import type { APIContext } from "astro";
import { afterAll, beforeEach, expect, it } from "vitest";
import { type ActivityLine, listActivity } from "~/admin/accounts/activity.server";
import { findArticle } from "~/admin/articles/admin-articles.server";
import { articleListWrites } from "~/admin/articles/articles-workspace.server";
import { answerDeskPost } from "~/admin/desk/actions.server";
import { storeLead, subscribeToNewsletter } from "~/lib/leads/store.server";
import { POST as saveArticle } from "~/pages/admin/api/articles/index";
import { POST as publishArticle } from "~/pages/admin/api/articles/publication";
import { GET as exportSubscribers } from "~/pages/admin/api/export/abonnes";
import { GET as exportLeads } from "~/pages/admin/api/export/demandes";
import { describeOnEachEngine } from "../helpers/database";
import { callEndpoint, signedInStaff, testServices, throughMiddleware } from "../helpers/site-services";

// The admin's article and export endpoints behind the real request boundary, as a signed-in account:
// the article remembers who, and each action leaves its line in « Activité ».

/** Who acts: two signed-in administrators, each with a real session whose cookie the request carries. */
type Person = "awa" | "paul";

type Endpoint = (context: APIContext) => Response | Promise<Response>;

/** Two actions of one millisecond have no order between them: lines compared as a set (the order is tested with set times). */
function unordered<Line extends { action: string; subject: unknown }>(lines: Line[]): Line[] {
  const key = (line: Line) => `${line.action} ${typeof line.subject === "string" ? line.subject : ""}`;
  return [...lines].sort((a, b) => key(a).localeCompare(key(b)));
}

describeOnEachEngine("who did what, through the admin's endpoints", (getHandle) => {
  // One set of services for the block: its article sanitiser's worker threads are closed at the end.
  let shared: ReturnType<typeof testServices> | undefined;
  const services = () => {
    shared ??= testServices(getHandle().db);
    return shared;
  };
  afterAll(() => shared?.articleSanitizer.close());
  let cookies: Promise<Record<Person, string>> | undefined;
  const cookieOf = async (person: Person) => {
    cookies ??= (async () => ({
      awa: (await signedInStaff(services(), { name: "Mireille Ngo Biyong", email: "mireille@kheops.cm" })).cookie,
      paul: (await signedInStaff(services(), { name: "Paul", email: "paul@kheops.cm" })).cookie,
    }))();
    return (await cookies)[person];
  };

  /** One request as the editor's script makes it: same origin, JSON. */
  async function call(person: Person, method: string, path: string, endpoint: Endpoint, body?: unknown, params = {}) {
    const request = new Request(`http://localhost:3000${path}`, {
      method,
      headers: {
        origin: "http://localhost:3000",
        "sec-fetch-site": "same-origin",
        cookie: await cookieOf(person),
        ...(body ? { "content-type": "application/json" } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const response = await callEndpoint(services(), request, endpoint, { params });
    return { status: response.status, body: (await response.json().catch(() => ({}))) as { article?: { id: string }; deleted?: number } };
  }

  /** One list's form posted, as a browser posts it to /admin/articles?statut=…, to a stand-in of that page doing what it does. */
  async function postList(person: Person, fields: Record<string, string>) {
    const path = "/admin/articles?statut=corbeille";
    const request = new Request(`http://localhost:3000${path}`, {
      method: "POST",
      headers: { origin: "http://localhost:3000", "content-type": "application/x-www-form-urlencoded", cookie: await cookieOf(person) },
      body: new URLSearchParams(fields),
    });
    return throughMiddleware(services(), request, ({ locals }) => {
      if (!locals.staff) throw new Error("the middleware let a list's post through without a session");
      return answerDeskPost(locals.scope, locals.staff, articleListWrites, path);
    });
  }

  const lines = async (): Promise<Pick<ActivityLine, "accountName" | "action" | "subject">[]> =>
    (await listActivity(getHandle().db)).map(({ accountName, action, subject }) => ({ accountName, action, subject }));

  beforeEach(async () => {
    const { db } = getHandle();
    await db.deleteFrom("staff_activity").execute();
    await db.deleteFrom("article").execute();
    await db.deleteFrom("newsletter_subscriber").execute();
    await db.deleteFrom("outbox").execute();
    await db.deleteFrom("lead").execute();
  });

  it("an article saved, edited, published, trashed and deleted: its columns, its author and one line per action", async () => {
    const draft = { title: "Vendre ses pagnes", content: "<p>Une vitrine ouverte jour et nuit.</p>", category: "Réseaux Sociaux" };
    // A body that names someone else is not believed.
    const created = await call("awa", "POST", "/admin/api/articles", saveArticle, { ...draft, createdBy: "Pirate", editedBy: "Pirate" });
    expect(created.status).toBe(200);
    const id = created.body.article?.id ?? "";
    expect(await findArticle(getHandle().db, id)).toMatchObject({
      createdBy: "Mireille Ngo Biyong",
      editedBy: "Mireille Ngo Biyong",
      publishedBy: null,
      // Her account's name is a person of the team's: the article is signed by her.
      author: "mireille-ngo-biyong",
    });

    const edited = await call("paul", "POST", "/admin/api/articles", saveArticle, {
      ...draft,
      id,
      version: 1,
      title: "Vendre ses pagnes en ligne",
    });
    expect(edited.status).toBe(200);
    const published = await call("paul", "POST", "/admin/api/articles/publication", publishArticle, { id, version: 2 });
    expect(published.status).toBe(200);
    expect(await findArticle(getHandle().db, id)).toMatchObject({
      createdBy: "Mireille Ngo Biyong",
      editedBy: "Paul",
      publishedBy: "Paul",
      author: "mireille-ngo-biyong",
    });

    expect((await postList("awa", { intent: "trash", id, version: "3" })).status).toBe(303);
    expect((await postList("awa", { intent: "delete", id })).status).toBe(303);

    expect(unordered(await lines())).toEqual(
      unordered([
        { accountName: "Mireille Ngo Biyong", action: "article-saved", subject: "Vendre ses pagnes" },
        { accountName: "Paul", action: "article-saved", subject: "Vendre ses pagnes en ligne" },
        { accountName: "Paul", action: "article-status-changed", subject: "Vendre ses pagnes en ligne → Publié" },
        { accountName: "Mireille Ngo Biyong", action: "article-status-changed", subject: "Vendre ses pagnes en ligne → Dans la corbeille" },
        { accountName: "Mireille Ngo Biyong", action: "article-deleted", subject: "Vendre ses pagnes en ligne" },
      ]),
    );
  });

  it("a refused action writes no line", async () => {
    const refused = await call("awa", "POST", "/admin/api/articles/publication", publishArticle, { id: "inconnu" });
    expect(refused.status).toBe(404);
    expect((await postList("awa", { intent: "archive", id: "inconnu" })).status).toBe(303);
    expect(
      (await call("awa", "POST", "/admin/api/articles", saveArticle, { title: "Vide", content: "<p></p>", category: "SEO" })).status,
    ).toBe(400);
    expect(await lines()).toEqual([]);
  });

  it("emptying the trash names the articles it deleted", async () => {
    for (const title of ["Premier brouillon", "Second brouillon"]) {
      const saved = await call("awa", "POST", "/admin/api/articles", saveArticle, { title, content: "<p>Du texte.</p>", category: "SEO" });
      const id = saved.body.article?.id ?? "";
      await postList("awa", { intent: "trash", id });
    }
    expect((await postList("paul", { intent: "emptyTrash" })).status).toBe(303);
    expect(await getHandle().db.selectFrom("article").select("id").execute()).toEqual([]);
    const [line] = await lines();
    expect(line).toMatchObject({ accountName: "Paul", action: "trash-emptied" });
    expect(line?.subject).toMatch(/^2\sarticles\s: (Premier brouillon, Second brouillon|Second brouillon, Premier brouillon)$/);
  });

  it("the exports of leads and subscribers: who took them, how many, with which filters", async () => {
    const { db } = getHandle();
    await storeLead(db, { kind: "contact", email: "joel@exemple.cm", summary: "Un devis", payload: {} }, []);
    await storeLead(db, { kind: "contact", email: "ada@exemple.cm", summary: "Une question", payload: {} }, []);
    await subscribeToNewsletter(
      db,
      { kind: "newsletter", email: "lea@exemple.cm", summary: "Newsletter", payload: {}, source: "Footer" },
      [],
    );
    // Confirmed by her link: the export holds the confirmed addresses only.
    await db.updateTable("newsletter_subscriber").set({ state: "confirmed" }).where("email", "=", "lea@exemple.cm").execute();

    const asked = async (person: Person, path: string) =>
      new Request(`http://localhost:3000${path}`, { headers: { cookie: await cookieOf(person) } });
    const leads = await callEndpoint(services(), await asked("awa", "/admin/api/export/demandes?type=contact&q=joel"), exportLeads);
    expect(leads.status).toBe(200);
    const subscribers = await callEndpoint(services(), await asked("paul", "/admin/api/export/abonnes"), exportSubscribers);
    expect(subscribers.status).toBe(200);

    expect(unordered(await lines())).toEqual(
      unordered([
        {
          accountName: "Mireille Ngo Biyong",
          action: "leads-exported",
          subject: expect.stringMatching(/^1\sdemande \(type\s: Contact, recherche «\sjoel\s»\)$/),
        },
        { accountName: "Paul", action: "subscribers-exported", subject: expect.stringMatching(/^1\sabonné$/) },
      ]),
    );
  });
});
