import { expect, it } from "vitest";
import { waitUntil } from "../../scripts/lib/wait";
import { insertArticle } from "../helpers/articles";
import { clusterDatabase, describeCluster, startTestCluster } from "../helpers/site";
import { openEventStream } from "../helpers/sse-client";
import { visitorCookieFrom } from "../helpers/visitor-cookie";

// nginx's micro-cache in front of two instances (deploy/nginx/page-cache.conf): anonymous pages are
// served from it for PUBLIC_PAGE_CACHE_SECONDS (5 s), keyed on the path and the currency and consent
// cookies; nothing private ever is; what the staff publish shows everywhere within that time; and
// the live counts come through nginx as they happen.

async function get(url: string, cookie?: string) {
  const response = await fetch(url, { headers: { "accept-encoding": "gzip", ...(cookie ? { cookie } : {}) } });
  return {
    status: response.status,
    cache: response.headers.get("x-cache"),
    cacheControl: response.headers.get("cache-control"),
    setCookie: response.headers.getSetCookie(),
    html: await response.text(),
  };
}

describeCluster("the micro-cache and the live counts through nginx", () => {
  it("serves anonymous pages from the cache for a few seconds, by currency; staff and cookie-setting answers never", async () => {
    const cluster = await startTestCluster();
    const first = await get(`${cluster.url}/services`);
    expect(first).toMatchObject({ status: 200, cache: "MISS", cacheControl: "public, max-age=0, s-maxage=5", setCookie: [] });
    expect(await get(`${cluster.url}/services`)).toMatchObject({ cache: "HIT", html: first.html });
    // One copy for every browser, whatever encodings it accepts.
    const otherBrowser = await fetch(`${cluster.url}/services`, { headers: { "accept-encoding": "gzip, deflate, br, zstd" } });
    await otherBrowser.body?.cancel();
    expect(otherBrowser.headers.get("x-cache")).toBe("HIT");
    // Every page, the blog's included: they set no cookie for a new visitor.
    for (const path of ["/", "/kheopscope", "/boutique", "/contact"]) {
      await get(`${cluster.url}${path}`);
      expect((await get(`${cluster.url}${path}`)).cache, path).toBe("HIT");
    }

    // Another currency is another copy.
    const chosen = await fetch(`${cluster.url}/api/devise`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
      body: "currency=EUR",
    });
    const euro = chosen.headers.getSetCookie()[0]?.split(";")[0] ?? "";
    expect(euro).toMatch(/^kh_devise=/);
    expect((await get(`${cluster.url}/services`, euro)).html).toContain("Devise : Euro");
    expect(await get(`${cluster.url}/services`, euro)).toMatchObject({ cache: "HIT" });
    expect((await get(`${cluster.url}/services`)).html).toContain("Devise : Franc CFA");

    // Signed-in staff always reach an instance; an answer that sets a cookie is never kept.
    expect(await get(`${cluster.url}/services`, "kh_admin=jeton")).toMatchObject({ cache: "BYPASS", cacheControl: "private, no-store" });
    // A cookie under its former name (and in the old unsigned format) always reaches an instance, which moves it:
    // written under its name, cleared under the old one.
    const legacy = await get(`${cluster.url}/boutique`, "currency=USD");
    expect(legacy.setCookie.map((line) => line.split("=")[0])).toEqual(["kh_devise", "currency"]);
    expect(legacy.cacheControl).toBe("private, no-store");
    expect((await get(`${cluster.url}/boutique`, "currency=USD")).cache).not.toBe("HIT");
    // Neither is an error or the API.
    await get(`${cluster.url}/page-inconnue`);
    expect((await get(`${cluster.url}/page-inconnue`)).cache).not.toBe("HIT");

    // The built files nginx serves from disk carry the security headers the instances send.
    const script = /\/_astro\/[\w.-]+\.js/.exec(first.html)?.[0];
    expect(script).toBeDefined();
    const asset = await fetch(`${cluster.url}${script}`);
    await asset.body?.cancel();
    expect(asset.status).toBe(200);
    expect(Object.fromEntries(asset.headers)).toMatchObject({
      "x-content-type-options": "nosniff",
      "cross-origin-resource-policy": "same-origin",
      "referrer-policy": "strict-origin-when-cross-origin",
      "x-frame-options": "DENY",
      "cache-control": "public, max-age=31536000, immutable",
    });
  }, 90_000);

  it("shows an article published in the admin on every instance at once, and through the cache within its 5 s", async () => {
    const cluster = await startTestCluster();
    // The list, the feed and the sitemap, each already in the cache.
    const paths = ["/kheopscope", "/kheopscope/rss.xml", "/sitemap.xml"];
    for (const path of paths) {
      await get(`${cluster.url}${path}`);
      expect((await get(`${cluster.url}${path}`)).cache, path).toBe("HIT");
    }
    const title = "Publié sur toutes les instances";
    expect((await get(`${cluster.url}/kheopscope`)).html).not.toContain(title);

    const slug = await insertArticle(clusterDatabase(cluster), { title });
    for (const instance of cluster.instances) expect((await get(`${instance.url}/kheopscope`)).html).toContain(title);
    await waitUntil(
      async () => {
        const pages = await Promise.all(paths.map(async (path) => (await get(`${cluster.url}${path}`)).html));
        return pages.every((html) => html.includes(`/kheopscope/${slug}`));
      },
      // The cache time, plus the one answer nginx gives from the old copy while it fetches the new one
      // (and room for a loaded machine): a guard, which a cache kept past its 5 s would outlast by minutes.
      { timeoutMs: 9_000, intervalMs: 250, what: `${paths.join(", ")} through nginx to show the new article` },
    );
  }, 90_000);

  it("passes the live-stats stream through unbuffered: the counts and each new like arrive at once", async () => {
    const cluster = await startTestCluster();
    const stream = await openEventStream(`${cluster.url}/api/articles/statistiques/flux`, { "accept-encoding": "gzip" });
    expect(stream.status).toBe(200);
    expect(stream.headers["content-type"]).toBe("text/event-stream; charset=utf-8");
    expect(stream.headers["content-encoding"]).toBeUndefined();
    expect(stream.headers["x-cache"]).toBeUndefined();
    const counts = JSON.parse((await stream.next((event) => event.event === "stats", 5_000)).data) as Record<string, { likes: number }>;
    const slug = Object.keys(counts)[0] ?? "";

    // A like stored by either instance reaches the stream nginx holds open. A buffering proxy would hold
    // the event until its buffer filled or the next heartbeat (25 s) pushed it out: the 5 s are a guard.
    const visitor = await visitorCookieFrom(`${cluster.instances[1]?.url}`);
    const liked = await fetch(`${cluster.instances[1]?.url}/api/articles/${slug}/jaime`, { method: "POST", headers: { cookie: visitor } });
    expect(liked.status).toBe(200);
    const change = await stream.next((event) => event.event === "message", 5_000);
    expect(JSON.parse(change.data)).toMatchObject({ slug, likes: (counts[slug]?.likes ?? 0) + 1 });
  }, 90_000);
});
