// First: says which Node the site needs, before any module with native code is loaded.
import "./require-node-24";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { fileURLToPath } from "node:url";
import { constants as zlib } from "node:zlib";
import compression from "compression";
import express from "express";
import pino from "pino";
import { logSafeUrl } from "../app/lib/http/log-safe-url";
import type { PagesHandler, Site } from "./app";

type SiteModule = typeof import("./app");

const production = process.env.NODE_ENV === "production";

// Paths relative to this file, which is server/index.ts or its compiled copy build/host.js: from either,
// "../build/" is the build.
const built = (path: string) => fileURLToPath(new URL(`../build/${path}`, import.meta.url));

/**
 * Starts the site and mounts it on `app`. Production takes what `npm run build` made: Astro's pages and
 * endpoints (build/server) and their files (build/client). Development runs Astro's development server,
 * so edits show at once; the services started here stay.
 */
async function mountSite(app: express.Express): Promise<Site> {
  if (production) {
    const { startSite, readConfig, createSiteApp } = await import("./app");
    const site = await startSite(readConfig());
    const pages = (await import(/* @vite-ignore */ built("server/entry.mjs"))) as { handler: PagesHandler };
    app.use(createSiteApp(site.services, pages.handler, { clientDirs: [built("client")] }));
    return site;
  }
  // Development: start-up and the host's handler load through Vite (as the build does: import.meta.glob),
  // beside Astro's development server. DEV_HMR=off: no hot-reload socket, so several hosts can run at once.
  const hmr = process.env.DEV_HMR === "off" ? false : undefined;
  const vite = await import("vite").then((v) =>
    v.createServer({
      configFile: false,
      appType: "custom",
      resolve: { alias: { "~": fileURLToPath(new URL("../app", import.meta.url)) } },
      server: { middlewareMode: true, hmr: false },
    }),
  );
  const { startSite, readConfig, createSiteApp } = (await vite.ssrLoadModule("./server/app.ts")) as SiteModule;
  const site = await startSite(readConfig());
  const { dev } = await import("astro");
  // Its own port beside ours: its pages are answered here, through it.
  const astro = await dev({
    logLevel: "warn",
    server: { port: site.services.config.PORT + 1, host: "127.0.0.1" },
    vite: { server: { hmr } },
  });
  const localsKey = Symbol.for("astro.locals");
  const pages: PagesHandler = (req: IncomingMessage, res: ServerResponse, _next, locals) => {
    Reflect.set(req, localsKey, locals);
    astro.handle(req, res);
  };
  app.use(createSiteApp(site.services, pages));
  return site;
}

async function main(): Promise<void> {
  const app = express();
  app.disable("x-powered-by");
  // Brotli at quality 6 rather than the package's 4, which made pages as large as gzip: the home page's HTML is 14.2 KB
  // instead of 15.2, in the same 2 ms (decision 028).
  app.use(compression({ brotli: { params: { [zlib.BROTLI_PARAM_QUALITY]: 6 } } }));
  let site: Site | undefined;
  app.use((req, res, next) => {
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Math.round(Number(process.hrtime.bigint() - started) / 1e6);
      const level = req.path.startsWith("/_astro/") ? "debug" : "info";
      site?.services.logger[level]({ method: req.method, url: logSafeUrl(req.originalUrl), status: res.statusCode, ms }, "request");
    });
    next();
  });

  // Reads and validates the configuration (a bad value stops here with its name), then starts everything.
  site = await mountSite(app);
  const { config, logger } = site.services;
  // Slow or stalled clients (one header byte at a time, a body that never ends) lose their connection
  // instead of holding it: headers and whole request within their limits, idle keep-alive closed after
  // its own. An answer that takes long (the live-stats streams) is not limited by these.
  const server: Server = createServer(
    {
      headersTimeout: config.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeout: config.HTTP_REQUEST_TIMEOUT_MS,
      keepAliveTimeout: config.HTTP_KEEP_ALIVE_TIMEOUT_MS,
      // Node looks for expired requests every 30 s by default, too seldom for a 10 s limit.
      connectionsCheckingInterval: Math.min(2000, Math.max(250, Math.round(config.HTTP_HEADERS_TIMEOUT_MS / 4))),
    },
    app,
  );
  // A port already taken or not allowed: say so and stop (app.listen used to call its callback anyway).
  const cannotListen = (error: Error) => {
    logger.fatal({ err: error, port: config.PORT, host: config.HOST }, "cannot listen");
    process.exit(1);
  };
  server.once("error", cannotListen);
  server.listen(config.PORT, config.HOST, () => {
    server.off("error", cannotListen);
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.PORT;
    logger.info(
      { port, siteUrl: config.SITE_URL, mode: production ? "production" : "development" },
      `site listening on http://localhost:${port}`,
    );
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping || !site) return;
    stopping = true;
    const running = site;
    logger.info({ signal }, "shutting down: no new connections, finishing requests");
    const force = setTimeout(() => {
      logger.error("requests still open after 10 s, exiting");
      process.exit(1);
    }, 10_000);
    force.unref();
    // Live-stats streams never end by themselves: end them, or closing would wait for the forced exit.
    running.closeStreams();
    server.close(async () => {
      await running.stop();
      logger.info("stopped");
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  // In development, a Vite server made by the tooling also listens for SIGTERM and exits (code 143) as soon as
  // it has closed itself, cutting our shutdown short: ours is the only one.
  for (const listener of process.listeners("SIGTERM")) process.off("SIGTERM", listener);
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  // Before the site's logger exists (a bad setting): the same JSON log line, at the fatal level.
  pino({ base: { service: "site" } }).fatal(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
