import { readdirSync } from "node:fs";
import { e2eAdminPassword, e2eSessionSecret } from "../../playwright.config";
import { signedCookiePair } from "../helpers/signed-cookie";
import { expect, test, waitForHydration } from "./fixtures";

const someId = "0198a6f2-7b9e-7c3d-8e4f-123456789abc";

/** Every /admin page and endpoint: Astro's pages under app/pages/admin/, parameters filled with a plausible value. */
function adminPaths(): string[] {
  const astroPages = readdirSync("app/pages/admin", { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(astro|ts)$/.test(file) && !file.endsWith(".test.ts"))
    .map((file) => `/admin/${file.replace(/\.(astro|ts)$/, "").replace(/(^|\/)index$/, "")}`.replace(/\/$/, ""));
  return astroPages.map((path) => path.replace(/\[[a-z]+\]/gi, someId));
}

const sameSite = (origin: string) => ({ origin, "sec-fetch-site": "same-origin" });

/**
 * The passkey sign-in's endpoints, answered without a session (app/lib/boundary/routes.ts): they take only POST,
 * and at the 127.0.0.1 of these journeys (an IP address is no WebAuthn relying party) the options are refused 409;
 * a post that is not JSON is refused 400. What they answer at a domain name is the next test's.
 */
const passkeySignIn: Record<string, { write: number }> = {
  "/admin/api/cles/connexion-options": { write: 409 },
  "/admin/api/cles/connexion": { write: 400 },
};

async function expectNoData(body: string) {
  for (const secret of ["Gestion des articles", "Corbeille", "Brouillons", "Profil ou page Facebook"]) expect(body).not.toContain(secret);
}

test("without a session, every admin page and endpoint answers the login page or 401, never data", async ({ request, baseURL }) => {
  const paths = adminPaths();
  expect(paths.length).toBeGreaterThanOrEqual(14);
  const forgedToken = "A".repeat(43);
  const otherSecret = signedCookiePair("kh_admin", forgedToken, "not-the-site-secret-0123456789abcdef");
  const unknownButSigned = signedCookiePair("kh_admin", forgedToken, e2eSessionSecret);
  const cookieHeaders = ["", `kh_admin=${forgedToken}`, otherSecret, unknownButSigned];

  for (const path of paths) {
    for (const cookie of cookieHeaders) {
      const headers = { ...sameSite(baseURL ?? ""), ...(cookie ? { cookie } : {}) };
      const read = await request.get(path, { headers, maxRedirects: 0 });
      const readBody = await read.text();
      if (path === "/admin") {
        expect(read.status(), `GET ${path} ${cookie}`).toBe(200);
        expect(readBody).toContain("Mot de passe");
      } else if (passkeySignIn[path]) {
        expect(read.status(), `GET ${path} ${cookie}`).toBe(405);
        expect(readBody, `GET ${path}`).toMatch(/^\{"error":"[^"]+"\}$/);
      } else if (path === "/admin/mot-de-passe-oublie") {
        expect(read.status(), `GET ${path} ${cookie}`).toBe(200);
        expect(readBody).toContain("Recevoir un lien");
      } else if (path === "/admin/nouveau-mot-de-passe") {
        // Without a link's token: the page says the link no longer works, and how to get another.
        expect(read.status(), `GET ${path} ${cookie}`).toBe(200);
        expect(readBody).toMatch(/Ce lien n(&#x27;|&#39;|')est plus valable/);
      } else {
        expect(read.status(), `GET ${path} ${cookie}`).toBe(401);
        // A page gets the French 401 page, an endpoint its words in JSON: never a bare "null".
        expect(readBody, `GET ${path}`).toMatch(/Connexion requise|"error":|"message":/);
      }
      await expectNoData(readBody);
      expect(read.headers()["cache-control"]).toContain("no-store");

      const write = await request.post(path, {
        headers,
        form: { intent: "emptyTrash", id: "0198a6f2-7b9e-7c3d-8e4f-123456789abc", title: "x", content: "<p>x</p>" },
        maxRedirects: 0,
      });
      const writeBody = await write.text();
      if (passkeySignIn[path]) {
        expect(write.status(), `POST ${path} ${cookie}`).toBe(passkeySignIn[path]?.write);
        expect(writeBody, `POST ${path}`).toMatch(/^\{"error":"[^"]+"\}$/);
        expect(write.headers()["set-cookie"] ?? "", `POST ${path}`).not.toContain("kh_admin=");
      } else {
        // 405: "/admin" without "?index" is the layout route, which takes no post. The two pages open without
        // a session refuse this post for what it is: no e-mail address (400), no link's token (410).
        const refusals = { "/admin/mot-de-passe-oublie": [400], "/admin/nouveau-mot-de-passe": [410] }[path] ?? [400, 401, 405];
        expect(refusals, `POST ${path} ${cookie}`).toContain(write.status());
      }
      await expectNoData(writeBody);
    }
  }
});

test("the passkey sign-in, open without a session, names no account or key and opens nothing without a key", async ({
  playwright,
  baseURL,
}) => {
  // At a domain name (WebAuthn's relying party): the site's own address, by the name localhost.
  const origin = (baseURL ?? "").replace("127.0.0.1", "localhost");
  const request = await playwright.request.newContext({ baseURL: origin, extraHTTPHeaders: sameSite(origin) });
  const options = await request.post("/admin/api/cles/connexion-options");
  expect(options.status()).toBe(200);
  expect(options.headers()["cache-control"]).toContain("no-store");
  expect(options.headers()["set-cookie"]).toMatch(/^kh_cle=[^;]+; Max-Age=300; Path=\/; HttpOnly; SameSite=Lax$/);
  const body = (await options.json()) as { options: Record<string, unknown> };
  // Only a challenge and how to ask for a key: no user, no key, no e-mail address.
  expect(Object.keys(body)).toEqual(["options"]);
  expect(Object.keys(body.options).sort()).toEqual(["allowCredentials", "challenge", "rpId", "timeout", "userVerification"]);
  expect(body.options).toMatchObject({ rpId: "localhost", allowCredentials: [], userVerification: "required" });

  // An answer from no key of ours: refused, no session, and the challenge is spent.
  const id = "QUFBQUFBQUFBQUFBQUFBQUFBQUE";
  const forged = { id, rawId: id, type: "public-key", response: { clientDataJSON: "e30", authenticatorData: "AA", signature: "AA" } };
  const refused = await request.post("/admin/api/cles/connexion", { data: { response: forged } });
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toEqual({ error: expect.stringContaining("clé d'accès") });
  expect(refused.headers()["set-cookie"]).toMatch(/^kh_cle=; Max-Age=0;/);
  const again = await request.post("/admin/api/cles/connexion", { data: { response: forged } });
  expect(again.status()).toBe(400);
  expect(await again.json()).toEqual({ error: "La demande a expiré. Recommencez." });
  for (const answer of [refused, again]) expect(answer.headers()["set-cookie"] ?? "").not.toContain("kh_admin=");
  await request.dispose();
});

test("without a session, no action of the admin runs", async ({ request, baseURL }) => {
  type Write = { method: string; path: string; data?: unknown; form?: Record<string, string> };
  const writes: Write[] = [
    ...["publish", "archive", "trash", "backToDraft", "restore", "delete", "emptyTrash"].map((intent) => ({
      method: "POST",
      path: "/admin/articles?statut=brouillon",
      form: { intent, id: someId },
    })),
    { method: "POST", path: "/admin/api/articles", data: { title: "Un titre", content: "<p>Un texte</p>" } },
    { method: "POST", path: "/admin/api/articles/publication", data: { draft: { title: "Un titre", content: "<p>Un texte</p>" } } },
    { method: "POST", path: `/admin/demandes/${someId}`, form: { intent: "leadStatus", status: "handled" } },
    { method: "POST", path: `/admin/demandes/${someId}`, form: { intent: "resend", deliveryId: "x" } },
    { method: "POST", path: "/admin/abonnes", form: { intent: "removeSubscriber", email: "x@exemple.cm" } },
    { method: "POST", path: "/admin/sante", form: { intent: "testEmail" } },
    { method: "POST", path: "/admin/reglages", form: { phone: "+237 6 77 00 40 40" } },
    { method: "POST", path: "/admin/api/cles/inscription-options" },
    { method: "POST", path: "/admin/api/cles/inscription", data: { response: {} } },
    { method: "DELETE", path: `/admin/api/cles/${someId}` },
  ];
  for (const { method, path, ...body } of writes) {
    const answer = await request.fetch(path, { method, headers: sameSite(baseURL ?? ""), ...body, maxRedirects: 0 });
    expect(answer.status(), `${method} ${path}`).toBe(401);
    await expectNoData(await answer.text());
  }
});

test("with a session, an admin change from another site is refused", async ({ request, baseURL }) => {
  const login = await request.post("/admin", {
    headers: sameSite(baseURL ?? ""),
    form: { password: e2eAdminPassword },
    maxRedirects: 0,
  });
  expect(login.status()).toBe(303);
  expect(login.headers()["set-cookie"]).toMatch(/kh_admin=.*HttpOnly.*SameSite=Lax/i);
  const dashboard = await request.get("/admin");
  expect(await dashboard.text()).toContain("Gestion des articles");

  const forgedHeaders = { origin: "https://evil.example", "sec-fetch-site": "cross-site" };
  for (const path of [
    "/admin",
    "/admin/articles?statut=corbeille",
    "/admin/api/articles",
    "/admin/api/articles/publication",
    "/admin/deconnexion",
    "/admin/api/images",
  ]) {
    const forged = await request.post(path, { headers: forgedHeaders, form: { intent: "emptyTrash" }, maxRedirects: 0 });
    expect(forged.status(), path).toBe(403);
  }
  // The session is still open: the forged logout did nothing.
  expect(await (await request.get("/admin")).text()).toContain("Gestion des articles");
});

test("/admin is kept out of search engines without being named, and out of the sitemap", async ({ request }) => {
  // Not named in robots.txt, which anyone can read: its answers say noindex themselves.
  expect(await (await request.get("/robots.txt")).text()).not.toContain("/admin");
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/admin");
  const page = await request.get("/admin");
  expect(page.headers()["x-robots-tag"]).toContain("noindex");
  expect(await page.text()).toContain('name="robots" content="noindex, nofollow"');
});

test("public pages load none of the admin's code", async ({ page }) => {
  const scripts: string[] = [];
  const reading: Promise<void>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") reading.push(response.text().then((text) => void scripts.push(text)));
  });
  for (const path of ["/", "/kheopscope", "/kheopscope/strategie-facebook-2025", "/contact"]) {
    await page.goto(path);
    // The page's scripts start after its first paint: every one has come once it has hydrated.
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    // Read before the next page: a body is gone once the page is left.
    await Promise.all(reading);
  }
  expect(scripts.length).toBeGreaterThan(5);
  for (const marker of ["Gestion des articles", "@tiptap", "prosemirror", "Bloc conservé", "Kandel"]) {
    expect(scripts.filter((script) => script.includes(marker)).length, marker).toBe(0);
  }
});
