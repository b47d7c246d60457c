import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { exactId } from "./exact-id";

// Every public page's script (app/site/shell/enhance.client.ts) is fetched once the first paint is on the screen,
// by a few lines written into the page (app/site/shell/script-loader.client.ts), not by a <script src> the parser
// finds. Lighthouse's simulation (decision 028) counts every request that ends before the largest paint, and on a
// phone each file asked for with the stylesheet shares its first round trips.
//
// The loader needs the script's address, which has a hash: this plugin emits the script as a chunk of its own
// and gives the loader its address through a virtual module. The loader then imports nothing, and Astro writes it
// into the page inline (with its CSP hash) instead of as a file.

/** The loader's import: `export default "/_astro/enhance.<hash>.js"`. */
const siteScriptUrlId = "virtual:kheops/site-script-url";
const resolvedId = `\0${siteScriptUrlId}`;
const siteScript = fileURLToPath(new URL("../../site/shell/enhance.client.ts", import.meta.url));

export function siteScriptAfterPaint(): Plugin {
  let base = "/";
  let serving = false;
  let reference: string | undefined;
  return {
    name: "kheops:site-script-after-paint",
    configResolved(config) {
      base = config.base;
      serving = config.command === "serve";
    },
    buildStart() {
      if (!serving && this.environment?.config.consumer === "client") reference = this.emitFile({ type: "chunk", id: siteScript });
    },
    resolveId: {
      filter: { id: exactId(siteScriptUrlId) },
      handler: () => resolvedId,
    },
    load: {
      filter: { id: exactId(resolvedId) },
      handler() {
        // The dev server serves the module from its source.
        if (serving) return `export default ${JSON.stringify(`/@fs${siteScript}`)};`;
        // The server's build never runs the loader; its modules may still import the name.
        if (this.environment?.config.consumer !== "client" || !reference) return `export default "";`;
        return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
      },
    },
    resolveFileUrl({ referenceId, fileName }) {
      return referenceId === reference ? JSON.stringify(`${base}${fileName}`) : null;
    },
  };
}
