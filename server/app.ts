import { randomBytes } from "node:crypto";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import helmet from "helmet";
import "react-router";
import { seedBundledArticles } from "../app/lib/blog/bundled-articles.server";
import { closeStatsStreams, startStatsEvents, stopStatsEvents } from "../app/lib/blog/stats-events.server";
import { getConfig } from "../app/lib/config.server";
import { closeDatabase, getDb, prepareDatabase } from "../app/lib/db/connection.server";
import { getLogger } from "../app/lib/logger.server";
import { leadChannels } from "../app/lib/outbox/deliver.server";
import { startOutboxWorker } from "../app/lib/outbox/worker.server";

declare module "react-router" {
  interface AppLoadContext {
    cspNonce: string;
    /** The visitor's address: Express's req.ip (X-Forwarded-For only when TRUST_PROXY is set). */
    clientAddress: string | undefined;
  }
}

export { closeStatsStreams, getConfig, getLogger };

let outboxWorker: { stop: () => Promise<void> } | undefined;

/** Opens the database, applies migrations and starts the lead delivery worker; called once before listening. */
export async function startServices(): Promise<void> {
  const config = getConfig();
  const logger = getLogger();
  const { engine, applied } = await prepareDatabase();
  logger.info({ engine, applied }, "database ready");
  const articles = await seedBundledArticles(getDb());
  if (articles.inserted.length + articles.updated.length > 0) logger.info(articles, "bundled articles seeded");
  if (leadChannels(config).length === 0) logger.warn("leads are stored but not forwarded: set SMTP_URL or FORMS_WEBHOOK_URL");
  outboxWorker = startOutboxWorker({ getDb, config, logger });
  await startStatsEvents({ databaseUrl: config.DATABASE_URL, logger });
}

/** Stops the worker (letting its batch finish), then closes the database; called on shutdown. */
export async function stopServices(): Promise<void> {
  await outboxWorker?.stop();
  outboxWorker = undefined;
  await stopStatsEvents();
  await closeDatabase();
}

function contentSecurityPolicy(nonceOf: (res: express.Response) => string, https: boolean) {
  return helmet.contentSecurityPolicy({
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", (_req, res) => `'nonce-${nonceOf(res as express.Response)}'`],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:"],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
      upgradeInsecureRequests: https ? [] : null,
    },
  });
}

/**
 * A form body over the limit is answered 413 before it is read to the end;
 * what is left of it must not be read as the next request on the connection,
 * so that answer closes the connection (Node writes "Connection: close").
 */
function closeConnectionAfterRefusedBody(_req: express.Request, res: express.Response, next: express.NextFunction) {
  const writeHead = res.writeHead;
  res.writeHead = function (this: express.Response, ...args: Parameters<typeof writeHead>) {
    if (args[0] === 413) this.shouldKeepAlive = false;
    return writeHead.apply(this, args);
  } as typeof writeHead;
  next();
}

export function createSiteApp(): express.Express {
  const config = getConfig();
  const https = config.SITE_URL.startsWith("https:");
  const app = express();
  app.disable("x-powered-by");
  // Behind a reverse proxy, the visitor's address is the first one of X-Forwarded-For.
  app.set("trust proxy", config.TRUST_PROXY);

  app.use((_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    next();
  });
  app.use(
    helmet({
      // Vite's dev server injects inline scripts; the policy applies to the built site.
      contentSecurityPolicy: false,
      strictTransportSecurity: https ? { maxAge: 31536000, includeSubDomains: true } : false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    }),
  );
  if (config.NODE_ENV !== "development") {
    app.use(contentSecurityPolicy((res) => res.locals.cspNonce as string, https));
  }
  app.use(closeConnectionAfterRefusedBody);
  app.use((_req, res, next) => {
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()");
    next();
  });

  app.all(
    "/{*splat}",
    createRequestHandler({
      build: () => import("virtual:react-router/server-build"),
      getLoadContext: (req, res) => ({ cspNonce: res.locals.cspNonce as string, clientAddress: req.ip }),
    }),
  );
  return app;
}
