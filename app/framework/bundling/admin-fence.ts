import type { Plugin } from "vite";

// The fence: no JavaScript a public page loads may hold an admin module. Astro builds the public islands
// and the admin's (the article editor and TipTap with it) in one client build, so one stray import from a
// public component would hand a visitor on a phone the staff's code to download, parse and run. The build
// fails instead. An entry is public when its own module is not the admin's: a public page hydrating an admin
// component itself (<ArticleWorkspace client:load /> in a public page) is not seen from this bundle.

/**
 * The admin's own files, by their path under the project root: one rule, a folder named `admin` right under
 * `app/` or one of its folders. That is the wing itself (app/admin/), its routes (app/pages/admin/) and its
 * copy (app/content/admin/).
 */
const ADMIN_FILES = /^app\/(?:[^/]+\/)?admin\//;

/** Whether a module id (absolute, maybe with a \0 prefix or a ?query) is one of the admin's files. */
export function isAdminModule(id: string, root: string): boolean {
  const file = id.replace(/^\0/, "").split("?")[0]?.replaceAll("\\", "/") ?? "";
  const base = `${root.replaceAll("\\", "/").replace(/\/$/, "")}/`;
  return file.startsWith(base) && ADMIN_FILES.test(file.slice(base.length));
}

/** What the fence reads of a Rollup/Rolldown output chunk. */
export type ChunkLike = {
  type: "chunk";
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
  moduleIds: string[];
};
export type BundleLike = Record<string, ChunkLike | { type: "asset" }>;

export type AdminLeak = { entry: string; chunk: string; modules: string[] };

/** Walks from every public entry chunk through its static and dynamic imports, and lists each admin module met. */
export function findAdminLeaks(bundle: BundleLike, root: string): { publicEntries: number; leaks: AdminLeak[] } {
  const chunks = new Map<string, ChunkLike>();
  for (const output of Object.values(bundle)) if (output.type === "chunk") chunks.set(output.fileName, output);
  const entries = [...chunks.values()].filter((chunk) => chunk.isEntry && !isAdminModule(chunk.facadeModuleId ?? "", root));
  const leaks: AdminLeak[] = [];
  for (const entry of entries) {
    const seen = new Set<string>();
    const queue = [entry.fileName];
    for (let fileName = queue.pop(); fileName !== undefined; fileName = queue.pop()) {
      const chunk = chunks.get(fileName);
      if (!chunk || seen.has(fileName)) continue;
      seen.add(fileName);
      const modules = chunk.moduleIds.filter((id) => isAdminModule(id, root));
      if (modules.length > 0) leaks.push({ entry: entry.facadeModuleId ?? entry.fileName, chunk: fileName, modules });
      queue.push(...chunk.imports, ...chunk.dynamicImports);
    }
  }
  return { publicEntries: entries.length, leaks };
}

/** The client build's fence (see above); the server build is not a visitor's download and is left alone. */
export function adminFence(): Plugin {
  return {
    name: "kheops:admin-fence",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle(_options, bundle) {
      const root = this.environment.config.root;
      const { publicEntries, leaks } = findAdminLeaks(bundle as BundleLike, root);
      const relative = (id: string) => id.replace(/^\0/, "").replace(`${root}/`, "");
      if (leaks.length > 0) {
        const lines = leaks.map(
          ({ entry, chunk, modules }) => `  ${relative(entry)} loads ${chunk}, which holds ${modules.map(relative).join(", ")}`,
        );
        this.error(`Admin code in the JavaScript of public pages (the admin must never cost a visitor):\n${lines.join("\n")}`);
      }
      this.environment.logger.info(`admin fence: ${publicEntries} public entries checked, no admin module reached`);
    },
  };
}
