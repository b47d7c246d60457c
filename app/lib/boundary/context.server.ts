import type { Kysely } from "kysely";
import type { Logger } from "pino";
import { createContext, RouterContextProvider } from "react-router";
import type { AnalyticsForwarder } from "../analytics/forward-queue.server";
import type { ArticleSanitizer } from "../blog/article-sanitizer.server";
import type { StatsEvents } from "../blog/stats-events.server";
import type { StreamSlots } from "../blog/stream-slots.server";
import type { Config } from "../config.server";
import type { DatabaseAvailability } from "../db/availability.server";
import type { Engine } from "../db/db.server";
import type { Database } from "../db/schema";
import type { ProxyNotice } from "../http/proxy-notice.server";
import type { CookieJar, SiteCookies } from "./cookies.server";
import type { RateLimitStore } from "./rate-limit.server";

/**
 * What start-up opens once and every request shares (server/app.ts): the settings, the database,
 * the logs and the stores behind them. Loaders, actions and middleware read it from the request's
 * context, never from process-wide singletons, so a test can hand each request its own.
 */
export interface SiteServices {
  config: Config;
  db: Kysely<Database>;
  engine: Engine;
  /** Whether the database answers, as this instance last saw it (503 while it does not). */
  databaseAvailability: DatabaseAvailability;
  logger: Logger;
  cookies: SiteCookies;
  rateLimits: RateLimitStore;
  analytics: AnalyticsForwarder;
  /** The live-stats streams this instance holds open (STATS_STREAMS_PER_IP, STATS_STREAMS_MAX). */
  statsStreams: StreamSlots;
  /** The live like and view counts: who listens in this process, and the other instances' changes. */
  statsEvents: StatsEvents;
  /** The article sanitiser's worker threads: an admin save never blocks the visitors' thread. */
  articleSanitizer: ArticleSanitizer;
  /** Whether requests came through a proxy this instance does not trust (shown in 'Santé'). */
  proxyNotice: ProxyNotice;
}

/** What the host knows of one request before React Router sees it. */
export interface RequestInfo {
  /** The nonce of this answer's Content-Security-Policy. */
  nonce: string;
  /** The visitor's address: the socket's, or the one the trusted proxies report (TRUST_PROXY). */
  clientAddress: string | undefined;
}

export const servicesContext = createContext<SiteServices>();
export const requestInfoContext = createContext<RequestInfo>();
/** Set by the request boundary for every request. */
export const cookieJarContext = createContext<CookieJar>();

export type RequestContext = Readonly<RouterContextProvider>;

/** The shared services, in a loader, an action or a middleware. */
export function services(context: RequestContext): SiteServices {
  return context.get(servicesContext);
}

/** This request's cookies (read and set through the signed cookie module). */
export function cookieJar(context: RequestContext): CookieJar {
  return context.get(cookieJarContext);
}

export function requestInfo(context: RequestContext): RequestInfo {
  return context.get(requestInfoContext);
}

/** A request context as the host builds it: for the host itself and for tests that call a loader or action. */
export function createRequestContext(site: SiteServices, info: RequestInfo): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(servicesContext, site);
  context.set(requestInfoContext, info);
  return context;
}
