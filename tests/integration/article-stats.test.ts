import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { get as httpGet, type IncomingHttpHeaders } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import type { Database } from "~/lib/db/schema";
import { freePort } from "../helpers/free-port";
import { type HostProcess, startHost, waitForHealth } from "../helpers/host-process";
import { postgresUnavailableReason, startThrowawayPostgres, type ThrowawayPostgres } from "../helpers/postgres";

// The real host (development mode) on a real database: a like or a view is
// counted once per browser, and every open stats stream hears of it, on the
// instance that stored it and, over PostgreSQL, on the others.

const TEST_TIMEOUT = 180_000;
const slug = "article-de-test";

const isolatedEnv = {
  HOST: "127.0.0.1",
  SITE_URL: "",
  TRUST_PROXY: "",
  SMTP_URL: "",
  FORMS_WEBHOOK_URL: "",
  GA4_MEASUREMENT_ID: "",
  GA4_API_SECRET: "",
};

interface Site extends HostProcess {
  origin: string;
}

async function startSite(env: Record<string, string>): Promise<Site> {
  const port = await freePort();
  const host = startHost({ ...isolatedEnv, ...env, PORT: String(port) });
  const origin = `http://127.0.0.1:${port}`;
  await waitForHealth(`${origin}/healthz`, { host, timeoutMs: 120_000 });
  return { ...host, origin };
}

/** The published article the tests like and view; the host has applied the migrations by now. */
async function insertTestArticle(db: Kysely<Database>): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto("article")
    .values({
      id: randomUUID(),
      slug,
      title: "Article de test",
      excerpt: "Un article pour les tests.",
      content: "<p>Bonjour</p>",
      author: "Kheops",
      author_quote: null,
      date: "2025-09-03",
      publish_date: "3 septembre 2025",
      read_time: "5 min",
      category: "Marketing Digital",
      tags: "[]",
      image: `/images/art/articles/${slug}`,
      status: "published",
      source: "admin",
      source_hash: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db.destroy();
}

// ---------------------------------------------------------------------------
// A stats stream read as a plain HTTP response.

interface StreamEvent {
  event: string;
  data: unknown;
}

interface StatsStream {
  headers: IncomingHttpHeaders;
  /** The next event (after those already taken) that `matches`, within `timeoutMs`. */
  next: (matches: (event: StreamEvent) => boolean, timeoutMs: number) => Promise<StreamEvent>;
}

function parseBlock(block: string): StreamEvent | undefined {
  const lines = block.split("\n");
  const data = lines.filter((line) => line.startsWith("data:")).map((line) => line.slice(5).trimStart());
  if (data.length === 0) return undefined; // a comment (heartbeat) or a retry line alone
  const event =
    lines
      .find((line) => line.startsWith("event:"))
      ?.slice(6)
      .trim() ?? "message";
  return { event, data: JSON.parse(data.join("\n")) };
}

/** Opens the stream, as a browser would ask for it (gzip accepted), and resolves once its headers are in. */
function openStatsStream(site: Site): Promise<StatsStream> {
  return new Promise((resolve, reject) => {
    const request = httpGet(
      `${site.origin}/api/articles/stats/stream`,
      { headers: { accept: "text/event-stream", "accept-encoding": "gzip, deflate, br" } },
      (response) => {
        const events: StreamEvent[] = [];
        let waiting: (() => void) | undefined;
        let buffer = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => {
          buffer += chunk;
          let end = buffer.indexOf("\n\n");
          while (end >= 0) {
            const event = parseBlock(buffer.slice(0, end));
            buffer = buffer.slice(end + 2);
            if (event) events.push(event);
            end = buffer.indexOf("\n\n");
          }
          waiting?.();
        });
        let taken = 0;
        resolve({
          headers: response.headers,
          async next(matches, timeoutMs) {
            const deadline = Date.now() + timeoutMs;
            for (;;) {
              while (taken < events.length) {
                const event = events[taken++] as StreamEvent;
                if (matches(event)) return event;
              }
              const left = deadline - Date.now();
              if (left <= 0) throw new Error(`no matching event within ${timeoutMs} ms; received: ${JSON.stringify(events)}`);
              await new Promise<void>((wake) => {
                const timer = setTimeout(wake, left);
                waiting = () => {
                  clearTimeout(timer);
                  wake();
                };
              });
            }
          },
        });
      },
    );
    request.on("error", reject);
    onTestFinished(() => {
      request.destroy();
    });
  });
}

