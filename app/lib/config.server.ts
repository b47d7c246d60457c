import { randomBytes } from "node:crypto";
import { isIP } from "node:net";
import { z } from "zod";
import { settingsText } from "~/content/operator";
import { exampleSettings } from "./example-settings";
import { checkLaunch, isLoopbackUrl, type LaunchReport } from "./launch-check.server";

// Empty variables are treated as unset (see parseConfig), so optional means "absent".
const optionalText = z.string().trim().min(1).optional();

// z.url() alone accepts any scheme (ftp:, javascript:, mailto:); these settings must be http(s).
const url = (name: string) => z.url({ protocol: z.regexes.httpProtocol, message: settingsText.url(name) });

/** A whole number from `min` to `max`, with messages naming the variable. */
function wholeNumber(name: string, min: number, max: number) {
  const range = settingsText.wholeNumber(name, min, max);
  return z.coerce
    .number({ message: settingsText.number(name) })
    .int(range)
    .min(min, range)
    .max(max, range);
}

/**
 * Every setting the site reads from the environment, with the default that
 * makes `npm start` work on a fresh machine. `.env.example` documents each one.
 */
const settingsSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /**
   * 1: the production build tried on this machine (`npm run preview`, the tests, the benchmarks), on a
   * loopback SITE_URL; what a launch needs is then only warned about. Never set on a real server.
   */
  LOCAL_PREVIEW: z
    .enum(["0", "1"], { message: settingsText.localPreview })
    .default("0")
    .transform((value) => value === "1"),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: z.coerce
    .number({ message: settingsText.number("PORT") })
    .int()
    .min(0, settingsText.port)
    .max(65535, settingsText.port)
    .default(3000),
  TRUST_PROXY: z.string().default("false").transform(parseTrustProxy),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SITE_URL: url("SITE_URL")
    .default("http://localhost:3000")
    .transform((value) => value.replace(/\/+$/, "")),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, settingsText.databaseUrl)
    .optional(),
  SQLITE_PATH: z.string().min(1).default("data/site.db"),
  AGENCY_PHONE: z.string().min(6, settingsText.agencyPhone).default(exampleSettings.AGENCY_PHONE),
  AGENCY_EMAIL: z.email({ message: settingsText.email("AGENCY_EMAIL") }).default(exampleSettings.AGENCY_EMAIL),
  WHATSAPP_NUMBER: z
    .string()
    .regex(/^\d{8,15}$/, settingsText.whatsappNumber)
    .default(exampleSettings.WHATSAPP_NUMBER),
  SOCIAL_FACEBOOK_URL: url("SOCIAL_FACEBOOK_URL").default("https://www.facebook.com/kheopsdigital"),
  COMPANY_RCCM: z.string().min(1).default(exampleSettings.COMPANY_RCCM),
  COMPANY_NIU: z.string().min(1).default(exampleSettings.COMPANY_NIU),
  CHECKOUT_URL_SALES_METHOD: url("CHECKOUT_URL_SALES_METHOD").default(exampleSettings.CHECKOUT_URL_SALES_METHOD),
  CHECKOUT_URL_COMMUNITY_MANAGER: url("CHECKOUT_URL_COMMUNITY_MANAGER").default(exampleSettings.CHECKOUT_URL_COMMUNITY_MANAGER),
  /** Unset: the e-book "Vendre avec 0 F" shows a disabled "Bientôt disponible" button. */
  CHECKOUT_URL_SELL_WITHOUT_BUDGET: url("CHECKOUT_URL_SELL_WITHOUT_BUDGET").optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, settingsText.smtpUrl)
    .optional(),
  LEADS_MAIL_TO: z.email({ message: settingsText.email("LEADS_MAIL_TO") }).optional(),
  LEADS_MAIL_FROM: z.email({ message: settingsText.email("LEADS_MAIL_FROM") }).optional(),
  FORMS_WEBHOOK_URL: url("FORMS_WEBHOOK_URL").optional(),
  OUTBOX_MAX_ATTEMPTS: z.coerce
    .number({ message: settingsText.number("OUTBOX_MAX_ATTEMPTS") })
    .int()
    .min(1)
    .max(50)
    .default(8),
  OUTBOX_POLL_MS: z.coerce
    .number({ message: settingsText.number("OUTBOX_POLL_MS") })
    .int()
    .min(100)
    .max(600_000)
    .default(5000),
  OUTBOX_RETRY_BASE_MS: z.coerce
    .number({ message: settingsText.number("OUTBOX_RETRY_BASE_MS") })
    .int()
    .min(100)
    .max(3_600_000)
    .default(30_000),
  /** The newsletter's letters sent per minute, by all instances together: providers throttle and ban bursts. */
  NEWSLETTER_MAILS_PER_MINUTE: z.coerce
    .number({ message: settingsText.number("NEWSLETTER_MAILS_PER_MINUTE") })
    .int()
    .min(1)
    .max(100_000)
    .default(120),
  FORMS_RATE_LIMIT_PER_MINUTE: z.coerce
    .number({ message: settingsText.number("FORMS_RATE_LIMIT_PER_MINUTE") })
    .int()
    .min(1)
    .max(10_000)
    .default(10),
  API_RATE_LIMIT_PER_MINUTE: z.coerce
    .number({ message: settingsText.number("API_RATE_LIMIT_PER_MINUTE") })
    .int()
    .min(1)
    .max(100_000)
    .default(300),
  /** Writes to the staff's area (saves, status changes, picture searches) per address and minute: generous for people. */
  ADMIN_RATE_LIMIT_PER_MINUTE: z.coerce
    .number({ message: settingsText.number("ADMIN_RATE_LIMIT_PER_MINUTE") })
    .int()
    .min(1)
    .max(100_000)
    .default(120),
  /** Analytics events (/api/ga4/event) per visitor address and minute: a budget of its own, below the API's. */
  ANALYTICS_RATE_LIMIT_PER_MINUTE: z.coerce
    .number({ message: settingsText.number("ANALYTICS_RATE_LIMIT_PER_MINUTE") })
    .int()
    .min(1)
    .max(100_000)
    .default(30),
  /** Open live-stats streams (server-sent events) this instance keeps per visitor address, and in all. */
  STATS_STREAMS_PER_IP: wholeNumber("STATS_STREAMS_PER_IP", 1, 1000).default(6),
  STATS_STREAMS_MAX: wholeNumber("STATS_STREAMS_MAX", 1, 100_000).default(1000),
  /** How long a shared cache (nginx's micro-cache) may keep an anonymous public page; 0 = never. */
  PUBLIC_PAGE_CACHE_SECONDS: wholeNumber("PUBLIC_PAGE_CACHE_SECONDS", 0, 60).default(5),
  /** Slow clients: time to send the headers, the whole request (not the answer), and idle time between two requests. */
  HTTP_HEADERS_TIMEOUT_MS: wholeNumber("HTTP_HEADERS_TIMEOUT_MS", 1000, 300_000).default(10_000),
  HTTP_REQUEST_TIMEOUT_MS: wholeNumber("HTTP_REQUEST_TIMEOUT_MS", 1000, 3_600_000).default(30_000),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: wholeNumber("HTTP_KEEP_ALIVE_TIMEOUT_MS", 1000, 600_000).default(5000),
  /** Signs the cookies (currency, consent, visitor and session ids); required in production. */
  SESSION_SECRET: z.string().optional(),
  /**
   * The password of the first staff account, created with it on a fresh install (app/admin/accounts/accounts.server.ts).
   * Unset on a fresh install: the admin says it is not configured (no default, decision D5).
   */
  ADMIN_PASSWORD: optionalText,
  /** The first account's address (its forgotten-password mails go there). Default: AGENCY_EMAIL. */
  ADMIN_EMAIL: z.email({ message: settingsText.email("ADMIN_EMAIL") }).optional(),
  ADMIN_SESSION_HOURS: z.coerce
    .number({ message: settingsText.number("ADMIN_SESSION_HOURS") })
    .int()
    .min(1)
    .max(720)
    .default(12),
  /** Wrong passwords allowed per address in ADMIN_LOGIN_WINDOW_MINUTES before the login refuses to try. */
  ADMIN_LOGIN_MAX_FAILURES: z.coerce
    .number({ message: settingsText.number("ADMIN_LOGIN_MAX_FAILURES") })
    .int()
    .min(1)
    .max(100)
    .default(5),
  ADMIN_LOGIN_WINDOW_MINUTES: z.coerce
    .number({ message: settingsText.number("ADMIN_LOGIN_WINDOW_MINUTES") })
    .int()
    .min(1)
    .max(1440)
    .default(15),
  /** « Mot de passe oublié » posts allowed per address and hour (each account also gets at most 3 such mails an hour). */
  ADMIN_RESET_REQUESTS_PER_HOUR: wholeNumber("ADMIN_RESET_REQUESTS_PER_HOUR", 1, 100_000).default(10),
  /** Stock pictures (app/lib/integrations/stock-images.server.ts): each source is tried only when its key is set. */
  UNSPLASH_ACCESS_KEY: optionalText,
  PEXELS_API_KEY: optionalText,
  PIXABAY_API_KEY: optionalText,
  UNSPLASH_API_URL: url("UNSPLASH_API_URL").default("https://api.unsplash.com/search/photos"),
  PEXELS_API_URL: url("PEXELS_API_URL").default("https://api.pexels.com/v1/search"),
  PIXABAY_API_URL: url("PIXABAY_API_URL").default("https://pixabay.com/api/"),
  /** An OpenAI-compatible chat-completions endpoint for the editor's suggestions; all three or none. */
  AI_API_URL: url("AI_API_URL").optional(),
  AI_API_KEY: optionalText,
  AI_MODEL: optionalText,
  AI_TIMEOUT_MS: z.coerce
    .number({ message: settingsText.number("AI_TIMEOUT_MS") })
    .int()
    .min(1000)
    .max(120_000)
    .default(20_000),
  GA4_MEASUREMENT_ID: optionalText,
  GA4_API_SECRET: optionalText,
  GA4_ENDPOINT: url("GA4_ENDPOINT").default("https://www.google-analytics.com/mp/collect"),
  /** Days an analytics event is kept in the database; the privacy policy states 395 (about 13 months). */
  ANALYTICS_RETENTION_DAYS: z.coerce
    .number({ message: settingsText.number("ANALYTICS_RETENTION_DAYS") })
    .int(settingsText.retentionWhole)
    .min(30, settingsText.retentionRange)
    .max(3650, settingsText.retentionRange)
    .default(395),
  /**
   * Backups (docs/operations.md, decision 019): a restic repository (a directory, sftp:, s3:, b2:…) and the file
   * holding its password. Both or neither; without them nothing is backed up and the launch check says so.
   * The backend's own credentials (AWS_ACCESS_KEY_ID, B2_ACCOUNT_ID…) are read by restic from the environment.
   */
  BACKUP_REPOSITORY: optionalText,
  BACKUP_PASSWORD_FILE: optionalText,
  /** Hours between two scheduled snapshots; « Santé » turns red when the last good one is older than twice this. */
  BACKUP_INTERVAL_HOURS: wholeNumber("BACKUP_INTERVAL_HOURS", 1, 168).default(24),
  /** Retention: the last snapshot of each of this many days, weeks and months is kept; the rest is pruned. */
  BACKUP_KEEP_DAILY: wholeNumber("BACKUP_KEEP_DAILY", 1, 365).default(7),
  BACKUP_KEEP_WEEKLY: wholeNumber("BACKUP_KEEP_WEEKLY", 0, 520).default(4),
  BACKUP_KEEP_MONTHLY: wholeNumber("BACKUP_KEEP_MONTHLY", 0, 240).default(6),
  /** Where a snapshot is written before restic reads it: best on another disk than the database's. Default: the system's. */
  BACKUP_TEMP_DIR: optionalText,
  /** « Santé » warns when the database's disk has less free space than this (MB). */
  DISK_FREE_WARNING_MB: wholeNumber("DISK_FREE_WARNING_MB", 1, 10_000_000).default(1024),
});

