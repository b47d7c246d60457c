import { connect } from "node:net";
import { expect, it, vi } from "vitest";
import { signInAsStaff } from "../../scripts/lib/staff-sign-in";
import { freshSqliteForHost } from "../helpers/database";
import { inPool, type Site, startSite } from "../helpers/site";

// The real host (development mode) sent what browsers never send: requests without a Host header,
// writes with an Origin that is not an address, writes to addresses that take none. Each gets a
// French 4xx, and none leaves a line at the error level (pino's level 50) in the logs.

/** Sends `head` as it is on a connection of its own; resolves with the status and the body once the host closes it. */
function rawRequest(site: Site, head: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(site.origin);
  return new Promise((resolve, reject) => {
    // Written, not ended: the host closes an HTTP/1.0 connection once it has answered.
    const socket = connect(Number(port), hostname, () => socket.write(head));
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const [head = "", ...body] = text.split("\r\n\r\n");
      resolve({ status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0), body: body.join("\r\n\r\n") });
    });
  });
}

/** The host's log lines at the error level or above (pino's numbers: 50 error, 60 fatal). */
function errorLines(site: Site): string[] {
  return site
    .output()
    .split("\n")
    .filter((line) => /"level":(5|6)0\b/.test(line));
}

const unreadableOrigin = "http://[pas-une-adresse";

it("answers a request without a Host header with a French 400, on /healthz and on a page, not a 500", async () => {
  const site = await startSite(freshSqliteForHost().env);

  for (const path of ["/healthz", "/", "/kheopscope"]) {
    const answer = await rawRequest(site, `GET ${path} HTTP/1.0\r\n\r\n`);
    expect(answer, path).toMatchObject({ status: 400 });
    expect(answer.body).toContain("Demande incomprise");
  }
  // The same request with its Host header is answered.
  expect((await rawRequest(site, "GET /healthz HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n")).status).toBe(200);
  expect(errorLines(site)).toEqual([]);
}, 120_000);

it("refuses a write whose Origin is not an address with the French 403, counted against the rate limit", async () => {
  const site = await startSite({ ...freshSqliteForHost().env, FORMS_RATE_LIMIT_PER_MINUTE: "3" });
  const post = (path: string, contentType: string, body: string) =>
    fetch(`${site.origin}${path}`, { method: "POST", headers: { origin: unreadableOrigin, "content-type": contentType }, body });

  const statuses: number[] = [];
  for (let attempt = 0; attempt < 4; attempt++) {
    const answer = await post("/contact", "application/x-www-form-urlencoded", "email=awa%40exemple.cm");
    statuses.push(answer.status);
    const text = await answer.text();
    if (answer.status === 403) expect(text).toContain("Cette demande vient d'un autre site");
  }
  // Three refusals within the forms' budget of three writes a minute, then the rate limit.
  expect(statuses).toEqual([403, 403, 403, 429]);

  // The API answers its scripts in JSON.
  const api = await post("/api/devise", "application/json", '{"currency":"EUR"}');
  expect(api.status).toBe(403);
  expect(await api.json()).toEqual({ error: expect.stringContaining("Cette demande vient d'un autre site") });
  expect(errorLines(site)).toEqual([]);
}, 120_000);

it("refuses a write to an unknown admin address without a session (401, in French) and logs no error", async () => {
  const site = await startSite(freshSqliteForHost().env);

  const answer = await fetch(`${site.origin}/admin/inconnu`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "a=b",
  });
  expect(answer.status).toBe(401);
  expect(await answer.text()).toContain("Connexion requise");
  expect(errorLines(site)).toEqual([]);
}, 120_000);

