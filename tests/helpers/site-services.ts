import type { APIContext } from "astro";
import type { Kysely } from "kysely";
import pino from "pino";
import { createAccount } from "~/admin/accounts/accounts.server";
import { findStaffSession, openStaffSession, type StaffSession } from "~/admin/accounts/staff-session.server";
import type { RequestScope } from "~/lib/boundary/boundary.server";
import type { SiteServices } from "~/lib/boundary/context.server";
import { createCookieJar } from "~/lib/boundary/cookies.server";
import { routes } from "~/lib/boundary/routes";
import { parseConfig } from "~/lib/config.server";
import type { Engine } from "~/lib/db/db.server";
import type { Database, StaffRole } from "~/lib/db/schema";
import { handleRequest } from "~/middleware";
import { createSiteServices } from "../../server/app";

/** A logger that writes nothing (tests read what they need from the database or the answer). */
export const silentLogger = pino({ level: "silent" });

/** The services start-up builds (server/app.ts createSiteServices), on the given database and settings (`env` as in process.env). */
export function testServices(
  db: Kysely<Database>,
  { env = {}, engine = "sqlite" }: { env?: Record<string, string>; engine?: Engine } = {},
): SiteServices {
  const config = parseConfig({ SITE_URL: "http://localhost:3000", ...env });
  return createSiteServices(config, { db, engine, logger: silentLogger });
}

/** The segments of a route's pattern, as Astro matches them: a literal, one `[param]`, or a `[...rest]`. */
function patternExpression(pattern: string): RegExp {
  const source = pattern
    .split("/")
    .map((segment) => (segment.startsWith("[...") ? "(?:/.*)?" : segment.startsWith("[") ? "/[^/]+" : segment ? `/${segment}` : ""))
    .join("");
  return new RegExp(`^${source.replace(/\./g, "\\.") || "/"}$`);
}

/** Routes as Astro ranks them: more literal segments first, a rest parameter last. */
const ranked = [...routes].sort((a, b) => rank(b.pattern) - rank(a.pattern));
function rank(pattern: string): number {
  return pattern.split("/").reduce((sum, segment) => sum + (segment.startsWith("[...") ? -100 : segment.startsWith("[") ? 1 : 10), 0);
}

/**
 * The pattern Astro's router would match for a plain path (the tests' requests are plainly spelled; the host
 * sends every other spelling to its plain one before Astro sees it, tested against the built host).
 */
export function routePatternOf(path: string): string {
  return ranked.find((route) => patternExpression(route.pattern).test(path))?.pattern ?? "/[...path]";
}

/** What Astro would pass an endpoint or a page: its request, params and locals, and the route it matched. */
export type HandlerContext = APIContext;

/**
 * Runs `handler` (an Astro endpoint, or a test's stand-in for a page) behind the real middleware
 * (app/middleware.ts `handleRequest`), as Astro would for the route the request's path matches: the request
 * boundary, the route's methods and audience, the staff session of its cookie. A refusal the middleware renders
 * as the French error page (a rewrite to /erreur, which only Astro can do) comes back as its message in plain
 * text, with the headers app/pages/erreur.astro gives: no-store, and any Retry-After or Allow.
 */
export async function throughMiddleware(
  services: SiteServices,
  request: Request,
  handler: (context: HandlerContext) => Promise<Response> | Response,
  { params = {}, clientAddress = "203.0.113.10" }: { params?: Record<string, string>; clientAddress?: string } = {},
): Promise<Response> {
  const url = new URL(request.url);
  const locals = { site: services, clientAddress } as App.Locals;
  const context = {
    request,
    url,
    params,
    locals,
    routePattern: routePatternOf(url.pathname),
    rewrite: async () => {
      const refusal = locals.refusal ?? { status: 404, message: "" };
      const headers: Record<string, string> = { "cache-control": "no-store" };
      if (refusal.retryAfter) headers["retry-after"] = refusal.retryAfter;
      if (refusal.allow) headers.allow = refusal.allow;
      return new Response(refusal.message, { status: refusal.status, headers });
    },
  } as unknown as HandlerContext;
  return handleRequest(context, async () => handler(context));
}

/** Calls an Astro endpoint as Astro would, through the real middleware (throughMiddleware). */
export function callEndpoint(
  services: SiteServices,
  request: Request,
  endpoint: (context: APIContext) => Response | Promise<Response>,
  options: { params?: Record<string, string>; clientAddress?: string } = {},
): Promise<Response> {
  return throughMiddleware(services, request, endpoint, options);
}

/** Runs `handler` with the scope the middleware gives the request (throughMiddleware); its result. */
export async function withScope<Result>(
  services: SiteServices,
  request: Request,
  handler: (scope: RequestScope) => Promise<Result> | Result,
  options: { clientAddress?: string } = {},
): Promise<Result> {
  let result: Result | undefined;
  let ran = false;
  const answer = await throughMiddleware(
    services,
    request,
    async ({ locals }) => {
      result = await handler(locals.scope);
      ran = true;
      return new Response(null, { status: 204 });
    },
    options,
  );
  if (!ran) throw new Error(`the middleware refused the request: ${answer.status} ${await answer.text()}`);
  return result as Result;
}

/**
 * A staff account with an open session, as signing in makes them: the `Cookie` header its browser would send
 * (`kh_admin=…`, signed with the services' secret), and the session the site finds for it.
 */
export async function signedInStaff(
  services: SiteServices,
  { name, email, role = "admin" }: { name: string; email: string; role?: StaffRole },
): Promise<{ cookie: string; session: StaffSession }> {
  const account = await createAccount(services.db, { name, email, role });
  if (account === "taken") throw new Error(`an account already has the address ${email}`);
  const { token } = await openStaffSession(services.db, 1, { accountId: account.id, staffName: account.name });
  const session = await findStaffSession(services.db, token);
  if (!session) throw new Error("the session just opened was not found");
  return { cookie: await staffCookie(services, token), session };
}

type SignedIn = { cookie: string; session: StaffSession };

/**
 * An administrator (Awa) and a writer (Paul), signed in once for the database `getDb` gives (an address makes one
 * account): call it in a describe block, then await the function it returns in each test.
 */
export function adminAndWriter(getDb: () => Kysely<Database>): () => Promise<{ awa: SignedIn; paul: SignedIn }> {
  let people: Promise<{ awa: SignedIn; paul: SignedIn }> | undefined;
  return () => {
    people ??= (async () => {
      const services = testServices(getDb());
      return {
        awa: await signedInStaff(services, { name: "Awa", email: "awa@kheops.cm" }),
        paul: await signedInStaff(services, { name: "Paul", email: "paul@kheops.cm", role: "writer" }),
      };
    })();
    return people;
  };
}

/** The `Cookie` header of a browser holding the staff session `token` (`kh_admin=…`, signed as the site signs it). */
export async function staffCookie(services: SiteServices, token: string): Promise<string> {
  const jar = createCookieJar(services.cookies, null);
  jar.set("staff", token);
  const [line = ""] = await jar.setCookieHeaders();
  return line.split(";")[0] ?? "";
}
