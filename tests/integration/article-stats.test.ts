import { randomBytes } from "node:crypto";
import pg from "pg";
import { expect, it, onTestFinished, vi } from "vitest";
import { likesPerAddressAndArticlePerHour } from "~/lib/blog/stats.server";
import { developmentSessionSecret } from "~/lib/config.server";
import { insertArticle } from "../helpers/articles";
import { describeEachEngine, describeOn, freshSqliteForHost, hostDatabasesOn } from "../helpers/database";
import { signedCookiePair, signedValueIn } from "../helpers/signed-cookie";
import { inPool, type Site, startSite } from "../helpers/site";
import { openEventStream, type ServerSentEvent } from "../helpers/sse-client";
import { visitorCookieFrom, visitorSetCookieFrom } from "../helpers/visitor-cookie";

// The real host (the build) on a real database: a like or a view is
// counted once per browser, and every open stats stream hears of it, on the
// instance that stored it and, over PostgreSQL, on the others.

const slug = "article-de-test";

/** The stats stream, asked for as a browser asks for it (gzip accepted). */
const openStatsStream = (site: Site) =>
  openEventStream(`${site.origin}/api/articles/statistiques/flux`, { "accept-encoding": "gzip, deflate, br" });

const isSnapshot = (event: ServerSentEvent) => event.event === "stats";
const isChangeOf = (event: ServerSentEvent) => event.event === "message" && (JSON.parse(event.data) as { slug?: string }).slug === slug;
/** The data of the stream's next event that `matches`. */
const nextData = async (stream: Awaited<ReturnType<typeof openStatsStream>>, matches: typeof isSnapshot, timeoutMs: number) =>
  JSON.parse((await stream.next(matches, timeoutMs)).data) as Record<string, unknown>;

async function post(site: Site, path: string, cookie?: string): Promise<{ status: number; body: unknown; setCookie: string[] }> {
  const response = await fetch(`${site.origin}${path}`, { method: "POST", headers: cookie ? { cookie } : {} });
  return { status: response.status, body: await response.json(), setCookie: response.headers.getSetCookie() };
}

/** The id a signed cookie holds (the test hosts sign with the development secret: tests/helpers/site.ts). */
const idIn = (cookie: string) => signedValueIn(cookie, developmentSessionSecret);

