import { request as httpRequest } from "node:http";
import { visitorCookieFrom } from "../helpers/visitor-cookie";
import { expect, signedCookieValue, test } from "./fixtures";

// The request boundary as a visitor's browser or a script meets it, on the production build.

const postOnly = [
  "/api/devise",
  "/api/cookies",
  "/api/ga4/event",
  "/api/articles/strategie-facebook-2025/jaime",
  "/api/articles/strategie-facebook-2025/vue",
];

test("a GET on an endpoint that only takes POST answers 405 with Allow: POST, and unknown methods 405 too", async ({
  request,
  baseURL,
}) => {
  for (const path of postOnly) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(405);
    expect(response.headers().allow, path).toBe("POST");
    expect(await response.json(), path).toEqual({ error: "Méthode non autorisée" });
  }
  // (CONNECT never reaches the site: Node's HTTP server closes such a connection itself.)
  for (const method of ["TRACE", "PROPFIND"]) {
    const status = await rawStatus(`${baseURL}/`, method);
    expect(status, method).toBe(405);
  }
});

test("an anonymous page may stay 5 s in a shared cache, never in the browser, and denies framing; static files carry the same security headers", async ({
  request,
}) => {
  const page = await request.get("/");
  expect(page.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=5");
  expect(page.headers()["x-frame-options"]).toBe("DENY");
  expect(page.headers()["permissions-policy"]).toBe("camera=(), microphone=(), geolocation=()");
  for (const path of ["/favicon.svg", "/images/og/default.png", (await page.text()).match(/\/assets\/[\w.-]+\.js/)?.[0] ?? ""]) {
    const file = await request.get(path);
    expect(file.status(), path).toBe(200);
    expect(file.headers()["x-content-type-options"], path).toBe("nosniff");
    expect(file.headers()["x-frame-options"], path).toBe("DENY");
    expect(file.headers()["content-security-policy"], path).toContain("frame-ancestors 'none'");
  }
});

test("the staff's pages, the sign-in among them, keep other sites' windows away; the public pages do not ask it", async ({ request }) => {
  for (const path of ["/", "/contact", "/kheopscope/strategie-facebook-2025", "/boutique"]) {
    const page = await request.get(path);
    expect(page.status(), path).toBe(200);
    expect(page.headers()["cross-origin-opener-policy"], path).toBeUndefined();
  }
  // Without a session: the sign-in page (/admin), and the 401s of a page and of the API.
  for (const [path, status] of [
    ["/admin", 200],
    ["/admin/articles", 401],
    ["/admin/api/articles", 401],
  ] as const) {
    const answer = await request.get(path, { maxRedirects: 0 });
    expect(answer.status(), path).toBe(status);
    expect(answer.headers()["cross-origin-opener-policy"], path).toBe("same-origin");
  }
});

test("a missing file under /_astro or /images is a short plain 404, not the site's page", async ({ request }) => {
  for (const path of ["/_astro/introuvable-123.js", "/images/art/introuvable.webp"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(response.headers()["content-type"], path).toContain("text/plain");
    expect((await response.body()).length, path).toBeLessThan(100);
  }
});

test("an address that cannot be decoded gets a short French 400, not Express's English page", async ({ baseURL }) => {
  for (const path of ["/%", "/kheopscope/%E0%A4%A"]) {
    const response = await fetch(`${baseURL}${path}`);
    expect(response.status, path).toBe(400);
    expect(response.headers.get("content-type"), path).toContain("text/plain");
    expect(await response.text(), path).toContain("Demande incomprise.");
  }
});

test("bodies are read only up to their limit whatever the framing; broken ones get 400, never 500", async ({ baseURL }) => {
  // 40 MB sent in chunks, no Content-Length: refused once past the limit, the connection closed.
  for (const path of ["/api/devise", "/api/cookies"]) {
    expect([413, "closed"], path).toContain(await chunkedPost(`${baseURL}${path}`, "application/x-www-form-urlencoded", 40 * 1024 * 1024));
  }
  expect(await chunkedPost(`${baseURL}/api/ga4/event`, "application/json", 9000)).toBe(413);
  expect((await fetch(`${baseURL}/healthz`)).status).toBe(200);

  const broken = await fetch(`${baseURL}/api/cookies`, {
    method: "POST",
    headers: { "content-type": "multipart/form-data; boundary=xyz" },
    body: "--xyz\r\nbroken",
  });
  expect(broken.status).toBe(400);
  for (const path of ["/api/cookies", "/api/devise"]) {
    const body = new URLSearchParams({ consent: "accepted", currency: "EUR", redirectTo: "/\u2028" });
    const lineSeparator = await fetch(`${baseURL}${path}`, { method: "POST", body, redirect: "manual" });
    expect(lineSeparator.status, path).toBe(400);
  }
});

test("likes count only from a visitor id the site signed, and never from another site's page", async ({ request, baseURL }) => {
  const slug = "marketing-influence-afrique-francophone-guide-complet"; // an article no journey likes
  const likes = () => likesOf(`${baseURL}`, slug);
  const before = await likes();
  expect(before).toBeGreaterThanOrEqual(0);

  // Fifty posts from a script that invents its visitor id or sends none: nothing counted.
  for (let i = 0; i < 50; i++) {
    const invented = `kh_visiteur=${i.toString(16).padStart(32, "0")}`;
    const response = await fetch(`${baseURL}/api/articles/${slug}/jaime`, { method: "POST", headers: i % 2 ? { cookie: invented } : {} });
    expect(response.status).toBe(403);
  }
  // A page of another site posting with the visitor's own, signed, id (given by the stats stream): refused.
  const visitor = await visitorCookieFrom(`${baseURL}`);
  expect(visitor).not.toBe("");
  const forged = await request.post(`/api/articles/${slug}/jaime`, { headers: { origin: "https://evil.example", cookie: visitor } });
  expect(forged.status()).toBe(403);
  expect(await likes()).toBe(before);
});

test("a form posted from another site's page gets the French refusal page, whoever checks first", async ({ baseURL }) => {
  const form = new URLSearchParams({ firstName: "Awa", email: "awa@example.cm", message: "Bonjour" });
  // A browser sends the Origin of the page that holds the form; older ones no Sec-Fetch-Site.
  const forgers: Record<string, string>[] = [
    { origin: "https://evil.example" },
    { origin: "null" },
    { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
  ];
  for (const headers of forgers) {
    for (const path of ["/contact", "/newsletter", "/services/formulaire-de-souscription"]) {
      const response = await fetch(`${baseURL}${path}`, { method: "POST", headers, body: form, redirect: "manual" });
      expect(response.status, `${path} ${JSON.stringify(headers)}`).toBe(403);
      expect(await response.text()).toContain("<title>Demande refusée | Kheops Digital</title>");
    }
  }
});

test("a preference in the old unsigned cookie, under its former name, is read once and sent back signed under its name; a tampered one is ignored", async ({
  request,
}) => {
  const legacy = await request.get("/", { headers: { cookie: "currency=USD" } });
  expect(await legacy.text()).toContain("Devise : Dollar US");
  const reissued = legacy.headersArray().find((header) => header.name.toLowerCase() === "set-cookie")?.value ?? "";
  const value = reissued.match(/^kh_devise=([^;]+)/)?.[1];
  expect(await signedCookieValue("kh_devise", value)).toBe("USD");
  expect(reissued).toContain("HttpOnly");

  const tampered = await request.get("/", { headers: { cookie: `kh_devise=${value?.replace(/^.{4}/, "AAAA")}` } });
  expect(await tampered.text()).toContain("Devise : Franc CFA");
});

/** The status of a request with any method (fetch refuses TRACE and CONNECT). */
function rawStatus(url: string, method: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method, agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on("error", reject);
    request.end();
  });
}

/**
 * Posts `size` bytes in 64 KB chunks without a Content-Length. Resolves with the status of the answer,
 * or "closed" when the server closed the connection before the client could read it (a refused upload
 * still being sent: the reset can reach the client before the 413 does).
 */
function chunkedPost(url: string, contentType: string, size: number): Promise<number | "closed"> {
  return new Promise((resolve, reject) => {
    let ended = false;
    const finish = (outcome: number | "closed") => {
      ended = true;
      resolve(outcome);
    };
    const headers = { "content-type": contentType, "transfer-encoding": "chunked" };
    const request = httpRequest(url, { method: "POST", agent: false, headers }, (response) => {
      response.resume();
      finish(response.statusCode ?? 0);
    });
    request.on("error", (error: NodeJS.ErrnoException) =>
      ["EPIPE", "ECONNRESET"].includes(error.code ?? "") ? finish("closed") : reject(error),
    );
    // Never more than `size`: bytes the server leaves unread when it refuses make its close a reset, which can
    // arrive before the answer does.
    const chunk = Buffer.alloc(Math.min(64 * 1024, size), "a");
    let sent = 0;
    const write = (): void => {
      while (!ended && sent < size) {
        const part = chunk.subarray(0, Math.min(chunk.length, size - sent));
        sent += part.length;
        if (!request.write(part)) {
          request.once("drain", write);
          return;
        }
      }
      if (!ended) request.end();
    };
    write();
  });
}

/** The likes of an article, from the first event of the live-stats stream (the counts of every article). */
async function likesOf(baseURL: string, slug: string): Promise<number> {
  const controller = new AbortController();
  const response = await fetch(`${baseURL}/api/articles/statistiques/flux`, { signal: controller.signal });
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  let text = "";
  while (!/event: stats\ndata: .*\n\n/.test(text)) {
    const { value, done } = await reader.read();
    if (done) break;
    text += new TextDecoder().decode(value);
  }
  controller.abort();
  const snapshot = JSON.parse(text.match(/event: stats\ndata: (.*)\n\n/)?.[1] ?? "{}") as Record<string, { likes: number }>;
  return snapshot[slug]?.likes ?? -1;
}
