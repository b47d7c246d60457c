import type { Kysely } from "kysely";
import { expect, it, vi } from "vitest";
import type { Database } from "~/lib/db/schema";
import type { Cluster } from "../../scripts/lib/cluster";
import { freePort } from "../../scripts/lib/free-port";
import { waitUntil } from "../../scripts/lib/wait";
import { startHttpRecorder } from "../helpers/fake-http";
import { contactFormFields } from "../helpers/leads";
import { clusterDatabase, describeCluster, startTestCluster } from "../helpers/site";
import { openEventStream } from "../helpers/sse-client";
import { visitorCookieFrom } from "../helpers/visitor-cookie";

// The deployment of deploy/ on this machine: PostgreSQL, two production instances of the built
// site and nginx in front (scripts/lib/cluster.ts). What a visitor or the staff can observe must
// hold whichever instance answers, and through a crash, a database outage and a dead lead target.

interface PostResult {
  email: string;
  status: number;
  /** The order in which the posts were sent (1, 2, …): what came after an event is told by it, not by the clock. */
  sent: number;
  body: string;
}

let leadNumber = 0;

/** A visitor without JavaScript sending the contact form, with an address of its own. */
async function postContact(origin: string): Promise<PostResult> {
  const sent = ++leadNumber;
  const email = `visiteur-${sent}@example.cm`;
  try {
    const response = await fetch(`${origin}/contact`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ ...contactFormFields, email }).toString(),
      signal: AbortSignal.timeout(15_000),
    });
    const body = await response.text();
    return { email, status: response.status, sent, body };
  } catch (error) {
    return { email, status: 0, sent, body: String(error) };
  }
}

/**
 * `workers` visitors posting one after the other until stop() is called. A refused visitor tries again
 * at the pace of a poll rather than at once: a refusal comes back in a few milliseconds, and a busy loop
 * of them would take the two cores from the instances it is testing (and count thousands of refusals).
 */
function postContactsUntilStopped(origin: string, workers: number) {
  const results: PostResult[] = [];
  let stopped = false;
  const running = Promise.all(
    Array.from({ length: workers }, async () => {
      while (!stopped) {
        await waitUntil(
          async () => {
            const result = await postContact(origin);
            results.push(result);
            return result.status === 200 || stopped;
          },
          { timeoutMs: 60_000, intervalMs: 20, what: "a contact post acknowledged (the site refused them all)" },
        );
      }
    }),
  );
  return {
    results,
    /** The number of the last post sent so far: the posts sent after what the test does next are numbered above it. */
    lastSent: () => leadNumber,
    /** Resolves once `count` more posts have been answered. */
    async answered(count: number) {
      const target = results.length + count;
      await vi.waitFor(() => expect(results.length).toBeGreaterThanOrEqual(target), { timeout: 30_000, interval: 50 });
    },
    async stop() {
      stopped = true;
      await running;
      return results;
    },
  };
}

/** Every acknowledged lead is stored exactly once (and nothing is stored twice). */
async function expectAcknowledgedLeadsStoredOnce(db: Kysely<Database>, results: PostResult[]) {
  const stored = (await db.selectFrom("lead").select("email").execute()).map((row) => row.email);
  const acknowledged = results.filter((result) => result.status === 200).map((result) => result.email);
  expect(acknowledged.length).toBeGreaterThan(0);
  expect(acknowledged.filter((email) => stored.filter((other) => other === email).length !== 1)).toEqual([]);
  expect(new Set(stored).size).toBe(stored.length);
}

