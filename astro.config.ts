import node from "@astrojs/node";
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import type { AstroIntegration } from "astro";
import { defineConfig } from "astro/config";
import { adminFence } from "./app/framework/bundling/admin-fence";
import { siteScriptAfterPaint } from "./app/framework/bundling/site-script-after-paint";
import { smallPreloadHelper } from "./app/framework/bundling/small-preload-helper";
import { scriptsAllowedEverywhere } from "./app/lib/http/page-script-policy.server";

/** @astrojs/react (its JSX, its client for the islands) with our server renderer: app/framework/islands/react-renderer.ts. */
function reactRenderedToString(): AstroIntegration {
  const integration = react();
  const setup = integration.hooks["astro:config:setup"];
  return {
    ...integration,
    hooks: {
      ...integration.hooks,
      "astro:config:setup": (options) =>
        setup?.({
          ...options,
          addRenderer: (renderer) => options.addRenderer({ ...renderer, serverEntrypoint: "./app/framework/islands/react-renderer.ts" }),
        }),
    },
  };
}

// The public site (decision 013): Astro renders every page on the server with React components and
// hydrates only the islands that need the browser. It is mounted by the Express host (server/app.ts),
// which hands each request the site's services. What this file changes inside Astro, Vite and Rolldown (the
// renderer, the directive, the script written into the page, the chunk groups, the compile hint, the bundled cookie) is
// read back from the build by tests/integration/build-output.test.ts; docs/upgrading.md says what to check.
export default defineConfig({
  srcDir: "./app",
  outDir: "./build",
  output: "server",
  // Pages are rendered whole before they are sent: an error in any component then becomes the French 500 page
  // (app/middleware.ts), never a 200 cut short. Our pages render in a few milliseconds; streaming gained nothing.
  adapter: node({ mode: "middleware", experimentalDisableStreaming: true }),
  integrations: [
    reactRenderedToString(),
    {
      name: "kheops:client-directives",
      hooks: {
        "astro:config:setup": ({ addClientDirective }) => {
          // client:interaction — an island in the first screen loads nothing until the visitor touches it.
          addClientDirective({ name: "interaction", entrypoint: "./app/framework/islands/on-interaction.client.ts" });
        },
      },
    },
  ],
  // Links are followed by the browser itself (speculation rules), not by a script.
  prefetch: false,
  devToolbar: { enabled: false },
  trailingSlash: "never",
  security: {
    // The request boundary (app/middleware.ts) refuses cross-site writes itself, in French, against SITE_URL.
    checkOrigin: false,
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data: blob:",
        "font-src 'self'",
        "connect-src 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
        "base-uri 'self'",
        "object-src 'none'",
      ],
      // Scripts: 'self' and the hashes of Astro's inline island scripts, never 'unsafe-inline'. Styles keep
      // inline style attributes (a chart bar's width, a particle's place), as the site always allowed.
      styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
      // By their hash: the speculation rules the site's script adds (app/lib/navigation/speculation-rules.ts;
      // Chromium 156 refused them under 'inline-speculation-rules', decision 028), and the script that makes the
      // parser wait for the stylesheet before the body (app/lib/ui/stylesheet-first.ts, decision 032). Each page's
      // policy then keeps, of Astro's own hashes, those of the scripts it carries (app/middleware.ts, decision 041).
      scriptDirective: { hashes: [...scriptsAllowedEverywhere] },
    },
  },
  markdown: { syntaxHighlight: false },
  vite: {
    plugins: [
      tailwindcss(),
      // The build fails if an admin module reaches the JavaScript of a public page.
      adminFence(),
      // Vite's preload helper, which every public page loads, in a fifth of its bytes.
      smallPreloadHelper(),
      // The public pages' script, asked for by a loader written into the page once the first paint is shown.
      siteScriptAfterPaint(),
      {
        // Astro's own cookie (2.x), bundled into the built server: there a bare import would find the project root's
        // 0.7, the one our signed cookies and Express use. Only for the build: the development server loads modules
        // from node_modules, each package finding its own copy, and bundling there ran cookie 0.7 (CommonJS) as an
        // ES module, a 500 on every page of `npm run dev`.
        name: "bundle-astros-cookie",
        apply: "build",
        config: () => ({ ssr: { noExternal: ["cookie"] } }),
      },
      {
        // V8 compiles the admin's editor engine whole as the file loads, off the main thread (Chrome 136's compile
        // hints): the first click and the first keystroke in the editor then run compiled code, instead of compiling
        // some 160 functions on the way (40 ms of the first keystroke at a phone's speed, measured with npm run bench:admin).
        name: "kheops:compile-the-editor-as-it-loads",
        generateBundle(_options, bundle) {
          for (const file of Object.values(bundle)) {
            if (file.type === "chunk" && file.name === "editor") file.code = `//# allFunctionsCalledOnLoad\n${file.code}`;
          }
        },
      },
    ],
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              // Chunks named without their modules' .client or .page.client (app/site/shell/enhance.client.ts gives
              // enhance.<hash>.js): the loader written into every page names the site's script, and every byte of it
              // is in the first view. The rest is Rolldown's own sanitising (characters a file name cannot hold).
              sanitizeFileName: (name) => name.replace(/\.(?:page\.)?client$/, "").replace(/[\0?*]/g, "_"),
              // React and its Astro renderer in one file: an island's first wake is one request for
              // them, not five chained ones (react, react-dom, scheduler, the JSX runtime, the renderer).
              codeSplitting: {
                groups: [
                  { name: "react", test: /node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/ },
                  // The small modules the site's script shares with the islands (the behaviours' contracts, the
                  // current address, tracking, waiting buttons, toasts, number formats, Vite's preload helper): one
                  // file that the first view fetches with the site's script, instead of a dozen files of a few hundred
                  // bytes, each costing a request, its headers and a step in a chain of imports (decision 029).
                  {
                    name: "enhancements",
                    test: /app[\\/](site[\\/](shell[\\/](attach|when-shown|scroll|current-address)\.client|forms[\\/]changed-before-script\.client)|lib[\\/](behaviours[\\/](page|needs-script|current-address)|motion|dom-ids|analytics[\\/]track\.client|forms[\\/]waiting-submit|text[\\/](compare|fold)|format[\\/](number|plural)|ui[\\/]toast\.client)|content[\\/]counted)\.ts$|vite[\\/]preload-helper/,
                    minShareCount: 2,
                  },
                  // The admin's editor engine (TipTap, ProseMirror) in a file of its own, compiled as it loads (plugin above).
                  {
                    name: "editor",
                    test: /node_modules[\\/](@tiptap|prosemirror-[a-z]+|orderedmap|rope-sequence|w3c-keyname|linkifyjs)[\\/]/,
                  },
                ],
              },
            },
          },
        },
      },
    },
  },
});
