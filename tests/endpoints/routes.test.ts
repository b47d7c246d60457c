import { describe, expect, it } from "vitest";
import { type Method, routes } from "~/lib/boundary/routes";
import { pageFiles, routeOfFile } from "../helpers/page-files";

// app/lib/boundary/routes.ts is the one list of what each address takes and who may open it: it must name every
// file under app/pages and nothing else, and each endpoint must export exactly the methods it lists (the
// middleware answers the others 405 before any handler runs).

const endpointModules = import.meta.glob<Record<string, unknown>>(["/app/pages/**/*.ts", "!/app/pages/**/*.test.ts"]);
const handlerNames = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "ALL"];

describe("the routes' list", () => {
  it("has a line for every file under app/pages, and none for a file that is not there", () => {
    expect(
      pageFiles()
        .map((file) => file.pattern)
        .sort(),
    ).toEqual(routes.map((route) => route.pattern).sort());
  });

  it("keeps every address under /admin to a signed-in staff member, but the ways in", () => {
    const open = routes
      .filter((route) => route.pattern.startsWith("/admin") && route.audience === "everyone")
      .map((route) => route.pattern);
    expect(open.sort()).toEqual(
      [
        "/admin",
        "/admin/mot-de-passe-oublie",
        "/admin/nouveau-mot-de-passe",
        "/admin/api/cles/connexion-options",
        "/admin/api/cles/connexion",
      ].sort(),
    );
    expect(routes.filter((route) => !route.pattern.startsWith("/admin") && route.audience !== "everyone")).toEqual([]);
  });

  it.each(pageFiles().filter((file) => file.kind === "endpoint"))("$file exports the handlers of the methods it lists", async (file) => {
    const load = endpointModules[`/app/pages/${file.file}`];
    if (!load) throw new Error(`no module for ${file.file}`);
    const exported = Object.keys(await load()).filter((name) => handlerNames.includes(name));
    const { methods } = routeOfFile(file);
    if (exported.includes("ALL")) {
      expect(exported).toEqual(["ALL"]);
      expect([...methods].sort()).toEqual(["DELETE", "GET", "HEAD", "PATCH", "POST", "PUT"]);
      return;
    }
    // Astro answers HEAD with the GET handler.
    const answered = new Set<Method>(exported as Method[]);
    if (answered.has("GET")) answered.add("HEAD");
    expect([...answered].sort()).toEqual([...methods].sort());
  });
});