const isSnapshot = (event: StreamEvent) => event.event === "stats";
const isChangeOf = (event: StreamEvent) => event.event === "message" && (event.data as { slug?: string }).slug === slug;

async function post(site: Site, path: string, cookie?: string): Promise<{ status: number; body: unknown; setCookie: string[] }> {
  const response = await fetch(`${site.origin}${path}`, { method: "POST", headers: cookie ? { cookie } : {} });
  return { status: response.status, body: await response.json(), setCookie: response.headers.getSetCookie() };
}

const freshVisitorCookie = () => `kh_visiteur=${randomBytes(16).toString("hex")}`;

// ---------------------------------------------------------------------------

describe("article stats on SQLite, one host", () => {
  it(
    "counts a replayed like once, a view once per session, and streams each counted change once",
    async () => {
      const dir = mkdtempSync(join(tmpdir(), "site-stats-"));
      onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
      const path = join(dir, "site.db");
      const site = await startSite({ SQLITE_PATH: path, DATABASE_URL: "" });
      await insertTestArticle(new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(path) }) }));

      const stream = await openStatsStream(site);
      expect(stream.headers["content-type"]).toMatch(/^text\/event-stream/);
      expect(stream.headers["content-encoding"]).toBeUndefined(); // not held back by the compression middleware
      const snapshot = await stream.next(isSnapshot, 30_000);
      expect((snapshot.data as Record<string, unknown>)[slug]).toEqual({ likes: 0, views: 0 });

      const first = await post(site, `/api/articles/${slug}/like`);
      expect(first).toMatchObject({ status: 200, body: { likes: 1, views: 0, liked: true } });
      expect(first.setCookie).toHaveLength(1);
      const visitorCookie = first.setCookie[0] ?? "";
      expect(visitorCookie).toMatch(/^kh_visiteur=[0-9a-f]{32}; /);
      expect(visitorCookie.split("; ").slice(1).sort()).toEqual(["HttpOnly", "Max-Age=31536000", "Path=/", "SameSite=Lax"]);
      expect((await stream.next(isChangeOf, 5_000)).data).toEqual({ slug, likes: 1, views: 0 });

      const cookie = visitorCookie.split(";")[0] ?? "";
      const replayed = await post(site, `/api/articles/${slug}/like`, cookie);
      expect(replayed).toEqual({ status: 200, body: { likes: 1, views: 0, liked: true }, setCookie: [] });

      const view = await post(site, `/api/articles/${slug}/view`);
      expect(view).toMatchObject({ status: 200, body: { likes: 1, views: 1 } });
      const sessionCookie = view.setCookie[0] ?? "";
      expect(sessionCookie).toMatch(/^kh_session=[0-9a-f]{32}; /);
      expect(sessionCookie).not.toMatch(/Max-Age|Expires/i);
      expect(await post(site, `/api/articles/${slug}/view`, sessionCookie.split(";")[0])).toMatchObject({
        status: 200,
        body: { likes: 1, views: 1 },
      });
      // The replayed like sent nothing: the next change is the view.
      expect((await stream.next(isChangeOf, 5_000)).data).toEqual({ slug, likes: 1, views: 1 });

      const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(path, { readonly: true }) }) });
      onTestFinished(() => db.destroy());
      expect(await db.selectFrom("article").select(["likes", "views"]).where("slug", "=", slug).executeTakeFirst()).toEqual({
        likes: 1,
        views: 1,
      });
      expect(await db.selectFrom("article_like").select("visitor_id").execute()).toEqual([{ visitor_id: cookie.split("=")[1] }]);
    },
    TEST_TIMEOUT,
  );

  it(
    "answers JSON, never a server error, to unknown articles, odd slugs, odd cookies and other methods",
    async () => {
      const dir = mkdtempSync(join(tmpdir(), "site-stats-"));
      onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
      const site = await startSite({ SQLITE_PATH: join(dir, "site.db"), DATABASE_URL: "" });

      for (const what of ["like", "view"]) {
        expect(await post(site, `/api/articles/article-inconnu/${what}`)).toMatchObject({
          status: 404,
          body: { error: "Article introuvable." },
        });
        expect(await post(site, `/api/articles/a%00b/${what}`)).toMatchObject({ status: 404 });
        expect(await post(site, `/api/articles/${"x".repeat(3000)}/${what}`)).toMatchObject({ status: 404 });
        expect(await post(site, `/api/articles/article-inconnu/${what}`, "kh_visiteur=%00; kh_session=' or 1=1")).toMatchObject({
          status: 404,
        });
        const get = await fetch(`${site.origin}/api/articles/article-inconnu/${what}`);
        expect(get.status).toBe(405);
        expect(await get.json()).toEqual({ error: "Méthode non autorisée" });
      }
    },
    TEST_TIMEOUT,
  );
});

