import { request as httpRequest } from "node:http";
import { expect, it } from "vitest";
import { createAccount } from "~/admin/accounts/accounts.server";
import { listActivity } from "~/admin/accounts/activity.server";
import { isStaffArea, type Method, type Route, routes } from "~/lib/boundary/routes";
import { storeLead, subscribeToNewsletter } from "~/lib/leads/store.server";
import { stopHost } from "../../scripts/lib/host-process";
import { signInAsStaff } from "../../scripts/lib/staff-sign-in";
import { freshSqliteForHost } from "../helpers/database";
import { addressOf, spellingsOf } from "../helpers/page-files";
import { inPool, type Site, startSite } from "../helpers/site";

// The staff's gate as an outsider tries it, on the built host: every admin address (one per file under
// app/pages/admin, from app/lib/boundary/routes.ts) and every address of the public API, in every spelling
// that once named it past the gate, with every method, without a session, as a writer and as an
// administrator. Another spelling is sent to the plain one (a GET) or refused (400), never answered; the plain
// spelling answers a visitor nothing of the staff's, and a writer nothing of an administrator's. Meanwhile an
// administrator works: the activity log holds her actions and the writer's, nothing of the visitor.
// Every plain staff address, whatever it answers, sends Cross-Origin-Opener-Policy; the public API does not.

const adminPassword = "le mot de passe du premier compte";
const writerPassword = "le mot de passe de la rédactrice";
// Written where only staff may read them: no answer to a visitor may hold them, nor, for the first two, a writer's.
const secrets = { lead: "client-confidentiel@exemple.cm", subscriber: "lecteur-confidentiel@exemple.cm", draft: "Brouillon confidentiel" };

const methods: Method[] = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"];

interface Answer {
  status: number;
  location: string | undefined;
  openerPolicy: string | undefined;
  contentType: string;
  body: string;
}

/** One request with its path byte for byte (fetch would resolve `..` and `\` itself), on a connection of its own. */
function ask(site: Site, method: Method, path: string, cookie: string | undefined): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { origin: site.origin, accept: "text/html" };
    if (cookie) headers.cookie = cookie;
    const withBody = method !== "GET" && method !== "HEAD";
    if (withBody) headers["content-type"] = "application/x-www-form-urlencoded";
    const request = httpRequest(site.origin, { method, path, headers, agent: false }, (response) => {
      const contentType = String(response.headers["content-type"] ?? "");
      const openerPolicy = response.headers["cross-origin-opener-policy"] as string | undefined;
      const answer = { status: response.statusCode ?? 0, location: response.headers.location, openerPolicy, contentType };
      // The live stats' stream never ends by itself: its headers say enough.
      if (contentType.startsWith("text/event-stream")) {
        response.destroy();
        return resolve({ ...answer, body: "" });
      }
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () => resolve({ ...answer, body: Buffer.concat(chunks).toString("utf8") }));
    });
    request.on("error", reject);
    request.end(withBody ? "" : undefined);
  });
}

type Who = "visitor" | "writer" | "admin";

/** What the gate promises for one request, whatever the site answers beside. */
function checkAnswer(who: Who, route: Route, method: Method, spelling: { name: string; path: string }, plain: string, answer: Answer) {
  const what = `${who}: ${method} ${spelling.path} (${spelling.name}) → ${answer.status} ${answer.body.slice(0, 120)}`;
  expect(answer.status, what).toBeLessThan(500);
  if (spelling.name !== "plain") {
    // Another spelling is never answered as the address: sent to the plain one (GET, HEAD), or refused.
    expect(answer.status >= 200 && answer.status < 300, what).toBe(false);
    if (answer.status === 301) expect(answer.location, what).toBe(plain);
    if (method !== "GET" && method !== "HEAD") expect(answer.status, what).not.toBe(301);
  }
  // The plain address of the staff's side keeps other sites' windows away, whatever it answers; the public API does
  // not ask it (decision 036).
  if (spelling.name === "plain") expect(answer.openerPolicy, what).toBe(isStaffArea(route.pattern) ? "same-origin" : undefined);
  const staffRoute = route.audience !== "everyone";
  // The session and the role are asked before the method: a stranger learns nothing of the staff's addresses.
  if (who === "visitor" && staffRoute && spelling.name === "plain") expect(answer.status, what).toBe(401);
  if (who === "writer" && route.audience === "admins" && spelling.name === "plain") expect(answer.status, what).toBe(403);
  if (spelling.name === "plain" && !route.methods.includes(method) && answer.status !== 401 && answer.status !== 403) {
    expect(answer.status, what).toBe(405);
  }
  if (who === "visitor") for (const secret of Object.values(secrets)) expect(answer.body, what).not.toContain(secret);
  if (who === "writer") for (const secret of [secrets.lead, secrets.subscriber]) expect(answer.body, what).not.toContain(secret);
  // Every answer is said in French: never Astro's, Node's or Express's English defaults, never an empty refusal.
  if (answer.status >= 300 && method !== "HEAD") {
    if (answer.status >= 400) expect(answer.body.trim(), what).not.toBe("");
    expect(answer.body, what).not.toMatch(
      /Not Found|Internal server error|Bad Request|Method Not Allowed|Redirecting to|Cannot (GET|POST|PUT|PATCH|DELETE)/i,
    );
  }
}

