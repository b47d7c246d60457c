import { randomUUID } from "node:crypto";
import { join } from "node:path";
import Database from "better-sqlite3";
import { hashPassword } from "../../../app/lib/auth/password-hash.server";
import { expect } from "../fixtures";

/**
 * A writer's account written straight into the admin journeys' database (admin.db of playwright.config.ts),
 * for journeys about something else than the invitation (admin-accounts.spec.ts invites through « Équipe »): a unique address, so journeys running side by side
 * never share it, and never the first account, whose password every other admin journey signs in with.
 */
export async function createWriterAccount(name: string, password: string): Promise<{ email: string }> {
  const email = `redaction.${randomUUID().slice(0, 8)}@exemple.cm`;
  const database = new Database(join(process.env.E2E_DATA_DIR ?? "", "admin.db"), { fileMustExist: true });
  try {
    // The site writes too: wait for its lock rather than fail.
    database.pragma("busy_timeout = 5000");
    database
      .prepare(
        "insert into staff_account (id, name, email, role, password_hash, password_from_setting, disabled_at, created_at, last_seen_at) values (?, ?, ?, 'writer', ?, null, null, ?, null)",
      )
      .run(randomUUID(), name, email, await hashPassword(password), new Date().toISOString());
  } finally {
    database.close();
  }
  return { email };
}

/** The mails the journeys' SMTP server received for `to` (journey-services.ts), oldest first. */
export async function mailsTo(to: string): Promise<{ subject: string; body: string }[]> {
  const answer = await fetch(`${process.env.E2E_FAKE_SERVICES}/mails?to=${encodeURIComponent(to)}`);
  return (await answer.json()) as { subject: string; body: string }[];
}

/** The link of the one mail `email` received (its subject checked), once it has arrived at the journeys' SMTP server. */
export async function mailedLink(email: string, subject: string): Promise<string> {
  await expect.poll(async () => (await mailsTo(email)).length, { message: `the mail to ${email}`, timeout: 20_000 }).toBe(1);
  const [mail] = await mailsTo(email);
  expect(mail?.subject).toBe(subject);
  const link = /^http:\/\/\S+\/admin\/nouveau-mot-de-passe\?jeton=[A-Za-z0-9_-]{43}$/m.exec(mail?.body ?? "")?.[0];
  if (!link) throw new Error(`no link in the mail to ${email}: ${mail?.body}`);
  return link;
}