describeOn("sqlite", "article stats, one host", () => {
  it("counts a replayed like once, a view once per session, and streams each counted change once", async () => {
    const database = freshSqliteForHost();
    const site = await startSite(database.env);
    await insertArticle(database.connect({ write: true }), { slug }); // the host has applied the migrations by now

    const stream = await openStatsStream(site);
    expect(stream.headers["content-type"]).toMatch(/^text\/event-stream/);
    expect(stream.headers["content-encoding"]).toBeUndefined(); // not held back by the compression middleware
    const snapshot = await nextData(stream, isSnapshot, 30_000);
    expect(snapshot[slug]).toEqual({ likes: 0, views: 0 });

    // No visitor id, or one the site did not sign: nothing counted.
    expect(await post(site, `/api/articles/${slug}/jaime`)).toMatchObject({ status: 403 });
    expect(await post(site, `/api/articles/${slug}/jaime`, "kh_visiteur=0123456789abcdef0123456789abcdef")).toMatchObject({ status: 403 });

    // The stats stream (opened by every page with a like button) gives the browser its signed visitor id; the like counts with it.
    const visitorCookie = await visitorSetCookieFrom(site.origin);
    expect(idIn(visitorCookie)).toMatch(/^[0-9a-f]{32}$/);
    expect(visitorCookie.split("; ").slice(1).sort()).toEqual(["HttpOnly", "Max-Age=31536000", "Path=/", "SameSite=Lax"]);
    const cookie = visitorCookie.split(";")[0] ?? "";
    expect(await post(site, `/api/articles/${slug}/jaime`, cookie)).toMatchObject({
      status: 200,
      body: { likes: 1, views: 0, liked: true },
    });
    expect(await nextData(stream, isChangeOf, 5_000)).toEqual({ slug, likes: 1, views: 0 });

    const replayed = await post(site, `/api/articles/${slug}/jaime`, cookie);
    expect(replayed).toEqual({ status: 200, body: { likes: 1, views: 0, liked: true }, setCookie: [] });

    const view = await post(site, `/api/articles/${slug}/vue`);
    expect(view).toMatchObject({ status: 200, body: { likes: 1, views: 1 } });
    const sessionCookie = view.setCookie[0] ?? "";
    expect(idIn(sessionCookie)).toMatch(/^[0-9a-f]{32}$/);
    expect(sessionCookie).not.toMatch(/Max-Age|Expires/i);
    expect(await post(site, `/api/articles/${slug}/vue`, sessionCookie.split(";")[0])).toMatchObject({
      status: 200,
      body: { likes: 1, views: 1 },
    });
    // The replayed like sent nothing: the next change is the view.
    expect(await nextData(stream, isChangeOf, 5_000)).toEqual({ slug, likes: 1, views: 1 });

    const db = database.connect();
    expect(await db.selectFrom("article").select(["likes", "views"]).where("slug", "=", slug).executeTakeFirst()).toEqual({
      likes: 1,
      views: 1,
    });
    expect(await db.selectFrom("article_like").select("visitor_id").execute()).toEqual([{ visitor_id: idIn(cookie) }]);
  }, 180_000);

  it("answers JSON, never a server error, to unknown articles, odd slugs, odd cookies and other methods", async () => {
    const site = await startSite(freshSqliteForHost().env);
    // A browser that has seen a blog page (a like needs its visitor id).
    const visitor = await visitorCookieFrom(site.origin);

    for (const what of ["jaime", "vue"]) {
      expect(await post(site, `/api/articles/article-inconnu/${what}`, visitor)).toMatchObject({
        status: 404,
        body: { error: "Article introuvable." },
      });
      // An escaped control character is refused before any page or endpoint reads it.
      const control = await fetch(`${site.origin}/api/articles/a%00b/${what}`, { method: "POST", headers: { cookie: visitor } });
      expect(control.status).toBe(400);
      expect(await post(site, `/api/articles/${"x".repeat(3000)}/${what}`, visitor)).toMatchObject({ status: 404 });
      // Odd cookies are no visitor id at all: a like is refused (403), a view gets a new session.
      expect(await post(site, `/api/articles/article-inconnu/${what}`, "kh_visiteur=%00; kh_session=' or 1=1")).toMatchObject({
        status: what === "jaime" ? 403 : 404,
      });
      const get = await fetch(`${site.origin}/api/articles/article-inconnu/${what}`);
      expect(get.status).toBe(405);
      expect(await get.json()).toEqual({ error: "Méthode non autorisée" });
    }
  }, 180_000);

  it("counts at most 20 likes an hour on one article from one address, however many visitor ids it collects", async () => {
    const database = freshSqliteForHost();
    const site = await startSite(database.env);
    const db = database.connect({ write: true });
    await insertArticle(db, { slug });
    await insertArticle(db, { slug: "autre-article" });
    // Fresh signed ids, as a script collecting one from the stats stream per like would get.
    const newVisitor = () => signedCookiePair("kh_visiteur", randomBytes(16).toString("hex"), developmentSessionSecret);

    for (let like = 1; like <= likesPerAddressAndArticlePerHour; like++) {
      expect(await post(site, `/api/articles/${slug}/jaime`, newVisitor())).toMatchObject({ status: 200, body: { likes: like } });
    }
    const refused = await fetch(`${site.origin}/api/articles/${slug}/jaime`, { method: "POST", headers: { cookie: newVisitor() } });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(3_000);
    expect(await refused.json()).toEqual({
      error: "Cet article a reçu beaucoup de j'aime depuis votre connexion. Réessayez dans une heure.",
    });
    expect(
      await database
        .connect()
        .selectFrom("article_like")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirst(),
    ).toEqual({
      n: likesPerAddressAndArticlePerHour,
    });
    // Another article is another count.
    expect(await post(site, "/api/articles/autre-article/jaime", newVisitor())).toMatchObject({ status: 200, body: { likes: 1 } });
  }, 180_000);
});

