import { expect, it } from "vitest";
import { describeCluster, startTestCluster } from "../helpers/site";

// nginx's micro-cache (deploy/nginx/page-cache.conf) keeps one copy of a page per data-saver mode:
// a browser that sends Save-Data: on never gets the full page another visitor warmed, nor the
// other way round, and a visitor's own choice (the kh_economie_donnees cookie) is a copy of its own.

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers: { "accept-encoding": "gzip", ...headers } });
  const html = await response.text();
  return {
    cache: response.headers.get("x-cache"),
    vary: response.headers.get("vary") ?? "",
    // The full home offers its first hero picture in three widths; the light one in the smallest only.
    light: html.includes("hero-1-480.webp") && !html.includes("hero-1-800"),
  };
}

describeCluster("the micro-cache and data-saver mode", () => {
  it("keeps the light and the full home apart, by Save-Data header and by the visitor's choice", async () => {
    const cluster = await startTestCluster({ instances: 1 });
    // An address no one has asked for yet (the cluster's start-up may have warmed "/").
    const home = `${cluster.url}/?visite=data-saver`;

    expect(await get(home)).toMatchObject({ cache: "MISS", light: false });
    expect((await get(home)).vary).toContain("Save-Data");
    expect(await get(home, { "save-data": "on" })).toMatchObject({ cache: "MISS", light: true });
    expect(await get(home, { "save-data": "on" })).toMatchObject({ cache: "HIT", light: true });
    expect(await get(home)).toMatchObject({ cache: "HIT", light: false });

    // A visitor whose browser asks, but who chose the full version.
    const chosen = await fetch(`${cluster.url}/api/economie-donnees`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
      body: "dataSaver=off",
    });
    const off = chosen.headers.getSetCookie()[0]?.split(";")[0] ?? "";
    expect(off).toMatch(/^kh_economie_donnees=/);
    expect(await get(home, { "save-data": "on", cookie: off })).toMatchObject({ cache: "MISS", light: false });
    expect(await get(home, { "save-data": "on", cookie: off })).toMatchObject({ cache: "HIT", light: false });
    expect(await get(home, { "save-data": "on" })).toMatchObject({ cache: "HIT", light: true });
  }, 90_000);
});
