import { existsSync } from "node:fs";
import type { Server } from "node:http";
import { extname, join, normalize } from "node:path";
import { fileURLToPath } from "node:url";
import compression from "compression";
import express from "express";
import type { Logger } from "pino";

type SiteModule = typeof import("./app");

const production = process.env.NODE_ENV === "production";

/**
 * Sends the Brotli copy that `npm run build` wrote beside a JavaScript or CSS
 * file (quality 11, smaller than compressing on the fly) to browsers that accept it.
 */
function precompressedAssets(dir: string): express.RequestHandler {
  const types: Record<string, string> = { ".js": "text/javascript; charset=utf-8", ".css": "text/css; charset=utf-8" };
  return (req, res, next) => {
    const type = types[extname(req.path)];
    const file = join(dir, normalize(req.path));
    const accepts = /\bbr\b/.test(req.headers["accept-encoding"] ?? "");
    if ((req.method !== "GET" && req.method !== "HEAD") || !type || !accepts || !file.startsWith(dir) || !existsSync(`${file}.br`)) {
      next();
      return;
    }
    res.setHeader("Content-Type", type);
    res.setHeader("Content-Encoding", "br");
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    res.sendFile(`${file}.br`);
  };
}

async function loadSite(app: express.Express): Promise<SiteModule> {
  if (production) {
    // Built by `npm run build`: the React Router server bundle, whose entry is server/app.ts.
    const bundle = "../build/server/index.js";
    const site = (await import(bundle)) as SiteModule;
    const client = fileURLToPath(new URL("../build/client", import.meta.url));
    // Hashed file names: cached for a year. Other public files (favicon, images): an hour.
    app.use("/assets", precompressedAssets(`${client}/assets`));
    app.use("/assets", express.static(`${client}/assets`, { immutable: true, maxAge: "1y", index: false }));
    app.use(express.static(client, { maxAge: "1h", index: false }));
    app.use(site.createSiteApp());
    return site;
  }
  // DEV_HMR=off: no hot-reload socket (fixed port 24678), so tests can run several development hosts at once.
  const hmr = process.env.DEV_HMR === "off" ? false : undefined;
  const vite = await import("vite").then((v) => v.createServer({ server: { middlewareMode: true, hmr } }));
  app.use(vite.middlewares);
  const site = (await vite.ssrLoadModule("./server/app.ts")) as SiteModule;
  app.use(async (req, res, next) => {
    try {
      const fresh = (await vite.ssrLoadModule("./server/app.ts")) as SiteModule;
      fresh.createSiteApp()(req, res, next);
    } catch (error) {
      if (error instanceof Error) vite.ssrFixStacktrace(error);
      next(error);
    }
  });
  return site;
}

async function main(): Promise<void> {
  const app = express();
  app.disable("x-powered-by");
  app.use(compression());
  let logger: Logger | undefined;
  app.use((req, res, next) => {
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Math.round(Number(process.hrtime.bigint() - started) / 1e6);
      const level = req.path.startsWith("/assets/") ? "debug" : "info";
      logger?.[level]({ method: req.method, url: req.originalUrl, status: res.statusCode, ms }, "request");
    });
    next();
  });

  // Reads and validates the configuration: a bad value stops here with its name.
  const site = await loadSite(app);
  const config = site.getConfig();
  logger = site.getLogger();

  await site.startServices();
  const server: Server = app.listen(config.PORT, config.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.PORT;
    logger?.info(
      { port, siteUrl: config.SITE_URL, mode: production ? "production" : "development" },
      `site listening on http://localhost:${port}`,
    );
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger?.info({ signal }, "shutting down: no new connections, finishing requests");
    const force = setTimeout(() => {
      logger?.error("requests still open after 10 s, exiting");
      process.exit(1);
    }, 10_000);
    force.unref();
    // Live-stats streams never end by themselves: end them, or closing would wait for the forced exit.
    site.closeStatsStreams();
    server.close(async () => {
      await site.stopServices();
      logger?.info("stopped");
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
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