describeOn("postgres", "article stats, two hosts", () => {
  const freshDatabase = hostDatabasesOn("postgres");

  it("streams a like stored by host A to the visitors of host B, once, and again after the LISTEN connections are cut", async () => {
    const database = await freshDatabase();
    const hostA = await startSite(database.env);
    await insertArticle(database.connect({ write: true }), { slug });
    const hostB = await startSite(database.env);

    const streamA = await openStatsStream(hostA);
    const streamB = await openStatsStream(hostB);
    expect((await nextData(streamB, isSnapshot, 30_000))[slug]).toEqual({ likes: 0, views: 0 });
    await streamA.next(isSnapshot, 30_000);
    // Host A compiles its like route on first use (development mode): not part of the 2 s.
    expect((await post(hostA, "/api/articles/article-inconnu/jaime", await visitorCookieFrom(hostA.origin))).status).toBe(404);

    const liked = await post(hostA, `/api/articles/${slug}/jaime`, await visitorCookieFrom(hostA.origin));
    expect(liked).toMatchObject({ status: 200, body: { likes: 1, views: 0, liked: true } });
    expect(await nextData(streamB, isChangeOf, 2_000)).toEqual({ slug, likes: 1, views: 0 });
    expect(await nextData(streamA, isChangeOf, 2_000)).toEqual({ slug, likes: 1, views: 0 });

    // The other way round; each stream's next change is this one: no instance heard the like twice.
    const viewed = await post(hostB, `/api/articles/${slug}/vue`);
    expect(viewed).toMatchObject({ status: 200, body: { likes: 1, views: 1 } });
    expect(await nextData(streamA, isChangeOf, 2_000)).toEqual({ slug, likes: 1, views: 1 });
    expect(await nextData(streamB, isChangeOf, 2_000)).toEqual({ slug, likes: 1, views: 1 });

    // Both LISTEN connections cut by the server: each host opens its own again.
    const watcher = new pg.Client({ connectionString: database.env.DATABASE_URL });
    await watcher.connect();
    onTestFinished(() => watcher.end());
    const listeners = async () =>
      (await watcher.query<{ pid: number }>("select pid from pg_stat_activity where query = 'LISTEN article_stats'")).rows;
    const cut = (await listeners()).map((row) => row.pid);
    expect(cut).toHaveLength(2);
    await watcher.query("select pg_terminate_backend(pid) from pg_stat_activity where pid = any($1)", [cut]);
    await vi.waitFor(async () => expect((await listeners()).filter((row) => !cut.includes(row.pid))).toHaveLength(2), {
      timeout: 15_000,
      interval: 100,
    });
    expect(await post(hostA, `/api/articles/${slug}/jaime`, await visitorCookieFrom(hostA.origin))).toMatchObject({
      status: 200,
      body: { likes: 2 },
    });
    expect(await nextData(streamB, isChangeOf, 2_000)).toEqual({ slug, likes: 2, views: 1 });
  }, 180_000);
});

// The security review's requests again, on each engine: what one address can add by repeating them.
describeEachEngine("inflating counts from one address", (engine) => {
  const freshDatabase = hostDatabasesOn(engine);

  it("counts 320 cookieless views as one, refuses events past their budget, and keeps an unknown article's slug out of the rate limits", async () => {
    const database = await freshDatabase();
    // An API budget above 320 a minute, so that every view reaches the handler.
    const site = await startSite({ ...database.env, API_RATE_LIMIT_PER_MINUTE: "1000" });
    await insertArticle(database.connect({ write: true }), { slug });

    const views = await inPool(Array.from({ length: 320 }), 8, () => post(site, `/api/articles/${slug}/vue`));
    expect(views.filter((view) => view.status !== 200)).toEqual([]);
    const db = database.connect();
    expect(await db.selectFrom("article").select("views").where("slug", "=", slug).executeTakeFirst()).toEqual({ views: 1 });
    expect(views.at(-1)?.body).toEqual({ likes: 0, views: 1 });

    // Analytics events after 'Accepter': their own budget (30 a minute by default), below the API's.
    const consent = await fetch(`${site.origin}/api/cookies`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "consent=accepted",
    });
    const consentCookie =
      consent.headers
        .getSetCookie()
        .find((line) => line.startsWith("kh_consentement="))
        ?.split(";")[0] ?? "";
    expect(consentCookie).not.toBe("");
    // An event padded to the old 4 KB is refused whole (it counts against the budget).
    const padded = await fetch(`${site.origin}/api/ga4/event`, {
      method: "POST",
      headers: { cookie: consentCookie, "content-type": "application/json" },
      body: JSON.stringify({ eventName: "page_view", clientId: "script", params: { page_title: "x".repeat(3000) } }),
    });
    expect(padded.status).toBe(413);
    const event = JSON.stringify({ eventName: "page_view", clientId: "script", params: { page_path: "/faux" } });
    const events = await inPool(Array.from({ length: 39 }), 4, async () => {
      const answer = await fetch(`${site.origin}/api/ga4/event`, {
        method: "POST",
        headers: { cookie: consentCookie, "content-type": "application/json" },
        body: event,
      });
      await answer.body?.cancel();
      return answer.status;
    });
    expect(events.filter((status) => status === 204)).toHaveLength(29);
    expect(events.filter((status) => status === 429)).toHaveLength(10);

    // A like on an unknown article, named by a 4.5 KB slug: 404, and no rate-limit row keyed on it.
    const visitor = await visitorCookieFrom(site.origin);
    const longSlug = "x".repeat(4500);
    expect(await post(site, `/api/articles/${longSlug}/jaime`, visitor)).toMatchObject({ status: 404 });
    expect(await post(site, "/api/articles/article-inconnu/jaime", visitor)).toMatchObject({ status: 404 });
    const keys = (await db.selectFrom("rate_limit_window").select("key").execute()).map((row) => row.key);
    expect(keys.filter((key) => key.length > 128 || key.includes("xxxx") || key.includes("article-inconnu"))).toEqual([]);
  }, 180_000);
});
