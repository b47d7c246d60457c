import type { Plugin } from "vite";
import { exactId } from "./exact-id";

// Every dynamic import() of the browser's code goes through Vite's preload helper, a module every public page
// loads (the site's script, app/site/shell/enhance.client.ts, imports the diagrams, the toasts and analytics lazily,
// and the islands their rules). Vite's own
// helper is about 1.7 KB minified (0.86 KB gzip): it detects modulepreload support, resolves URLs for relative
// bases and CSP nonces, scans <link>s already in the page and fires `vite:preloadError`. This site needs none of
// that (an absolute base, every modern browser supports modulepreload, no nonce: the CSP lists hashes and 'self',
// nothing listens for the event), so the helper below does the same job in a fifth of the bytes: it adds one
// <link rel=modulepreload> per chunk the import will need (fetched in parallel rather than one after the other),
// waits for a stylesheet before running code that expects it, and runs the import. A failed import fails as it
// would with Vite's helper.
//
// It replaces a module Vite declares under an internal id; tests/integration/build-output.test.ts fails if an
// upgrade renames the id (the build would quietly carry Vite's helper again: it is the one that fires
// `vite:preloadError`).

/** Vite's id of its preload helper (vite/src/node/plugins/importAnalysisBuild.ts, `preloadHelperId`). */
export const preloadHelperId = "\0vite/preload-helper.js";

function helperCode(base: string): string {
  return `const seen = new Set();
export const __vitePreload = (load, deps) => {
  const waits = [];
  for (const dep of deps || []) {
    const href = ${JSON.stringify(base)} + dep;
    if (seen.has(href)) continue;
    seen.add(href);
    const link = document.createElement("link");
    link.href = href;
    if (href.endsWith(".css")) {
      link.rel = "stylesheet";
      waits.push(new Promise((done) => { link.onload = link.onerror = done; }));
    } else link.rel = "modulepreload";
    document.head.append(link);
  }
  return Promise.all(waits).then(load);
};
`;
}

/** The small helper in place of Vite's, in the browser's build only (the server's code has no preload helper). */
export function smallPreloadHelper(): Plugin {
  let base = "/";
  return {
    name: "kheops:small-preload-helper",
    enforce: "pre",
    configResolved(config) {
      base = config.base;
    },
    load: {
      filter: { id: exactId(preloadHelperId) },
      handler(id) {
        if (id !== preloadHelperId || this.environment?.config.consumer !== "client") return null;
        return helperCode(base);
      },
    },
  };
}
