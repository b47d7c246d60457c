import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { AnalyticsForwarder } from "../analytics/forward-queue.server";
import type { ArticleSanitizer } from "../blog/article-sanitizer.server";
import type { StatsEvents } from "../blog/stats.server";
import type { StreamSlots } from "../blog/stream-slots.server";
import type { Config } from "../config.server";
import type { DatabaseAvailability } from "../db/availability.server";
import type { Engine } from "../db/db.server";
import type { Database } from "../db/schema";
import type { FactsCache } from "../facts/agency-facts.server";
import type { ProxyNotice } from "../http/proxy-notice.server";
import type { SiteCookies } from "./cookies.server";
import type { RateLimitStore } from "./rate-limit.server";

/**
 * What start-up opens once and every request shares (server/app.ts): the settings, the database,
 * the logs and the stores behind them. Pages, endpoints and the middleware read it from `locals.site`
 * (the host hands it over with each request), never from process-wide singletons, so a test can hand each
 * request its own.
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
  /** The agency's facts (phone, legal numbers, checkout links...), as this instance last read them: no query per request. */
  facts: FactsCache;
  /** Whether requests came through a proxy this instance does not trust (shown in 'Santé'). */
  proxyNotice: ProxyNotice;
}
