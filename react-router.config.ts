import type { Config } from "@react-router/dev/config";

export default {
  // Every page renders on the server (decision D1); the client hydrates it.
  ssr: true,
  // React Router serves only the admin now (decision 013): its build stays beside Astro's (build/client, build/server).
  buildDirectory: "build/admin",
  // React Router's own origin check of page actions is left open: it would answer a forged form with
  // a bare English 400 (and log it as an error) before our middleware runs, and refuse every form behind
  // an https proxy that does not say X-Forwarded-Proto. The request boundary refuses cross-site
  // requests itself, for every route, against SITE_URL, with the French 403 page
  // (app/lib/boundary/cross-site.server.ts).
  allowedActionOrigins: ["**"],
  future: {
    // Route middleware and a typed context (app/lib/boundary/): the one request boundary every loader,
    // action and resource route goes through (docs/architecture.md, "Request path").
    v8_middleware: true,
    // Loaders and actions get the request as it came (no copy of it per handler): its body has been
    // read by the request boundary, within its route group's limit, and is handed over by the context.
    // `url` (without the `.data` suffix of data requests) is the address to read paths and queries from.
    v8_passThroughRequests: true,
  },
} satisfies Config;
