import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

// The host (server/index.ts and the start-up it imports: database, migrations, seeding, workers),
// compiled to build/host.js, which `npm start` runs, and the article sanitiser's worker thread
// (build/sanitize-article-worker.js: app/lib/blog/article-sanitizer.server.ts). Vite rather than a plain
// bundler: start-up reads the migrations and the bundled articles with import.meta.glob. Packages stay
// in node_modules.
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  publicDir: false,
  logLevel: "warn",
  build: {
    ssr: true,
    outDir: "build",
    emptyOutDir: false,
    target: "node24",
    minify: false,
    rollupOptions: {
      input: { host: "server/index.ts", "sanitize-article-worker": "app/lib/blog/sanitize-article.server.ts" },
      output: { format: "es", entryFileNames: "[name].js", chunkFileNames: "host/[name]-[hash].js" },
    },
  },
});
