import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, normalize, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * Content is the ground floor (docs/architecture.md): app/content imports nothing of the app above it, which is every
 * other folder of app/ (app/lib, app/site, app/admin, app/pages, …) and server/. Its callers pass formatted values in (a
 * Counted for a number with words, a string for a number printed alone). Each import is read by TypeScript's
 * own scanner (`ts.preProcessFile`): static imports and exports, `import type`, dynamic `import()` and require.
 *
 * Tests are left out: a test sits on top of what it checks, and content's tests read articles and copy through
 * the code that renders them (app/lib/blog, app/lib/text).
 */
const root = join(import.meta.dirname, "..", "..");
const content = "app/content";

/** Whether a path from the project's root is above content: anywhere else in the app, or the server. */
const isAbove = (path: string) =>
  (path.startsWith("app/") && !path.startsWith(`${content}/`)) || path === "server" || path.startsWith("server/");

/** The project path an import points to (`~/` is app/), or undefined for a package ("vitest", "node:fs"). */
function importedPath(file: string, specifier: string): string | undefined {
  if (specifier.startsWith("~/")) return normalize(join("app", specifier.slice(2)));
  if (specifier.startsWith(".")) return normalize(join(dirname(file), specifier));
  return undefined;
}

/** Each import of `source` (the text of `file`, a path from the root) that reaches above content. */
function upwardImports(file: string, source: string): string[] {
  return ts
    .preProcessFile(source, true, true)
    .importedFiles.map(({ fileName }) => fileName)
    .filter((specifier) => {
      const path = importedPath(file, specifier)?.split("\\").join("/");
      return path !== undefined && isAbove(path);
    })
    .map((specifier) => `${file}: ${specifier}`);
}

function contentSources(): string[] {
  return readdirSync(join(root, content), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(tsx?|astro|mjs|js)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split("\\").join("/"));
}

describe("app/content imports nothing above it", () => {
  it("finds every kind of import that reaches above content", () => {
    const source = [
      'import type { StaffRole } from "~/lib/db/schema";',
      'import { Button } from "../../lib/ui/button";',
      'export { x } from "../../../server/app";',
      'const later = () => import("~/site/shell/site.client");',
      'import { agency } from "../site";',
      'import { z } from "zod";',
    ].join("\n");
    expect(upwardImports("app/content/legal/example.ts", source)).toEqual([
      "app/content/legal/example.ts: ~/lib/db/schema",
      "app/content/legal/example.ts: ../../lib/ui/button",
      "app/content/legal/example.ts: ../../../server/app",
      "app/content/legal/example.ts: ~/site/shell/site.client",
    ]);
  });

  it("has no such import in any of its files", () => {
    const files = contentSources();
    expect(files.length).toBeGreaterThan(30);
    expect(files.flatMap((file) => upwardImports(file, readFileSync(join(root, file), "utf8")))).toEqual([]);
  });
});
