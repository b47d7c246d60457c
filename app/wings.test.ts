import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { isAdminModule } from "./lib/bundling/admin-fence";

/**
 * The shape of the house (docs/architecture.md): the staff's wing (app/admin, its copy in app/content/admin) sits
 * on the shared floor (app/lib, app/content) beside the public side (app/components, app/enhancements, app/layouts),
 * and only the wiring (app/pages, app/middleware.ts, server/) joins them. Read from the sources' imports (static,
 * type-only and dynamic, by TypeScript's own scanner; an .astro file's frontmatter and scripts), tests left out.
 * "Admin" is the build's own definition (isAdminModule of the admin fence), so the two cannot drift apart.
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

function codeOf(file: string): string {
  const text = readFileSync(join(root, file), "utf8");
  if (!file.endsWith(".astro")) return text;
  const frontmatter = text.split("---")[1] ?? "";
  const scripts = [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? "");
  return [frontmatter, ...scripts].join("\n");
}

/** Every source file with the project files it imports. */
function importGraph(): Map<string, string[]> {
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
    [...files].map((file) => [
      file,
      ts
        .preProcessFile(codeOf(file), true, true)
        .importedFiles.map(({ fileName }) => resolve(file, fileName))
        .filter((target): target is string => target !== undefined),
    ]),
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

/** The wiring: routes, the middleware and the host may join the wings; nothing else may reach into the admin. */
const wiring = (file: string) => file.startsWith("app/pages/") || file === "app/middleware.ts" || file.startsWith("server/");
const isAdmin = (file: string) => isAdminModule(join(root, file), root);

describe("the app's imports", () => {
  const graph = importGraph();

  it("reads the whole app, with both wings", () => {
    expect(graph.get("app/pages/admin/articles/[id].astro")).toContain("app/admin/articles/admin-editor.astro");
    expect(graph.get("app/components/layout/navbar.tsx")).toContain("app/lib/navigation/active-link.ts");
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
    const reaching = [...graph].flatMap(([file, targets]) =>
      isAdmin(file) || wiring(file) ? [] : targets.filter(isAdmin).map((target) => `${file} -> ${target}`),
    );
    expect(reaching).toEqual([]);
  });
});
