import { randomBytes } from "node:crypto";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import helmet from "helmet";
import "react-router";
import { getConfig } from "../app/lib/config.server";
import { closeDatabase, prepareDatabase } from "../app/lib/db/connection.server";
import { getLogger } from "../app/lib/logger.server";

declare module "react-router" {
  interface AppLoadContext {
    cspNonce: string;
  }
}

export { getConfig, getLogger };

/** Opens the database and applies migrations; the host calls it once before listening. */
export async function startServices(): Promise<void> {
  const { engine, applied } = await prepareDatabase();
  getLogger().info({ engine, applied }, "database ready");
}

/** Closes what startServices opened; the host calls it on shutdown. */
export async function stopServices(): Promise<void> {
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

export function createSiteApp(): express.Express {
  const config = getConfig();
  const https = config.SITE_URL.startsWith("https:");
  const app = express();
  app.disable("x-powered-by");

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
  app.use((_req, res, next) => {
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()");
    next();
  });

  app.all(
    "/{*splat}",
    createRequestHandler({
      build: () => import("virtual:react-router/server-build"),
      getLoadContext: (_req, res) => ({ cspNonce: res.locals.cspNonce as string }),
    }),
  );
  return app;
}
