import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// React Router's build: the admin (the public pages are Astro's: astro.config.ts). The host imports its
// server build (build/admin/server/index.js) and hands it the site's services through the context.
export default defineConfig(({ isSsrBuild }) => ({
  build: isSsrBuild
    ? {}
    : // Fewer, larger chunks: over HTTP/1.1 on a slow mobile link each extra file costs a round trip.
      {
        rollupOptions: {
          output: {
            experimentalMinChunkSize: 20_000,
            // The phone rules and their metadata (50 KB gzip) stay in a chunk of their own, loaded
            // only by the subscription form: merging small chunks must not pull them into a page.
            manualChunks: (id: string) =>
              id.includes("/libphonenumber-js/") || id.endsWith("/app/lib/forms/phone.ts") ? "phone-rules" : undefined,
          },
        },
      },
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
}));
