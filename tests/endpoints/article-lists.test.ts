import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { listActivity } from "~/admin/accounts/activity.server";
import { findArticle, saveArticle } from "~/admin/articles/admin-articles.server";
import { articleDraftSchema } from "~/admin/articles/article-draft";
import { articleListWrites } from "~/admin/articles/articles-workspace.server";
import { answerDeskPost } from "~/admin/desk/actions.server";
import { adminText } from "~/content/admin/shell";
import type { SiteServices } from "~/lib/boundary/context.server";
import type { StaffRole } from "~/lib/db/schema";
import { POST as save } from "~/pages/admin/api/articles/index";
import { POST as publish } from "~/pages/admin/api/articles/publication";
import { createTestSqlite } from "../helpers/database";
import { callEndpoint, signedInStaff, testServices, throughMiddleware } from "../helpers/site-services";

// « Gestion des articles » as pages: the lists' plain forms and the editor's one publish endpoint, behind the real
// request boundary (cross-site check, session, route's methods and audience), as a writer and as an administrator.

let database: Awaited<ReturnType<typeof createTestSqlite>>;
let services: SiteServices;
const cookies: Partial<Record<StaffRole, string>> = {};

beforeAll(async () => {
  database = await createTestSqlite();
  services = testServices(database.db);
  cookies.writer = (await signedInStaff(services, { name: "Awa", email: "awa@kheops.cm", role: "writer" })).cookie;
  cookies.admin = (await signedInStaff(services, { name: "Paul", email: "paul@kheops.cm" })).cookie;
});
afterAll(async () => {
  await services.articleSanitizer.close();
  await database.destroy();
});
beforeEach(async () => {
  await database.db.deleteFrom("staff_activity").execute();
  await database.db.deleteFrom("article").execute();
});

const list = "/admin/articles?statut=brouillon";

/** A draft written by Awa, as the editor saves it. */
async function aDraft(title = "Vendre ses pagnes") {
  const draft = articleDraftSchema.parse({ title, content: "<p>Une vitrine ouverte jour et nuit.</p>", category: "SEO" });
  const saved = await saveArticle(database.db, draft, { sanitizer: services.articleSanitizer, by: "Awa" });
  if (saved.status !== "saved") throw new Error(`the draft was not saved: ${saved.status}`);
  return saved.article;
}

/**
 * A list's form as a browser posts it (urlencoded, to the list's own address), answered by a stand-in of
 * app/pages/admin/articles/index.astro doing what the page does; `headers` say where the browser says it comes from.
 */
function postForm(role: StaffRole, fields: Record<string, string>, headers: Record<string, string> = { origin: "http://localhost:3000" }) {
  const request = new Request(`http://localhost:3000${list}`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/x-www-form-urlencoded", cookie: cookies[role] ?? "" },
    body: new URLSearchParams(fields),
  });
  return throughMiddleware(services, request, ({ locals }) => {
    if (!locals.staff) throw new Error("the middleware let a list's post through without a session");
    return answerDeskPost(locals.scope, locals.staff, articleListWrites, list);
  });
}

/** The notice the list shows after the 303 (the middleware takes it from the cookie for the page). */
async function noticeAfter(answer: Response, role: StaffRole) {
  const notice = answer.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  let shown: unknown;
  await throughMiddleware(
    services,
    new Request(`http://localhost:3000${list}`, { headers: { cookie: `${notice}; ${cookies[role]}` } }),
    ({ locals }) => {
      shown = locals.adminNotice;
      return new Response("la liste");
    },
  );
  return shown;
}

it("a list's action posted by a plain form from our own origin is done, answered 303 back to the list, and said there once", async () => {
  const draft = await aDraft();
  // A writer may publish from a list, as before the lists were pages.
  const answer = await postForm("writer", { intent: "publish", id: draft.id, version: String(draft.version) });
  expect(answer.status).toBe(303);
  expect(answer.headers.get("location")).toBe(list);
  expect(await noticeAfter(answer, "writer")).toEqual({ tone: "done", text: adminText.toasts.published });
  expect(await findArticle(database.db, draft.id)).toMatchObject({ status: "published", publishedBy: "Awa" });

  // Archive, trash, restore, trash again, delete: each says its own words.
  const steps = [
    ["archive", adminText.toasts.archived],
    ["trash", adminText.toasts.trashed],
    ["restore", adminText.toasts.restored],
    ["trash", adminText.toasts.trashed],
    ["delete", adminText.toasts.deleted],
  ] as const;
  for (const [intent, said] of steps) {
    const version = (await findArticle(database.db, draft.id))?.version ?? 0;
    expect(await noticeAfter(await postForm("writer", { intent, id: draft.id, version: String(version) }), "writer")).toEqual({
      tone: "done",
      text: said,
    });
  }
  expect(await findArticle(database.db, draft.id)).toBeUndefined();
});