it("answers a bounded fuzz of odd requests without a 5xx and without an error line in the logs", async () => {
  const site = await startSite(freshSqliteForHost().env);
  const { host } = new URL(site.origin);
  const paths = [
    "/",
    "/healthz",
    "/contact",
    "/api/devise",
    "/api/ga4/event",
    "/admin",
    "/admin/inconnu",
    "/admin/articles/nouveau",
    "/%",
    "/kheopscope/x/y",
  ];
  const origins = [undefined, "null", unreadableOrigin, "http://autre.exemple", site.origin, "://", "http://x:99999"];
  const hosts = [host, undefined, "", "a b", "[::1", "exemple.cm:abc"];
  const methods = ["GET", "POST", "DELETE"];

  const requests: string[] = [];
  for (const [index, path] of paths.entries()) {
    for (const origin of origins) {
      for (const method of methods) {
        const hostHeader = hosts[(index + requests.length) % hosts.length];
        const headers = [
          ...(hostHeader === undefined ? [] : [`Host: ${hostHeader}`]),
          ...(origin === undefined ? [] : [`Origin: ${origin}`]),
          ...(method === "GET" ? [] : ["Content-Type: application/x-www-form-urlencoded", "Content-Length: 3"]),
        ];
        requests.push(`${method} ${path} HTTP/1.0\r\n${headers.join("\r\n")}\r\n\r\n${method === "GET" ? "" : "a=b"}`);
      }
    }
  }

  const answers = await inPool(requests, 4, async (head) => ({ head, ...(await rawRequest(site, head)) }));
  expect(answers).toHaveLength(paths.length * origins.length * methods.length);
  expect(
    answers
      .filter((answer) => answer.status === 0 || answer.status >= 500)
      .map((answer) => `${answer.head} => ${answer.status} ${answer.body.slice(0, 300)}`),
  ).toEqual([]);
  expect(errorLines(site)).toEqual([]);
}, 180_000);

it("keeps the unsubscribe link's address and token out of the request log", async () => {
  const site = await startSite(freshSqliteForHost().env);
  const token = "jeton-secret-0123456789abcdef";
  // Read to its end: a request whose answer the client drops is not logged when it finishes.
  await (await fetch(`${site.origin}/desinscription?email=awa%40exemple.cm&jeton=${token}`)).text();
  // The host writes its request line once the answer has gone.
  const logged = await vi.waitFor(() => {
    const line = site
      .output()
      .split("\n")
      .find((candidate) => candidate.includes('"msg":"request"') && candidate.includes("/desinscription"));
    if (!line) throw new Error("no request line yet");
    return line;
  }, 10_000);
  expect(logged).toContain("/desinscription?email=%E2%80%A6&jeton=%E2%80%A6");
  expect(site.output()).not.toContain(token);
  expect(site.output()).not.toContain("exemple.cm");
}, 120_000);

it("says once in the logs, at warn, and in the 'Santé' view, that requests come through a proxy while TRUST_PROXY is off", async () => {
  const password = "une phrase de passe pour les tests";
  const site = await startSite({ ...freshSqliteForHost().env, ADMIN_PASSWORD: password });
  const proxyLines = () =>
    site
      .output()
      .split("\n")
      .filter((line) => line.includes("TRUST_PROXY n'est pas réglé"));

  await (await fetch(`${site.origin}/healthz`)).arrayBuffer();
  expect(proxyLines()).toEqual([]);
  for (let request = 0; request < 3; request++) {
    await (await fetch(`${site.origin}/healthz`, { headers: { "x-forwarded-for": "41.202.219.1" } })).arrayBuffer();
  }
  // The host's output reaches the test through a pipe, possibly after the answers.
  await vi.waitFor(() => expect(proxyLines()).toHaveLength(1), 10_000);
  expect(proxyLines()[0]).toContain('"level":40');

  const cookie = await signInAsStaff(site.origin, password);
  const health = await (await fetch(`${site.origin}/admin?vue=sante`, { headers: { cookie } })).text();
  expect(health).toContain("Un proxy non déclaré est devant le site");
  expect(health).toContain("réglez TRUST_PROXY=1");
  expect(proxyLines()).toHaveLength(1);
}, 120_000);
