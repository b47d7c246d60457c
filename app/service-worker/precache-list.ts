/** One module of React Router's client manifest (build/client/assets/manifest-<hash>.js). */
export interface ManifestModule {
  module: string;
  imports?: string[];
  css?: string[];
}

export interface ClientManifest {
  version: string;
  entry: ManifestModule;
  routes: Record<string, ManifestModule & { id: string }>;
}

/** Reads the file React Router writes, `window.__reactRouterManifest={…};`. */
export function parseClientManifest(source: string): ClientManifest {
  const start = source.indexOf("{");
  const end = source.lastIndexOf("}");
  if (start < 0 || end < start) throw new Error("not a React Router client manifest");
  const manifest = JSON.parse(source.slice(start, end + 1)) as Partial<ClientManifest>;
  if (typeof manifest.version !== "string" || !manifest.entry?.module || !manifest.routes) {
    throw new Error("not a React Router client manifest");
  }
  return manifest as ClientManifest;
}

/**
 * Files never precached even if a shell module came to import them: the diagram and formula
 * libraries of some articles, the staff's editor, the phone rules of one form. Each is fetched
 * (and then kept) only by the page that needs it.
 */
export const neverPrecached = /mermaid|katex|cytoscape|elk|dagre|diagram|dashboard|admin|tiptap|phone-rules/i;

/**
 * What the worker precaches to start and show the offline page: the client entry, the root route
 * and the given routes, each with the chunks and styles it imports, plus the given stylesheets
 * (the root's, linked by URL, which the manifest does not list). URLs, in a stable order.
 */
export function shellFiles(manifest: ClientManifest, routeIds: string[], stylesheets: string[]): string[] {
  const modules = [manifest.entry, ...["root", ...routeIds].map((id) => manifest.routes[id])];
  const files = new Set<string>(stylesheets);
  for (const [index, module] of modules.entries()) {
    if (!module) throw new Error(`route ${["root", ...routeIds][index - 1]} is not in the client manifest`);
    for (const file of [module.module, ...(module.imports ?? []), ...(module.css ?? [])]) files.add(file);
  }
  return [...files].filter((file) => !neverPrecached.test(file)).sort();
}

/** The sibling chunks a built module imports, as /assets URLs: `from"./x.js"` and `import"./x.js"` (static), `import("./x.js")` (lazy). */
export function chunkImports(source: string): { static: string[]; lazy: string[] } {
  const found = (pattern: RegExp) => [...new Set([...source.matchAll(pattern)].map((match) => `/assets/${match[1]}`))];
  return {
    static: found(/(?:\bfrom|\bimport)\s*["']\.\/([\w.-]+\.js)["']/g),
    lazy: found(/\bimport\(\s*["']\.\/([\w.-]+\.js)["']\s*\)/g),
  };
}

/**
 * The shell's files and what its modules load lazily (the toast library on a form's first
 * answer, for instance: offline, a lazy chunk never fetched would fail the page that asks for
 * it), with everything those chunks import. Lazy chunks of lazy chunks are not followed, and the
 * never-precached libraries are left out. `read` gives a built file's text by URL.
 */
export function withLazyChunks(shell: string[], read: (url: string) => string): string[] {
  const files = new Set(shell);
  const add = (url: string, followLazy: boolean) => {
    if (!url.endsWith(".js") || neverPrecached.test(url)) return;
    const imports = chunkImports(read(url));
    for (const next of [...imports.static, ...(followLazy ? imports.lazy : [])]) {
      if (files.has(next) || neverPrecached.test(next)) continue;
      files.add(next);
      add(next, false);
    }
  };
  for (const url of shell) add(url, true);
  return [...files].sort();
}