/** The settings, and the rules that tie two of them together. */
const configSchema = settingsSchema.refine((config) => config.HTTP_HEADERS_TIMEOUT_MS <= config.HTTP_REQUEST_TIMEOUT_MS, {
  path: ["HTTP_HEADERS_TIMEOUT_MS"],
  message: settingsText.headersTimeout,
  // Checked even when another setting is wrong, as long as both timeouts are whole numbers.
  when: ({ value }) => {
    const { HTTP_HEADERS_TIMEOUT_MS: headers, HTTP_REQUEST_TIMEOUT_MS: request } = value as Record<string, unknown>;
    return Number.isInteger(headers) && Number.isInteger(request);
  },
});

export type Config = z.infer<typeof configSchema> & {
  SESSION_SECRET: string;
  /** What a launch still lacks, for the start-up log, `npm run doctor` and the admin's 'Santé' view. */
  launch: LaunchReport;
};

/** Only for `npm run dev` and the tests: production refuses to start without a secret of its own. */
export const developmentSessionSecret = "development-only-secret-never-used-in-production";

const proxyKeywords = new Set(["loopback", "linklocal", "uniquelocal"]);

function isProxyAddress(entry: string): boolean {
  if (proxyKeywords.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * Which hops of X-Forwarded-For to believe: false (none, the default), a number of proxies in front of
 * the site (1 for one nginx), or their addresses. Never "every hop": the visitor writes the left-most one.
 */
function parseTrustProxy(value: string, context: z.RefinementCtx): false | number | string[] {
  const text = value.trim();
  if (text === "false" || text === "0") return false;
  if (/^\d+$/.test(text) && Number(text) <= 10) return Number(text);
  const entries = text.split(",").map((entry) => entry.trim());
  if (text !== "true" && entries.every(isProxyAddress)) return entries;
  context.addIssue({
    code: "custom",
    message: settingsText.trustProxy,
  });
  return z.NEVER;
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

/**
 * Reads the settings from `env`; a bad value throws one message naming each variable. In production
 * that message also lists what a launch lacks (app/lib/launch-check.server.ts), unless LOCAL_PREVIEW=1.
 */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
  const preview = present.LOCAL_PREVIEW === "1" && present.NODE_ENV === "production";
  // A preview listens on this machine only, unless told otherwise.
  if (preview) present.HOST ??= "127.0.0.1";
  const result = configSchema.safeParse(present);
  const lines = result.success ? [] : result.error.issues.map((issue) => `- ${issue.path.join(".")}: ${issue.message}`);
  const production = (result.success ? result.data.NODE_ENV : present.NODE_ENV) === "production";
  const siteUrl = result.success ? result.data.SITE_URL : (present.SITE_URL ?? "http://localhost:3000");
  const launch = result.success ? checkLaunch(result.data) : checkLaunch({ ...exampleSettings, ...present, SITE_URL: siteUrl });
  if (production && !preview) lines.push(...launch.problems.map((problem) => `- ${problem}`));
  if (preview && !isLoopbackUrl(siteUrl)) {
    lines.push(settingsText.previewAddress(siteUrl));
  }
  const aiSettings = ["AI_API_URL", "AI_API_KEY", "AI_MODEL"].filter((name) => present[name] !== undefined);
  if (aiSettings.length > 0 && aiSettings.length < 3) {
    lines.push(settingsText.aiTogether);
  }
  if ((present.BACKUP_REPOSITORY === undefined) !== (present.BACKUP_PASSWORD_FILE === undefined)) {
    lines.push(settingsText.backupTogether);
  }
  if (!result.success || lines.length > 0) throw new ConfigError(settingsText.invalid(lines.join("\n")));
  // A preview without a secret signs with one of its own: its cookies last until it stops.
  const secret = result.data.SESSION_SECRET ?? (preview ? randomBytes(32).toString("base64url") : developmentSessionSecret);
  const notes = preview ? { problems: [], warnings: [...launch.problems, ...launch.warnings] } : launch;
  return { ...result.data, SESSION_SECRET: secret, launch: notes };
}