describeCluster("two instances behind nginx on PostgreSQL", () => {
  it("keeps every acknowledged contact when an instance is killed under load, and the other takes the posts", async () => {
    const cluster = await startTestCluster();
    const db = clusterDatabase(cluster);
    const load = postContactsUntilStopped(cluster.url, 4);

    await load.answered(12);
    await cluster.kill(0);
    const killedAfter = load.lastSent();
    await load.answered(16);
    await cluster.restart(0);
    await load.answered(12);
    const results = await load.stop();

    expect(cluster.instances[1]?.host.child.exitCode).toBeNull();
    await expectAcknowledgedLeadsStoredOnce(db, results);
    // Posts sent once the instance was dead went to the other one, all acknowledged.
    const afterKill = results.filter((result) => result.sent > killedAfter);
    expect(afterKill.length).toBeGreaterThanOrEqual(16);
    expect(afterKill.filter((result) => result.status !== 200).map((result) => `${result.status} ${result.body.slice(0, 80)}`)).toEqual([]);
  }, 120_000);

  it("answers 503 with a French page while PostgreSQL is down, says so on /healthz, and recovers by itself", async () => {
    const cluster = await startTestCluster({ pageCache: false });
    const db = clusterDatabase(cluster);
    const load = postContactsUntilStopped(cluster.url, 3);
    await load.answered(6);

    cluster.postgres.pause();
    const downAfter = load.lastSent();
    const page = await fetch(`${cluster.url}/kheopscope`, { signal: AbortSignal.timeout(10_000) });
    expect(page.status).toBe(503);
    expect(page.headers.get("retry-after")).toBe("5");
    const html = await page.text();
    expect(html).toContain("Site momentanément indisponible");
    expect(html).toContain('lang="fr"');
    for (const instance of cluster.instances) {
      const health = await fetch(`${instance.url}/healthz`, { signal: AbortSignal.timeout(10_000) });
      expect(health.status).toBe(503);
      expect(await health.json()).toEqual({ status: "error", database: "unreachable" });
    }
    await load.answered(9);
    const down = load.results.filter((result) => result.sent > downAfter);
    expect(down.every((result) => result.status === 503)).toBe(true);
    expect(down.find((result) => result.status === 503)?.body).toContain("momentanément indisponible");
    // Down for a while longer, counted in refused posts rather than seconds.
    await load.answered(6);

    cluster.postgres.resume();
    for (const instance of cluster.instances) {
      await vi.waitFor(
        async () => {
          const health = await fetch(`${instance.url}/healthz`);
          expect(health.status).toBe(200);
        },
        { timeout: 20_000, interval: 200 },
      );
    }
    // Recovered: the posts sent once every instance says so are acknowledged again.
    const recoveredAfter = load.lastSent();
    await vi.waitFor(
      () => expect(load.results.filter((result) => result.sent > recoveredAfter && result.status === 200).length).toBeGreaterThan(6),
      { timeout: 30_000, interval: 100 },
    );
    const results = await load.stop();

    // Never a hang: every post was answered (a post unanswered after 15 s is aborted and counted as status 0).
    expect(results.filter((result) => result.status === 0)).toEqual([]);
    for (const instance of cluster.instances) expect(instance.host.child.exitCode).toBeNull();
    await expectAcknowledgedLeadsStoredOnce(db, results);
  }, 120_000);

  it("counts one like from the same visitor on both instances in the same second once, and both streams show it", async () => {
    const cluster = await startTestCluster();
    const [first, second] = cluster.instances as [Cluster["instances"][0], Cluster["instances"][0]];
    const streams = await Promise.all([first, second].map((instance) => openEventStream(`${instance.url}/api/articles/statistiques/flux`)));
    const [firstStream] = streams;
    if (!firstStream) throw new Error("no stream");
    const snapshot = JSON.parse((await firstStream.next((event) => event.event === "stats", 10_000)).data) as Record<string, unknown>;
    const slug = Object.keys(snapshot)[0] ?? "";
    expect(slug).not.toBe("");

    // The visitor's id, as the article page's stream gives it.
    const visitor = await visitorCookieFrom(first.url);
    expect(visitor).not.toBe("");

    const like = (origin: string) =>
      fetch(`${origin}/api/articles/${slug}/jaime`, { method: "POST", headers: { cookie: visitor } }).then(async (response) => ({
        status: response.status,
        body: (await response.json()) as { likes: number },
      }));
    const answers = await Promise.all([like(first.url), like(second.url)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.body.likes)).toEqual([1, 1]);

    const db = clusterDatabase(cluster);
    const likes = await db
      .selectFrom("article_like")
      .innerJoin("article", "article.id", "article_like.article_id")
      .where("article.slug", "=", slug)
      .select("visitor_id")
      .execute();
    expect(likes).toHaveLength(1);
    for (const stream of streams) {
      const change = await stream.next(
        (event) => event.event === "message" && (JSON.parse(event.data) as { slug: string }).slug === slug,
        10_000,
      );
      expect(JSON.parse(change.data)).toMatchObject({ slug, likes: 1 });
    }
    // A new stream on each instance starts from the same count.
    for (const instance of [first, second]) {
      const fresh = await openEventStream(`${instance.url}/api/articles/statistiques/flux`);
      const counts = JSON.parse((await fresh.next((event) => event.event === "stats", 10_000)).data) as Record<string, { likes: number }>;
      expect(counts[slug]?.likes).toBe(1);
    }
  }, 90_000);

  it("delivers every lead exactly once when the webhook is down across several tries, then back", async () => {
    const port = await freePort();
    const cluster = await startTestCluster({
      env: { FORMS_WEBHOOK_URL: `http://127.0.0.1:${port}/webhook`, OUTBOX_POLL_MS: "500", OUTBOX_RETRY_BASE_MS: "2000" },
    });
    const db = clusterDatabase(cluster);

    const posted: PostResult[] = [];
    for (let index = 0; index < 6; index++) posted.push(await postContact(cluster.url));
    expect(posted.map((result) => result.status)).toEqual([200, 200, 200, 200, 200, 200]);
    // Each instance's worker has tried and failed: the target refuses connections.
    await vi.waitFor(
      async () => {
        const rows = await db.selectFrom("outbox").select(["status", "attempts"]).execute();
        expect(rows).toHaveLength(6);
        expect(rows.every((row) => row.status === "pending" && Number(row.attempts) >= 1)).toBe(true);
      },
      { timeout: 20_000, interval: 250 },
    );

    // The webhook stays down until every delivery has failed a second time, after its backoff.
    await vi.waitFor(
      async () => {
        const rows = await db.selectFrom("outbox").select(["status", "attempts"]).execute();
        expect(rows.every((row) => row.status === "pending" && Number(row.attempts) >= 2)).toBe(true);
      },
      { timeout: 30_000, interval: 250 },
    );
    // Then it comes up, on the port the instances were given.
    const webhook = await startHttpRecorder({ port });

    await vi.waitFor(
      async () => {
        const rows = await db.selectFrom("outbox").select("status").execute();
        expect(rows.map((row) => row.status)).toEqual(Array(6).fill("delivered"));
      },
      { timeout: 150_000, interval: 500 },
    );
    await cluster.stop(); // lets a running batch finish: nothing can be sent after this
    const received = webhook.requests.map((request) => (JSON.parse(request.body) as { email: string }).email);
    expect(received.sort()).toEqual(posted.map((result) => result.email).sort());
  }, 300_000);
});