/** Every request of the matrix for `who`: each route × spelling × method; the logout's own plain POST apart (it ends the session). */
function requestsOf(who: Who, include: (route: Route) => boolean) {
  return routes.filter(include).flatMap((route) => {
    const plain = addressOf(route.pattern);
    return spellingsOf(plain).flatMap((spelling) =>
      methods
        .filter(
          (method) => who === "visitor" || !(route.pattern === "/admin/deconnexion" && spelling.name === "plain" && method === "POST"),
        )
        .map((method) => ({ route, spelling, method, plain })),
    );
  });
}

it("answers every spelling of every staff and API address, with every method, as its plain spelling allows, while an administrator works", async () => {
  const database = freshSqliteForHost();
  const site = await startSite({
    ...database.env,
    ADMIN_PASSWORD: adminPassword,
    ADMIN_RATE_LIMIT_PER_MINUTE: "100000",
    API_RATE_LIMIT_PER_MINUTE: "100000",
    ANALYTICS_RATE_LIMIT_PER_MINUTE: "100000",
  });
  try {
    const db = database.connect({ write: true });
    const writer = await createAccount(db, { name: "Awa", email: "awa@kheops.cm", role: "writer", password: writerPassword });
    if (writer === "taken") throw new Error("address taken");
    const lead = await storeLead(db, { kind: "contact", email: secrets.lead, summary: "Un devis", payload: {} }, []);
    await subscribeToNewsletter(
      db,
      { kind: "newsletter", email: secrets.subscriber, summary: "Newsletter", payload: {}, source: "footer" },
      [],
    );
    // Confirmed by its link: the export holds the confirmed addresses only.
    await db.updateTable("newsletter_subscriber").set({ state: "confirmed" }).where("email", "=", secrets.subscriber).execute();

    const adminCookie = await signInAsStaff(site.origin, adminPassword);
    const writerCookie = await signInAsStaff(site.origin, writerPassword, "awa@kheops.cm");
    const cookies: Record<Who, string | undefined> = { visitor: undefined, writer: writerCookie, admin: adminCookie };
    const staffOrApi = (route: Route) => route.pattern.startsWith("/admin") || route.pattern.startsWith("/api/");

    // The administrator's work, through the same host, while the visitor and the writer try every address.
    const adminWorks = async () => {
      const json = { cookie: adminCookie, origin: site.origin, "content-type": "application/json" };
      const saved = await fetch(`${site.origin}/admin/api/articles`, {
        method: "POST",
        headers: json,
        body: JSON.stringify({ title: secrets.draft, content: "<p>Un texte que seule l'équipe lit.</p>", category: "SEO" }),
      });
      expect(saved.status).toBe(200);
      const form = { cookie: adminCookie, origin: site.origin, "content-type": "application/x-www-form-urlencoded" };
      const handled = await fetch(`${site.origin}/admin/demandes/${lead}`, {
        method: "POST",
        headers: form,
        body: new URLSearchParams({ intent: "leadStatus", id: lead, status: "handled" }),
        redirect: "manual",
      });
      expect(handled.status).toBe(303);
      const exported = await fetch(`${site.origin}/admin/api/export/abonnes`, { headers: { cookie: adminCookie } });
      expect(await exported.text()).toContain(secrets.subscriber);
    };
    const tried = async (who: Who) => {
      const requests = requestsOf(who, staffOrApi);
      await inPool(requests, 4, async ({ route, spelling, method, plain }) =>
        checkAnswer(who, route, method, spelling, plain, await ask(site, method, spelling.path, cookies[who])),
      );
      return requests.length;
    };
    const [visitorRequests, writerRequests] = await Promise.all([tried("visitor"), tried("writer"), adminWorks()]);
    expect(visitorRequests).toBeGreaterThan(2_000);
    expect(writerRequests).toBeGreaterThan(2_000);

    // Who did what: the administrator's three actions, her sign-in and the writer's; the writer only what a writer
    // may do; nothing else, by no one else.
    const lines = await listActivity(db, 1_000);
    for (const line of lines) expect(["Administrateur", "Awa"], JSON.stringify(line)).toContain(line.accountName);
    const byAdmin = lines.filter((line) => line.accountName === "Administrateur").map((line) => line.action);
    expect(byAdmin.sort()).toEqual(["article-saved", "lead-status-changed", "signed-in", "subscribers-exported"].sort());
    const byWriter = new Set(lines.filter((line) => line.accountName === "Awa").map((line) => line.action));
    for (const action of byWriter) expect(["signed-in", "trash-emptied", "article-saved", "article-status-changed"]).toContain(action);
    expect((await db.selectFrom("lead").select("status").where("id", "=", lead).executeTakeFirstOrThrow()).status).toBe("handled");
    expect(
      await db.selectFrom("newsletter_subscriber").select("removed_at").where("email", "=", secrets.subscriber).executeTakeFirstOrThrow(),
    ).toEqual({
      removed_at: null,
    });

    // The administrator's own pass over every address, then each logout's POST (it ends the session it is sent with).
    const adminRequests = await tried("admin");
    expect(adminRequests).toBeGreaterThan(2_000);
    for (const who of ["writer", "admin"] as const) {
      const logout = await ask(site, "POST", "/admin/deconnexion", cookies[who]);
      expect(logout.status).toBe(302);
      expect((await ask(site, "GET", "/admin/articles", cookies[who])).status).toBe(401);
    }
  } finally {
    await stopHost(site);
  }
}, 600_000);
