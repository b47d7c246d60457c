import type { Kysely } from "kysely";
import { testMailText } from "~/content/admin/desk";
import type { Config } from "~/lib/config.server";
import type { Database, OutboxStatus } from "~/lib/db/schema";
import { counted } from "~/lib/format/plural";
import { z } from "~/lib/forms/zod";
import type { ProxyNotice } from "~/lib/http/proxy-notice.server";
import { type DiskHealth, loadDiskHealth } from "~/lib/ops/disk-space.server";
import { agencyMailer } from "~/lib/outbox/deliver.server";
import { type BackupHealth, loadBackupHealth } from "./backups.server";

export interface Health {
  /** Which outside services are configured: yes or no, never their addresses or keys. */
  channels: {
    smtp: boolean;
    webhook: boolean;
    ga4: boolean;
    imageSearch: { unsplash: boolean; pexels: boolean; pixabay: boolean };
    ai: boolean;
  };
  outbox: Record<OutboxStatus, number> & { oldestPendingAt: string | null };
  /** What a launch still lacks (app/lib/launch-check.server.ts). */
  launch: Config["launch"];
  /** Since when requests come through a proxy while TRUST_PROXY is off (this instance), or null. */
  untrustedProxySince: string | null;
  /** The snapshots of `backup_run` and whether they are recent enough. */
  backups: BackupHealth;
  /** The free space of the disk that holds the database (SQLite) or the site's state folder (PostgreSQL). */
  disk: DiskHealth;
}

export type HealthSettings = Pick<
  Config,
  | "SMTP_URL"
  | "FORMS_WEBHOOK_URL"
  | "GA4_MEASUREMENT_ID"
  | "GA4_API_SECRET"
  | "UNSPLASH_ACCESS_KEY"
  | "PEXELS_API_KEY"
  | "PIXABAY_API_KEY"
  | "AI_API_URL"
  | "AI_API_KEY"
  | "AI_MODEL"
  | "launch"
  | "BACKUP_REPOSITORY"
  | "BACKUP_PASSWORD_FILE"
  | "BACKUP_INTERVAL_HOURS"
  | "DISK_FREE_WARNING_MB"
  | "SQLITE_PATH"
  | "DATABASE_URL"
>;

/** The admin's 'Santé' view: the configured services, the state of the leads' outbox, the backups and the disk, at `now`. */
export async function loadHealth(
  db: Kysely<Database>,
  config: HealthSettings,
  proxyNotice: Pick<ProxyNotice, "forwardedForIgnoredSince"> = { forwardedForIgnoredSince: null },
  now: Date = new Date(),
): Promise<Health> {
  const [counts, oldest, backups, disk] = await Promise.all([
    db
      .selectFrom("outbox")
      .select(["status", (eb) => eb.fn.countAll().as("count")])
      .groupBy("status")
      .execute(),
    db
      .selectFrom("outbox")
      .select((eb) => eb.fn.min("created_at").as("oldest"))
      .where("status", "=", "pending")
      .executeTakeFirst(),
    loadBackupHealth(db, config, now),
    loadDiskHealth(config),
  ]);
  const count = (status: OutboxStatus) => Number(counts.find((row) => row.status === status)?.count ?? 0);
  return {
    channels: {
      smtp: Boolean(config.SMTP_URL),
      webhook: Boolean(config.FORMS_WEBHOOK_URL),
      ga4: Boolean(config.GA4_MEASUREMENT_ID && config.GA4_API_SECRET),
      imageSearch: {
        unsplash: Boolean(config.UNSPLASH_ACCESS_KEY),
        pexels: Boolean(config.PEXELS_API_KEY),
        pixabay: Boolean(config.PIXABAY_API_KEY),
      },
      ai: Boolean(config.AI_API_URL && config.AI_API_KEY && config.AI_MODEL),
    },
    outbox: { pending: count("pending"), delivered: count("delivered"), failed: count("failed"), oldestPendingAt: oldest?.oldest ?? null },
    launch: config.launch,
    untrustedProxySince: proxyNotice.forwardedForIgnoredSince,
    backups,
    disk,
  };
}

export type TestMailSettings = Pick<Config, "SMTP_URL" | "LEADS_MAIL_FROM" | "LEADS_MAIL_TO" | "AGENCY_EMAIL">;
export type TestMailResult = { ok: true; response: string; to: string } | { ok: false; error: string };

const TEST_MAIL_TIMEOUT_MS = 15_000;

interface SmtpError {
  code?: string;
  responseCode?: number;
  response?: string;
  message?: string;
}

/** The login and password of SMTP_URL, to take out of any message shown in the admin. */
function secretsOf(smtpUrl: string): string[] {
  try {
    const url = new URL(smtpUrl);
    const login = decodeURIComponent(url.username);
    // A login of a few letters would blank out ordinary words of the message: only a longer one is hidden.
    const logins = login.length >= 4 ? [url.username, login] : [];
    return [url.password, decodeURIComponent(url.password), ...logins].filter((part) => part.length > 0);
  } catch {
    return [];
  }
}

/** What went wrong, in French, from a nodemailer error; never the credentials of SMTP_URL. */
function describeFailure(error: SmtpError, smtpUrl: string, timeoutMs: number): string {
  const detail = (text: string | undefined) =>
    secretsOf(smtpUrl)
      .reduce((result, secret) => result.replaceAll(secret, "***"), (text ?? "").trim())
      .slice(0, 300);
  const code = error.code ?? "";
  const message = error.message ?? "";
  if (code === "EAUTH") return testMailText.authRefused(detail(error.response ?? message));
  if (typeof error.responseCode === "number") return testMailText.refused(detail(error.response ?? message));
  if (code === "EABORT" || code === "ETIMEDOUT") return testMailText.timeout(counted(Math.round(timeoutMs / 1000)));
  if (/ECONNREFUSED/.test(message)) return testMailText.connectionRefused;
  if (code === "EDNS" || /ENOTFOUND|EAI_AGAIN/.test(message)) return testMailText.unknownHost;
  if (code === "ETLS" || /certificate|TLS|SSL/i.test(message)) return testMailText.tls(detail(message));
  if (code === "ECONNECTION" || code === "ESOCKET") return testMailText.connection(detail(message));
  return testMailText.other(detail(message));
}

/**
 * Sends one short French mail through SMTP_URL, from the address the lead mails use, to `to` or to
 * where the lead mails go: the staff sees the server's answer, or why it failed, within the timeout.
 */
export async function sendTestEmail(
  config: TestMailSettings,
  to?: string,
  { timeoutMs = TEST_MAIL_TIMEOUT_MS }: { timeoutMs?: number } = {},
): Promise<TestMailResult> {
  const mailer = agencyMailer(config);
  if (!mailer || !config.SMTP_URL) return { ok: false, error: testMailText.notConfigured };
  const recipient = to?.trim() || mailer.to;
  if (!z.email().safeParse(recipient).success) return { ok: false, error: testMailText.badRecipient };
  const { transport } = mailer;
  try {
    const info = await transport.sendMail({
      from: mailer.from,
      to: recipient,
      subject: testMailText.subject,
      text: testMailText.body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { ok: true, response: String(info.response ?? ""), to: recipient };
  } catch (error) {
    return { ok: false, error: describeFailure(error as SmtpError, config.SMTP_URL, timeoutMs) };
  } finally {
    transport.close();
  }
}