const postgresSkip = postgresUnavailableReason();

(postgresSkip ? describe.skip : describe)(
  `article stats on PostgreSQL, two hosts${postgresSkip ? ` [skipped: ${postgresSkip}]` : ""}`,
  () => {
    let cluster: ThrowawayPostgres | undefined;
    beforeAll(async () => {
      cluster = await startThrowawayPostgres();
    });
    afterAll(() => cluster?.stop());

    it(
      "streams a like stored by host A to the visitors of host B, once, and again after the LISTEN connections are cut",
      async () => {
        if (!cluster) throw new Error("PostgreSQL cluster not started");
        const name = `stats_${randomUUID().replaceAll("-", "")}`;
        const admin = new pg.Client({ connectionString: cluster.url });
        await admin.connect();
        await admin.query(`create database ${name}`);
        await admin.end();
        const url = cluster.url.replace(/\/postgres$/, `/${name}`);

        const hostA = await startSite({ DATABASE_URL: url });
        const pool = new pg.Pool({ connectionString: url, max: 1 });
        await insertTestArticle(new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }));
        const hostB = await startSite({ DATABASE_URL: url });

        const streamA = await openStatsStream(hostA);
        const streamB = await openStatsStream(hostB);
        expect(((await streamB.next(isSnapshot, 30_000)).data as Record<string, unknown>)[slug]).toEqual({ likes: 0, views: 0 });
        await streamA.next(isSnapshot, 30_000);
        // Host A compiles its like route on first use (development mode): not part of the 2 s.
        expect((await post(hostA, "/api/articles/article-inconnu/like")).status).toBe(404);

        const liked = await post(hostA, `/api/articles/${slug}/like`, freshVisitorCookie());
        expect(liked).toMatchObject({ status: 200, body: { likes: 1, views: 0, liked: true } });
        expect((await streamB.next(isChangeOf, 2_000)).data).toEqual({ slug, likes: 1, views: 0 });
        expect((await streamA.next(isChangeOf, 2_000)).data).toEqual({ slug, likes: 1, views: 0 });

        // The other way round; each stream's next change is this one: no instance heard the like twice.
        const viewed = await post(hostB, `/api/articles/${slug}/view`);
        expect(viewed).toMatchObject({ status: 200, body: { likes: 1, views: 1 } });
        expect((await streamA.next(isChangeOf, 2_000)).data).toEqual({ slug, likes: 1, views: 1 });
        expect((await streamB.next(isChangeOf, 2_000)).data).toEqual({ slug, likes: 1, views: 1 });

        // Both LISTEN connections cut by the server: each host opens its own again.
        const watcher = new pg.Client({ connectionString: url });
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
        expect(await post(hostA, `/api/articles/${slug}/like`, freshVisitorCookie())).toMatchObject({ status: 200, body: { likes: 2 } });
        expect((await streamB.next(isChangeOf, 2_000)).data).toEqual({ slug, likes: 2, views: 1 });
      },
      TEST_TIMEOUT,
    );
  },
);
