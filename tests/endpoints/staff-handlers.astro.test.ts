import type { APIContext } from "astro";
import { experimental_AstroContainer as AstroContainer } from "astro/container";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enterBoundary, HttpError, type RequestScope } from "~/lib/boundary/boundary.server";
import type { SiteServices } from "~/lib/boundary/context.server";
import { routeGroupOf } from "~/lib/boundary/route-groups.server";
import { createTestSqlite } from "../helpers/database";
import { addressOf, type PageFile, pageFiles, routeOfFile } from "../helpers/page-files";
import { signedInStaff, testServices } from "../helpers/site-services";

// Every staff page and endpoint under app/pages/admin asks for the session and the role itself: run here by its
// own code alone, without the middleware in front of it (as if the gate had missed its address), it refuses a
// visitor (401) and a writer where the route is an administrator's (403) before it reads or writes anything.
// Pages are rendered with Astro's container, endpoints called as Astro calls them.

const pageModules = import.meta.glob<{ default: Parameters<AstroContainer["renderToResponse"]>[0] }>("/app/pages/admin/**/*.astro");
const endpointModules = import.meta.glob<Record<string, (context: APIContext) => Promise<Response>>>([
  "/app/pages/admin/**/*.ts",
  "!/app/pages/admin/**/*.test.ts",
]);

/** The staff's routes (the ways in, open to everyone, have nothing to keep). */
const staffFiles = pageFiles("admin").filter((file) => routeOfFile(file).audience !== "everyone");

let database: Awaited<ReturnType<typeof createTestSqlite>>;
let services: SiteServices;
let container: AstroContainer;
let writerCookie: string;
let visits = 0;

beforeAll(async () => {
  database = await createTestSqlite();
  services = testServices(database.db, { env: { ADMIN_RATE_LIMIT_PER_MINUTE: "100000" } });
  container = await AstroContainer.create();
  writerCookie = (await signedInStaff(services, { name: "Awa", email: "awa@kheops.cm", role: "writer" })).cookie;
});
afterAll(async () => {
  await services.articleSanitizer.close();
  await database.destroy();
});

/** What the tables hold: a refused request changes none of it. */
async function everything() {
  const { db } = database;
  const count = async (table: "article" | "lead" | "newsletter_subscriber" | "staff_account" | "admin_session" | "staff_activity") =>
    Number((await db.selectFrom(table).select(db.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
  return {
    articles: await count("article"),
    leads: await count("lead"),
    subscribers: await count("newsletter_subscriber"),
    accounts: await count("staff_account"),
    sessions: await count("admin_session"),
    activity: await count("staff_activity"),
  };
}

/** A request to the route of `file` with `method`, and the locals Astro would give its handler: the services and the boundary's scope, no staff. */
async function requestTo(file: PageFile, method: string, cookie?: string) {
  // The address is the route's own pattern: Astro's container names the route after the request's path.
  const url = `http://localhost:3000${file.pattern}`;
  const headers: Record<string, string> = cookie ? { cookie } : {};
  const request = new Request(url, { method, headers, ...(method === "GET" || method === "HEAD" ? {} : { body: "" }) });
  const clientAddress = `198.51.100.${(visits++ % 250) + 1}`;
  const entry = await enterBoundary(request.clone(), services, clientAddress, routeGroupOf(file.pattern));
  if (!entry.scope) throw new Error(`the boundary refused ${method} ${url}: ${entry.refusal.status}`);
  const locals = { site: services, clientAddress, scope: entry.scope as RequestScope } as App.Locals;
  const params = Object.fromEntries(
    [...file.pattern.matchAll(/\[(?:\.\.\.)?([^\]]+)\]/g)].map(([, name = ""]) => [name, addressOf(`[${name}]`)]),
  );
  return { request, locals, params, url };
}

/** The status the handler of `file` refuses with, run alone; undefined when it answered (or rendered) anything else. */
async function refusalOfHandler(file: PageFile, method: string, cookie?: string): Promise<number | undefined> {
  const { request, locals, params, url } = await requestTo(file, method, cookie);
  try {
    if (file.kind === "page") {
      const page = await pageModules[`/app/pages/${file.file}`]?.();
      if (!page) throw new Error(`no module for ${file.file}`);
      const answer = await container.renderToResponse(page.default, { request, locals, params, routeType: "page" });
      return [401, 403].includes(answer.status) ? answer.status : undefined;
    }
    const endpoint = await endpointModules[`/app/pages/${file.file}`]?.();
    const handler = endpoint?.[method] ?? endpoint?.ALL;
    if (!handler) throw new Error(`${file.file} has no handler for ${method}`);
    const context = { request, locals, params, url: new URL(url), routePattern: file.pattern } as unknown as APIContext;
    const answer = await handler(context);
    return [401, 403].includes(answer.status) ? answer.status : undefined;
  } catch (error) {
    if (error instanceof HttpError) return error.status;
    throw error;
  }
}

/** The methods each route takes, HEAD left to GET's handler. */
const methodsOf = (file: PageFile) => routeOfFile(file).methods.filter((method) => method !== "HEAD");

describe("each staff page and endpoint, alone", () => {
  it("covers every staff route under app/pages/admin", () => {
    // Every file but the five ways in (routes.test.ts names them).
    expect(staffFiles.length).toBe(pageFiles("admin").length - 5);
    expect(staffFiles.map((file) => file.file)).toContain("admin/api/articles/index.ts");
  });

  it.each(staffFiles)("$file refuses a visitor without a session, 401, and changes nothing", async (file) => {
    const before = await everything();
    for (const method of methodsOf(file)) expect(await refusalOfHandler(file, method), `${method} ${file.pattern}`).toBe(401);
    expect(await everything()).toEqual(before);
  });

  it.each(staffFiles.filter((file) => routeOfFile(file).audience === "admins"))(
    "$file, an administrator's, refuses a writer, 403, and changes nothing",
    async (file) => {
      const before = await everything();
      for (const method of methodsOf(file))
        expect(await refusalOfHandler(file, method, writerCookie), `${method} ${file.pattern}`).toBe(403);
      expect(await everything()).toEqual(before);
    },
  );
});