it("a plain form without Origin passes when the browser says it is same-origin; from another site it is refused, 403, and nothing changes", async () => {
  const draft = await aDraft();
  const sameOrigin = await postForm("admin", { intent: "archive", id: draft.id, version: "1" }, { "sec-fetch-site": "same-origin" });
  expect(sameOrigin.status).toBe(303);
  const elsewhere: Record<string, string>[] = [
    { origin: "https://evil.example" },
    { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
    { "sec-fetch-site": "cross-site" },
  ];
  for (const headers of elsewhere) {
    const forged = await postForm("admin", { intent: "trash", id: draft.id }, headers);
    expect(forged.status, JSON.stringify(headers)).toBe(403);
  }
  expect(await findArticle(database.db, draft.id)).toMatchObject({ status: "archived" });
});

it("a stale version or an unknown intent changes nothing and says why", async () => {
  const draft = await aDraft();
  const stale = await postForm("admin", { intent: "archive", id: draft.id, version: String(draft.version + 1) });
  expect(await noticeAfter(stale, "admin")).toEqual({ tone: "refused", text: adminText.errors.conflict });
  const unknown = await postForm("admin", { intent: "changeEverything", id: draft.id });
  expect(await noticeAfter(unknown, "admin")).toMatchObject({ tone: "refused" });
  expect(await findArticle(database.db, draft.id)).toMatchObject({ status: "draft", version: draft.version });
});

/** An editor's JSON request to one of its endpoints. */
function editorPost(path: string, endpoint: typeof publish, role: StaffRole, body: unknown, origin = "http://localhost:3000") {
  const request = new Request(`http://localhost:3000${path}`, {
    method: "POST",
    headers: { origin, "content-type": "application/json", cookie: cookies[role] ?? "" },
    body: JSON.stringify(body),
  });
  return callEndpoint(services, request, endpoint);
}

/** « Publier » in the editor: one JSON request. */
function publishAs(role: StaffRole, body: unknown, origin = "http://localhost:3000") {
  return editorPost("/admin/api/articles/publication", publish, role, body, origin);
}

it("the editor publishes a new article's text in one request: saved, then published, both in the activity log", async () => {
  const answer = await publishAs("writer", {
    draft: { title: "Réussir sa page Facebook", content: "<p>Une page claire.</p>", category: "SEO" },
  });
  expect(answer.status).toBe(200);
  const { article } = (await answer.json()) as { article: { id: string; status: string; version: number } };
  expect(article).toMatchObject({ status: "published", version: 2 });
  expect(await findArticle(database.db, article.id)).toMatchObject({ status: "published", createdBy: "Awa", publishedBy: "Awa" });
  expect((await listActivity(database.db)).map(({ action }) => action).sort()).toEqual(["article-saved", "article-status-changed"]);
});

it("the editor's publish of an article as saved checks its version; a refused save publishes nothing; another site is refused", async () => {
  const draft = await aDraft();
  const stale = await publishAs("admin", { id: draft.id, version: draft.version + 1 });
  expect(stale.status).toBe(409);
  expect(await stale.json()).toEqual({ error: adminText.errors.conflict });
  const empty = await publishAs("admin", { draft: { id: draft.id, version: draft.version, title: "Vide", content: "", category: "SEO" } });
  expect(empty.status).toBe(400);
  expect((await publishAs("admin", { id: draft.id, version: draft.version }, "https://evil.example")).status).toBe(403);
  expect(await findArticle(database.db, draft.id)).toMatchObject({ status: "draft", version: draft.version });
  expect((await publishAs("admin", { id: draft.id, version: draft.version })).status).toBe(200);
});

it("the editor's save and publish answer the page's five counts as they are after the write, so that they move at once", async () => {
  await aDraft("Un brouillon déjà là");
  const saved = await editorPost("/admin/api/articles", save, "writer", {
    title: "Réussir sa page Facebook",
    content: "<p>Une page claire.</p>",
    category: "SEO",
  });
  expect(saved.status).toBe(200);
  const afterSave = (await saved.json()) as { article: { id: string; version: number }; counts: unknown };
  expect(afterSave.counts).toEqual({ total: 2, draft: 2, published: 0, archived: 0, trash: 0 });

  const published = await publishAs("writer", { id: afterSave.article.id, version: afterSave.article.version });
  expect(published.status).toBe(200);
  expect(((await published.json()) as { counts: unknown }).counts).toEqual({ total: 2, draft: 1, published: 1, archived: 0, trash: 0 });

  // A refusal changes nothing and answers no counts.
  const stale = await publishAs("writer", { id: afterSave.article.id, version: afterSave.article.version });
  expect(stale.status).toBe(409);
  expect(await stale.json()).toEqual({ error: adminText.errors.conflict });
});
