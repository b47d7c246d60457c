import { describe, expect, it, vi } from "vitest";
import { adminFence, type BundleLike, type ChunkLike, findAdminLeaks, isAdminModule } from "./admin-fence";

const root = "/site";

function chunk(fileName: string, moduleIds: string[], links: Partial<ChunkLike> = {}): ChunkLike {
  return { type: "chunk", fileName, isEntry: false, facadeModuleId: null, imports: [], dynamicImports: [], moduleIds, ...links };
}

function bundleOf(...chunks: ChunkLike[]): BundleLike {
  return { ...Object.fromEntries(chunks.map((c) => [c.fileName, c])), "_astro/site.css": { type: "asset" } };
}

const publicIsland = "/site/app/site/services/plan-pricing.tsx";
const adminIsland = "/site/app/admin/articles/article-creator.tsx";
const editor = "/site/app/admin/articles/editor/seo-score.ts";

describe("isAdminModule", () => {
  it("knows the admin's files, whatever the prefix or query", () => {
    for (const id of [
      adminIsland,
      editor,
      "/site/app/admin/desk/actions.server.ts",
      "/site/app/admin/shell/admin-api.ts",
      "/site/app/pages/admin/audience.astro",
      "/site/app/content/admin/editor.ts",
      "/site/app/admin/shell/admin.astro?astro&type=script&index=0&lang.ts",
      "/site/app/admin/articles/admin-editor.css",
      "\0/site/app/admin/shell/admin.css?direct",
    ]) {
      expect(isAdminModule(id, root), id).toBe(true);
    }
  });

  it("leaves the public files and the rest alone", () => {
    for (const id of [
      publicIsland,
      "/site/app/lib/admin-tools.ts",
      "/site/app/admin.ts",
      "/site/app/lib/blog/admin/x.ts",
      "/site/app/content/admin.ts",
      "/site/app/styles/theme.css",
      "/site/node_modules/x/app/admin/y.js",
      "/elsewhere/app/admin/y.tsx",
      "\0astro:scripts/page.js",
      "",
    ]) {
      expect(isAdminModule(id, root), id).toBe(false);
    }
  });
});

describe("findAdminLeaks", () => {
  it("passes when only the admin's entries reach admin modules", () => {
    const bundle = bundleOf(
      chunk("pricing.js", [publicIsland], { isEntry: true, facadeModuleId: publicIsland, imports: ["react.js"] }),
      chunk("workspace.js", [adminIsland, editor], { isEntry: true, facadeModuleId: adminIsland, imports: ["react.js"] }),
      chunk("react.js", ["/site/node_modules/react/index.js"]),
    );
    expect(findAdminLeaks(bundle, root)).toEqual({ publicEntries: 1, leaks: [] });
  });

  it("finds an admin module a public entry imports through a shared chunk", () => {
    const bundle = bundleOf(
      chunk("pricing.js", [publicIsland], { isEntry: true, facadeModuleId: publicIsland, imports: ["shared.js"] }),
      chunk("workspace.js", [adminIsland], { isEntry: true, facadeModuleId: adminIsland, imports: ["shared.js"] }),
      chunk("shared.js", ["/site/app/lib/format/date.ts", editor]),
    );
    expect(findAdminLeaks(bundle, root).leaks).toEqual([{ entry: publicIsland, chunk: "shared.js", modules: [editor] }]);
  });

  it("finds an admin module a public entry loads lazily, through a shared chunk's dynamic import", () => {
    const bundle = bundleOf(
      chunk("pricing.js", [publicIsland], { isEntry: true, facadeModuleId: publicIsland, imports: ["shared.js"] }),
      chunk("shared.js", ["/site/app/lib/format/date.ts"], { dynamicImports: ["workspace.js"] }),
      chunk("workspace.js", [adminIsland], { facadeModuleId: adminIsland }),
    );
    expect(findAdminLeaks(bundle, root).leaks).toEqual([{ entry: publicIsland, chunk: "workspace.js", modules: [adminIsland] }]);
  });
});

describe("adminFence", () => {
  it("fails the build naming the public entry, the chunk and the admin module", () => {
    const plugin = adminFence();
    const error = vi.fn();
    const info = vi.fn();
    const context = { error, environment: { config: { root }, logger: { info } } };
    const bundle = bundleOf(
      chunk("pricing.js", [publicIsland], { isEntry: true, facadeModuleId: publicIsland, dynamicImports: ["workspace.js"] }),
      chunk("workspace.js", [adminIsland], { facadeModuleId: adminIsland }),
    );
    (plugin.generateBundle as (...args: unknown[]) => void).call(context, {}, bundle, false);
    expect(error).toHaveBeenCalledWith(
      "Admin code in the JavaScript of public pages (the admin must never cost a visitor):\n" +
        "  app/site/services/plan-pricing.tsx loads workspace.js, which holds app/admin/articles/article-creator.tsx",
    );
  });
});
