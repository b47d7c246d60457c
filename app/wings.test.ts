import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { isAdminModule } from "./framework/bundling/admin-fence";

/**
 * The shape of the house (docs/architecture.md): two wings, the staff's (app/admin, its copy in app/content/admin)
 * and the visitors' (app/site), stand on the shared floor (app/lib, app/framework, app/content);
 * only the wiring (app/pages, app/middleware.ts, server/) joins them. And code says where it runs: a `.server`
 * module never reaches the browser, a `.client` one never runs on the server. Read from the sources' imports
 * (static, type-only and dynamic, by TypeScript's own scanner; an .astro file's frontmatter and scripts), tests
 * left out. "Admin" is the build's own definition (isAdminModule of the admin fence), so the two cannot drift apart.
 */
const root = normalize(join(import.meta.dirname, ".."));
const extensions = ["", ".ts", ".tsx", ".astro", "/index.ts"];

function sourceFiles(): string[] {
  return ["app", "server"].flatMap((top) =>
    readdirSync(join(root, top), { recursive: true, encoding: "utf8" })
      .map((file) => join(top, file).split("\\").join("/"))
      .filter((file) => /\.(ts|tsx|astro)$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith(".d.ts")),
  );
}

/** A file's code; of an .astro file, its frontmatter (run on the server) and, unless `serverOnly`, its scripts. */
function codeOf(file: string, serverOnly = false): string {
  const text = readFileSync(join(root, file), "utf8");
  if (!file.endsWith(".astro")) return text;
  const frontmatter = text.split("---")[1] ?? "";
  if (serverOnly) return frontmatter;
  const scripts = [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? "");
  return [frontmatter, ...scripts].join("\n");
}

/** The specifiers a file imports with `import type` alone: erased, they never run. */
function typeOnlySpecifiers(code: string): Set<string> {
  const source = ts.createSourceFile("file.tsx", code, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const erased = new Set<string>();
  const kept = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    (statement.importClause?.isTypeOnly ? erased : kept).add(statement.moduleSpecifier.text);
  }
  return new Set([...erased].filter((specifier) => !kept.has(specifier)));
}

/**
 * Every source file with the project files it imports. `runs`: what runs, for the question of where code runs
 * (an .astro file's frontmatter alone, which runs on the server; no `import type`).
 */
function importGraph(runs = false): Map<string, string[]> {
  const files = new Set(sourceFiles());
  const resolve = (file: string, specifier: string): string | undefined => {
    const base = specifier.startsWith("~/")
      ? join("app", specifier.slice(2))
      : specifier.startsWith(".")
        ? normalize(join(dirname(file), specifier))
        : undefined;
    if (base === undefined) return undefined;
    const path = base.split("\\").join("/");
    return extensions.map((extension) => path + extension).find((candidate) => files.has(candidate));
  };
  return new Map(
    [...files].map((file) => {
      const code = codeOf(file, runs);
      const erased = runs ? typeOnlySpecifiers(code) : new Set<string>();
      const imported = ts.preProcessFile(code, true, true).importedFiles.map(({ fileName }) => fileName);
      return [
        file,
        imported
          .filter((specifier) => !erased.has(specifier))
          .map((specifier) => resolve(file, specifier))
          .filter((target): target is string => target !== undefined),
      ];
    }),
  );
}

/** The import circles (strongly connected components of more than one file, or a file importing itself). */
function importCircles(graph: Map<string, string[]>): string[][] {
  const order = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (file: string) => {
    order.set(file, order.size);
    lowest.set(file, order.get(file) ?? 0);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!order.has(next)) {
        visit(next);
        lowest.set(file, Math.min(lowest.get(file) ?? 0, lowest.get(next) ?? 0));
      } else if (onStack.has(next)) lowest.set(file, Math.min(lowest.get(file) ?? 0, order.get(next) ?? 0));
    }
    if (lowest.get(file) !== order.get(file)) return;
    const circle: string[] = [];
    for (let member = stack.pop(); member !== undefined; member = member === file ? undefined : stack.pop()) {
      onStack.delete(member);
      circle.push(member);
    }
    if (circle.length > 1 || graph.get(file)?.includes(file)) circles.push(circle.sort());
  };
  for (const file of graph.keys()) if (!order.has(file)) visit(file);
  return circles;
}

