import { randomUUID } from "node:crypto";
import { join } from "node:path";
import type { BrowserContext } from "@playwright/test";
import Database from "better-sqlite3";
import { hashPassword } from "../../../app/admin/accounts/password-hash.server";
import { tokenHashOf } from "../../../app/admin/accounts/staff-session.server";
import { expect, signedCookieValue } from "../fixtures";

/** Runs `write` on the admin journeys' database (admin.db of playwright.config.ts), waiting for the site's lock rather than failing. */
function writeAdminDatabase(write: (database: Database.Database) => void): void {
  const database = new Database(join(process.env.E2E_DATA_DIR ?? "", "admin.db"), { fileMustExist: true });
  try {
    database.pragma("busy_timeout = 5000");
    write(database);
  } finally {
    database.close();
  }
}

/**
 * A writer's account written straight into the admin journeys' database (admin.db of playwright.config.ts),
 * for journeys about something else than the invitation (admin-accounts.spec.ts invites through « Équipe »): a unique address, so journeys running side by side
 * never share it, and never the first account, whose password every other admin journey signs in with.
 */
export async function createWriterAccount(name: string, password: string): Promise<{ email: string }> {
  const email = `redaction.${randomUUID().slice(0, 8)}@exemple.cm`;
  const hash = await hashPassword(password);
  writeAdminDatabase((database) =>
    database
      .prepare(
        "insert into staff_account (id, name, email, role, password_hash, password_from_setting, disabled_at, created_at, last_seen_at) values (?, ?, ?, 'writer', ?, null, null, ?, null)",
      )
      .run(randomUUID(), name, email, hash, new Date().toISOString()),
  );
  return { email };
}

/**
 * Dates the sign-in of this browser's staff session `minutes` back, as if it had been left open since: what a
 * session cookie taken from someone else's browser looks like to the site (its sign-in is not recent).
 */
export async function signedInMinutesAgo(context: BrowserContext, minutes: number): Promise<void> {
  const cookie = (await context.cookies()).find((one) => one.name === "kh_admin");
  const token = await signedCookieValue("kh_admin", cookie?.value);
  if (typeof token !== "string") throw new Error("this browser has no staff session");
  const openedAt = new Date(Date.now() - minutes * 60_000).toISOString();
  writeAdminDatabase((database) => {
    const changed = database.prepare("update admin_session set created_at = ? where token_hash = ?").run(openedAt, tokenHashOf(token));
    if (changed.changes !== 1) throw new Error("the browser's session is not in the database");
  });
}

/** The mails the journeys' SMTP server received for `to` (journey-services.ts), oldest first. */
export async function mailsTo(to: string): Promise<{ subject: string; body: string }[]> {
  const answer = await fetch(`${process.env.E2E_FAKE_SERVICES}/mails?to=${encodeURIComponent(to)}`);
  return (await answer.json()) as { subject: string; body: string }[];
}

/** The one mail `email` received with this subject, once it has arrived at the journeys' SMTP server. */
export async function mailTo(email: string, subject: string): Promise<{ subject: string; body: string }> {
  const withSubject = async () => (await mailsTo(email)).filter((mail) => mail.subject === subject);
  await expect.poll(async () => (await withSubject()).length, { message: `the mail « ${subject} » to ${email}`, timeout: 20_000 }).toBe(1);
  const [mail] = await withSubject();
  if (!mail) throw new Error(`no mail « ${subject} » to ${email}`);
  return mail;
}

/** The link of the one mail `email` received with this subject (a reset, an invitation), once it has arrived. */
export async function mailedLink(email: string, subject: string): Promise<string> {
  const mail = await mailTo(email, subject);
  const link = /^http:\/\/\S+\/admin\/nouveau-mot-de-passe\?jeton=[A-Za-z0-9_-]{43}$/m.exec(mail.body)?.[0];
  if (!link) throw new Error(`no link in the mail to ${email}: ${mail.body}`);
  return link;
}
