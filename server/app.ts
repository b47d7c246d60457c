import { existsSync, readdirSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { extname, join, normalize, resolve } from "node:path";
import express from "express";
import helmet from "helmet";
import type { Logger } from "pino";
import { ensureFirstAccount } from "~/admin/accounts/accounts.server";
import { staffAccountsExist } from "~/admin/accounts/staff-login.server";
import { startRetentionJob } from "../app/admin/desk/retention.server";
import { errorPageFor, refusalText } from "../app/content/errors";
import { startupText } from "../app/content/operator";
import { createAnalyticsForwarder } from "../app/lib/analytics/forward-queue.server";
import { resticSettingsOf } from "../app/lib/backup/restic.server";
import { startBackupSchedule } from "../app/lib/backup/schedule.server";
import { createArticleSanitizer } from "../app/lib/blog/article-sanitizer.server";
import { seedBundledArticles } from "../app/lib/blog/bundled-articles.server";
import { createStatsEvents } from "../app/lib/blog/stats.server";
import { statsStreamSlots } from "../app/lib/blog/stream-slots.server";
import type { SiteServices } from "../app/lib/boundary/context.server";
import { createSiteCookies } from "../app/lib/boundary/cookies.server";
import { databaseRateLimitStore } from "../app/lib/boundary/rate-limit.server";
import { isStaffArea } from "../app/lib/boundary/routes";
import { type Config, parseConfig } from "../app/lib/config.server";
import { type DatabaseAvailability, watchDatabaseAvailability } from "../app/lib/db/availability.server";
import { openDatabase } from "../app/lib/db/db.server";
import { migrateToLatest } from "../app/lib/db/migrate.server";
import {
  appliedMigrationCount,
  databaseLocationOf,
  isSqliteFileMissing,
  keepStartMarker,
  keepsStartMarker,
  markerPathOf,
  readStartMarker,
  refusalOf,
} from "../app/lib/db/start-marker.server";
import { createFactsCache, launchReportOf } from "../app/lib/facts/agency-facts.server";
import { canonicalPath, renamedApiPath, spellingOf } from "../app/lib/http/canonical-address";
import { createProxyNotice } from "../app/lib/http/proxy-notice.server";
import { createLogger } from "../app/lib/logger.server";
import { leadChannels, startOutboxWorker } from "../app/lib/outbox/deliver.server";
import { noticeUntrustedProxy } from "./notice-untrusted-proxy";
import { sendMovedForGood, sendMovedKeepingMethod, sendRefusal } from "./refusal";
import { refuseUnreadableOrigin } from "./refuse-unreadable-origin";
import { requireReadableHost } from "./require-readable-host";

/** The running site: its shared services, and how to stop what start-up started. */
export interface Site {
  services: SiteServices;
  /** Ends the live-stats streams, which never end by themselves (shutdown waits for open answers). */
  closeStreams: () => void;
  /** Stops the workers (letting their runs finish), the stats listener and the GA4 queue, then closes the database. */
  stop: () => Promise<void>;
}

/** The settings from the environment: a bad value throws a ConfigError naming the variable. */
export function readConfig(): Config {
  return parseConfig(process.env);
}

/**
 * The services every request shares, over an open database: start-up builds them once (startSite), and the
 * tests build theirs with this same function. Nothing here runs by itself until started (the stats listener).
 */
export function createSiteServices(
  config: Config,
  {
    db,
    engine,
    logger,
    databaseAvailability,
  }: Pick<SiteServices, "db" | "engine" | "logger"> & { databaseAvailability?: DatabaseAvailability },
): SiteServices {
  return {
    config,
    db,
    engine,
    databaseAvailability: databaseAvailability ?? watchDatabaseAvailability(db, { logger }),
    logger,
    cookies: createSiteCookies(config),
    rateLimits: databaseRateLimitStore(db, { logger }),
    analytics: createAnalyticsForwarder({
      db,
      settings: { measurementId: config.GA4_MEASUREMENT_ID, apiSecret: config.GA4_API_SECRET, endpoint: config.GA4_ENDPOINT },
      logger,
    }),
    statsStreams: statsStreamSlots(config),
    statsEvents: createStatsEvents({ databaseUrl: config.DATABASE_URL, logger }),
    articleSanitizer: createArticleSanitizer(),
    facts: createFactsCache({ db, config, logger }),
    proxyNotice: createProxyNotice(),
  };
}

/**
 * Opens the database, applies migrations, seeds the bundled articles and starts the workers (outbox, retention,
 * and the backups' schedule when BACKUP_REPOSITORY is set); once, before listening.
 * A production start whose marker says a database existed refuses to begin again on a missing or empty one.
 */
export async function startSite(config: Config, { logger = createLogger(config) }: { logger?: Logger } = {}): Promise<Site> {
  const markerPath = markerPathOf(config);
  const marker = keepsStartMarker(config) ? readStartMarker(markerPath) : null;
  // Before opening it: opening a SQLite file that is not there creates it.
  if (marker && !config.DATABASE_URL && isSqliteFileMissing(config.SQLITE_PATH)) throw new Error(refusalOf(config, marker));
  let databaseAvailability: DatabaseAvailability | undefined;
  const { db, engine, sqlite, close, file } = openDatabase({
    databaseUrl: config.DATABASE_URL,
    sqlitePath: config.SQLITE_PATH,
    onError: (error) => databaseAvailability?.report(error),
  });
  const empty =
    (await appliedMigrationCount(db).catch(async (error: unknown) => {
      await close();
      throw error;
    })) === 0;
  if (empty && marker) {
    await close();
    throw new Error(refusalOf(config, marker));
  }
  // On SQLite, the file as opened: deleted or replaced later, writes are refused (they would reach nobody).
  databaseAvailability = watchDatabaseAvailability(db, { logger, file });
  const applied = await migrateToLatest(db);
  logger.info({ engine, applied }, "database ready");
  // Said once, loudly: the next start finds it migrated.
  if (empty) logger.warn({ engine, database: databaseLocationOf(config) }, startupText.newEmptyDatabase(databaseLocationOf(config)));
  if (keepsStartMarker(config)) await keepStartMarker(db, markerPath, marker, logger);
  await ensureFirstAccount(db, config, logger);
  const articles = await seedBundledArticles(db);
  if (articles.inserted.length + articles.updated.length > 0) logger.info(articles, "bundled articles seeded");
  if (leadChannels(config).length === 0) logger.warn("leads are stored but not forwarded: set SMTP_URL or FORMS_WEBHOOK_URL");
  if (!(await staffAccountsExist(db))) logger.warn("the admin is not configured: /admin stays closed until ADMIN_PASSWORD is set");
  const outboxWorker = startOutboxWorker({ getDb: () => db, config, logger });
  const retentionJob = startRetentionJob({ db, config, logger });
  // Only with both backup settings: each instance asks the database every minute whether a snapshot is due.
  const backupSchedule = resticSettingsOf(config) ? startBackupSchedule({ db, engine, sqlite, config, logger }) : undefined;
  const services = createSiteServices(config, { db, engine, logger, databaseAvailability });
  await services.statsEvents.start();
  await services.facts.start();
  if (config.NODE_ENV === "production") {
    // Started, but not ready for visitors: said at every start (and in the admin's 'Santé' view), on the facts the
    // site shows (« Réglages » over the environment).
    for (const warning of launchReportOf(config, services.facts.current()).warnings)
      logger.warn({ launchCheck: true }, startupText.launchWarning(warning));
    if (config.LOCAL_PREVIEW) logger.warn(startupText.localPreview);
  }
  return {
    services,
    closeStreams: services.statsEvents.closeStreams,
    async stop() {
      await outboxWorker.stop();
      await retentionJob.stop();
      await backupSchedule?.stop();
      await services.statsEvents.stop();
      services.facts.stop();
      await services.analytics.drain();
      await services.articleSanitizer.close();
      services.databaseAvailability.stop();
      await close();
    },
  };
}

/** The policy of what Express answers itself (files, its own errors); Astro's pages carry their own (astro.config.ts). */
function contentSecurityPolicy(https: boolean) {
  return helmet.contentSecurityPolicy({
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
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
 * A refused body is answered before it is read to the end (413), or not read at all (403, 405, 429, and 503 while
 * the database is unreachable or keeps no writes); what is left of it must not be read as the next request on the
 * connection, so such an answer closes the connection (Node writes "Connection: close").
 */
function closeConnectionAfterRefusedBody(req: express.Request, res: express.Response, next: express.NextFunction) {
  const writeHead = res.writeHead;
  res.writeHead = function (this: express.Response, ...args: Parameters<typeof writeHead>) {
    const refused = [403, 405, 413, 429, 503].includes(args[0]);
    if (refused && req.method !== "GET" && req.method !== "HEAD") this.shouldKeepAlive = false;
    return writeHead.apply(this, args);
  } as typeof writeHead;
  next();
}

/** An address that cannot be decoded (`/%`) names no page nor file: a short French 400. */
function refuseUndecodablePath(req: express.Request, _res: express.Response, next: express.NextFunction) {
  try {
    decodeURIComponent(req.path);
  } catch {
    return next(Object.assign(new Error("undecodable address"), { status: 400 }));
  }
  next();
}

/**
 * Another spelling of an address (`/%61dmin`, `//admin`, `/x/../admin`: app/lib/http/canonical-address.ts) goes to
 * its plain spelling, so that every reader after this one (the files, Astro's router, the middleware) sees one string
 * for one page: a GET is sent there for good, a write is refused, as is an escape that readers decode differently.
 */
function sendOtherSpellingsToThePlainOne(req: express.Request, res: express.Response, next: express.NextFunction) {
  const [path = "", query] = req.originalUrl.split(/\?(.*)/s);
  const spelling = spellingOf(path);
  if (spelling.status === "plain") return next();
  if (spelling.status === "refused" || (req.method !== "GET" && req.method !== "HEAD")) return sendRefusal(res, 400);
  const target = canonicalPath(spelling.path) ?? spelling.path;
  sendMovedForGood(res, query === undefined ? target : `${target}?${query}`);
}

/**
 * The staff's pages open in a browsing context group of their own (`Cross-Origin-Opener-Policy: same-origin`): a
 * window of another site that opened them, or that they opened, keeps no handle on them, so it cannot move the
 * sign-in or a draft to a look-alike page. The public pages hold nothing a window could take, and go without: on
 * arrival the header makes Chromium swap browsing context groups, which Lighthouse counted as about 200 to 430 ms
 * of main thread a page, and it has Chrome on Android give the site a process of its own (decision 036). The path
 * is plain here (sendOtherSpellingsToThePlainOne).
 */
function isolateStaffWindows(req: express.Request, res: express.Response, next: express.NextFunction) {
  if (isStaffArea(req.path)) res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  next();
}

/** The API's renamed addresses (app/lib/http/canonical-address.ts) move for good, whatever the method. */
function redirectRenamedApiAddresses(req: express.Request, res: express.Response, next: express.NextFunction) {
  const [path = "/", query] = req.originalUrl.split(/\?(.*)/s);
  const renamed = renamedApiPath(path);
  if (renamed === undefined) return next();
  sendMovedKeepingMethod(res, query === undefined ? renamed : `${renamed}?${query}`);
}

/** Old and non-canonical addresses of a page (app/lib/http/canonical-address.ts) move to it for good. */
function redirectToCanonicalAddress(req: express.Request, res: express.Response, next: express.NextFunction) {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  const [path = "/", query] = req.originalUrl.split(/\?(.*)/s);
  const canonical = canonicalPath(path);
  if (canonical === undefined) return next();
  sendMovedForGood(res, query === undefined ? canonical : `${canonical}?${query}`);
}

// The site answers these; anything else (TRACE, CONNECT, PROPFIND...) is refused before it.
const allowedMethods = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"]);

/** Astro's request handler (@astrojs/node in middleware mode): `locals` become the pages' Astro.locals. */
export type PagesHandler = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void, locals: App.Locals) => unknown;

/**
 * The request handler: security headers first (for every answer, static files included), then the
 * built static files (production), then Astro, public pages and admin alike, whose middleware is the
 * request boundary (app/middleware.ts). `clientDirs` are the built files (production only; in
 * development Astro's Vite serves them).
 */
export function createSiteApp(
  services: SiteServices,
  pages: PagesHandler,
  { clientDirs = [] }: { clientDirs?: string[] } = {},
): express.Express {
  const { config } = services;
  const https = config.SITE_URL.startsWith("https:");
  const app = express();
  app.disable("x-powered-by");
  // Which hops of X-Forwarded-For to believe: none, a number of proxies, or their addresses (never all).
  app.set("trust proxy", config.TRUST_PROXY);

  app.use(
    helmet({
      // Astro's dev server injects inline scripts; the policy applies to the built site.
      contentSecurityPolicy: false,
      // Only the staff's side is cut off from other sites' windows (isolateStaffWindows, decision 036).
      crossOriginOpenerPolicy: false,
      strictTransportSecurity: https ? { maxAge: 31536000, includeSubDomains: true } : false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      xFrameOptions: { action: "deny" },
    }),
  );
  // Astro's pages carry their own policy (the hashes of its scripts: astro.config.ts), which replaces this one.
  if (config.NODE_ENV !== "development") app.use(contentSecurityPolicy(https));
  app.use((_req, res, next) => {
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    next();
  });
  app.use(closeConnectionAfterRefusedBody);
  app.use(refuseUndecodablePath);
  app.use((req, res, next) => {
    if (allowedMethods.has(req.method)) return next();
    res
      .status(405)
      .set({ allow: [...allowedMethods].join(", "), "cache-control": "no-store" })
      .type("text/plain")
      .send(refusalText.methodNotAllowed);
  });
  app.use(sendOtherSpellingsToThePlainOne);
  app.use(isolateStaffWindows);
  app.use(noticeUntrustedProxy(services));
  app.use(requireReadableHost);
  app.use(refuseUnreadableOrigin(services));

  for (const dir of clientDirs) serveBuiltFiles(app, dir);
  if (clientDirs.length > 0) answerMissingFiles(app);
  app.use(redirectRenamedApiAddresses);
  app.use(redirectToCanonicalAddress);

  app.use((req, res, next) => {
    void pages(req, res, next, { site: services, clientAddress: req.ip } as App.Locals);
  });
  app.use(answerExpressError(services.logger));
  return app;
}

/**
 * What fails before the pages (an address that cannot be decoded, such as `/%`, in the static
 * files or the redirects) gets a short French answer, not Express's English page.
 */
function answerExpressError(logger: SiteServices["logger"]): express.ErrorRequestHandler {
  return (error: { status?: unknown }, req, res, next) => {
    if (res.headersSent) return next(error);
    const status = typeof error.status === "number" && error.status >= 400 && error.status < 500 ? error.status : 500;
    if (status === 500) logger.error({ err: error, path: req.path }, "request failed before the site's handler");
    const text = errorPageFor(status);
    res.status(status).set("cache-control", "no-store").type("text/plain").send(`${text.title}. ${text.message}`);
  };
}

/** Where the build puts its hashed files. */
const hashedDirs = ["/_astro"];

/**
 * The files of `npm run build`: hashed assets cached for a year (their Brotli copies to browsers
 * that accept br), other public files for an hour.
 */
function serveBuiltFiles(app: express.Express, clientDir: string) {
  for (const dir of hashedDirs) {
    app.use(dir, precompressedAssets(`${clientDir}${dir}`));
    app.use(dir, express.static(`${clientDir}${dir}`, { immutable: true, maxAge: "1y", index: false }));
  }
  // The service worker is asked for again on each visit (no copy used without checking), so a new
  // deployment's worker, and its new precache, is seen at once.
  const serviceWorker = resolve(clientDir, "sw.js");
  const setHeaders = (res: express.Response, path: string) => {
    if (path === serviceWorker) res.setHeader("Cache-Control", "no-cache");
  };
  const files = express.static(clientDir, { maxAge: "1h", index: false, setHeaders });
  // Only addresses under the build's own top-level names are looked for on disk: for a page, the lookup
  // and the 404 error that serve-static builds before passing on cost about 0.5 ms of CPU a request.
  const names = new Set(readdirSync(clientDir));
  // The names are plain ASCII, so the raw segment is compared: no decoding, which a malformed address would throw.
  app.use((req, res, next) => (names.has(req.path.split("/", 2)[1] ?? "") ? files(req, res, next) : next()));
}

/** A missing built file gets a short plain 404, not the site's HTML page. */
function answerMissingFiles(app: express.Express) {
  app.use([...hashedDirs, "/images"], (_req, res) => {
    res.status(404).set("cache-control", "no-store").type("text/plain").send(refusalText.notFound);
  });
}

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