/** The wiring: routes, the middleware and the host may join the wings; nothing else may reach into one. */
const wiring = (file: string) => file.startsWith("app/pages/") || file === "app/middleware.ts" || file.startsWith("server/");
const isAdmin = (file: string) => isAdminModule(join(root, file), root);
const isSite = (file: string) => file.startsWith("app/site/");
const isShared = (file: string) => ["app/lib/", "app/framework/", "app/content/"].some((floor) => file.startsWith(floor));

/** Modules for the browser alone (`name.client.ts`), and code that runs on the server alone. */
const isClient = (file: string) => /\.client\.tsx?$/.test(file);
const isServerOnly = (file: string) =>
  /\.server\.tsx?$/.test(file) || file.startsWith("server/") || file === "app/middleware.ts" || file.startsWith("app/pages/");

const arrows = (graph: Map<string, string[]>, from: (file: string) => boolean, to: (file: string) => boolean) =>
  [...graph].flatMap(([file, targets]) => (from(file) ? targets.filter(to).map((target) => `${file} -> ${target}`) : []));

describe("the app's imports", () => {
  const graph = importGraph();
  const running = importGraph(true);

  it("reads the whole app, with both wings", () => {
    expect(graph.get("app/pages/admin/articles/[id].astro")).toContain("app/admin/articles/admin-editor.astro");
    expect(graph.get("app/site/shell/navbar.tsx")).toContain("app/lib/navigation/active-link.ts");
    expect(graph.get("app/site/shell/site.astro")).toContain("app/site/shell/enhance.client.ts");
    expect(running.get("app/site/shell/site.astro")).not.toContain("app/site/shell/enhance.client.ts");
    expect(graph.get("app/admin/shell/admin-api.client.ts")).toContain("app/admin/articles/admin-articles.server.ts");
    expect(running.get("app/admin/shell/admin-api.client.ts")).not.toContain("app/admin/articles/admin-articles.server.ts");
  });

  it("form no circle", () => {
    expect(importCircles(graph)).toEqual([]);
  });

  it("finds a circle when there is one", () => {
    const circular = new Map([
      ["a.ts", ["b.ts"]],
      ["b.ts", ["c.ts"]],
      ["c.ts", ["a.ts", "d.ts"]],
      ["d.ts", []],
    ]);
    expect(importCircles(circular)).toEqual([["a.ts", "b.ts", "c.ts"]]);
  });

  it("keep the admin wing out of the shared and public code: only the wiring joins them", () => {
    expect(arrows(graph, (file) => !isAdmin(file) && !wiring(file), isAdmin)).toEqual([]);
  });

  it("keep the visitors' wing out of the shared code and the admin's", () => {
    expect(arrows(graph, (file) => isShared(file) || isAdmin(file), isSite)).toEqual([]);
  });

  it("keep browser modules off the server and server modules out of the browser", () => {
    expect(arrows(running, isServerOnly, isClient)).toEqual([]);
    expect(arrows(running, isClient, (file) => /\.server\.tsx?$/.test(file) || file.startsWith("server/"))).toEqual([]);
  });

  it("finds an arrow that crosses", () => {
    const crossing = new Map([
      ["app/pages/index.astro", ["app/site/shell/site.client.ts"]],
      ["app/site/shell/site.client.ts", ["app/lib/db/db.server.ts"]],
    ]);
    expect(arrows(crossing, isServerOnly, isClient)).toEqual(["app/pages/index.astro -> app/site/shell/site.client.ts"]);
    expect(arrows(crossing, isClient, (file) => /\.server\.tsx?$/.test(file))).toEqual([
      "app/site/shell/site.client.ts -> app/lib/db/db.server.ts",
    ]);
  });
});
