import { createHmac } from "node:crypto";
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { Config } from "~/lib/config.server";
import { newId } from "~/lib/db/ids";
import type { Database, StaffAccountTable, StaffRole } from "~/lib/db/schema";
import { hashPassword } from "./password-hash.server";
import { closeAccountSessions } from "./staff-session.server";

/** A staff account as the admin shows and checks it (never its password hash). */
export interface StaffAccount {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  /** False until an invitation is accepted (no password yet). */
  hasPassword: boolean;
  /** The password is still the one of ADMIN_PASSWORD (the first account, until its owner picks their own). */
  passwordFromSetting: boolean;
  disabledAt: string | null;
  createdAt: string;
  lastSeenAt: string | null;
}

const staffRoles: readonly StaffRole[] = ["admin", "writer"];

export function isStaffRole(value: unknown): value is StaffRole {
  return staffRoles.includes(value as StaffRole);
}

/** Addresses are compared lower-cased and trimmed. */
export function normalEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function accountOfRow(row: StaffAccountTable): StaffAccount {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    hasPassword: row.password_hash !== null,
    passwordFromSetting: row.password_from_setting !== null,
    disabledAt: row.disabled_at,
    createdAt: row.created_at,
    lastSeenAt: row.last_seen_at,
  };
}

export async function findAccount(db: Kysely<Database>, id: string): Promise<StaffAccount | undefined> {
  const row = await db.selectFrom("staff_account").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? accountOfRow(row) : undefined;
}

/** An account as « Équipe » lists it, with whether an invitation link can still be used (unused, not expired). */
export interface ListedAccount extends StaffAccount {
  invitationPending: boolean;
}

export async function listAccounts(db: Kysely<Database>, now = new Date()): Promise<ListedAccount[]> {
  const rows = await db
    .selectFrom("staff_account")
    .selectAll("staff_account")
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom("staff_link")
            .select("staff_link.account_id")
            .whereRef("staff_link.account_id", "=", "staff_account.id")
            .where("staff_link.purpose", "=", "invitation")
            .where("staff_link.used_at", "is", null)
            .where("staff_link.expires_at", ">", now.toISOString()),
        )
        .as("invitation_pending"),
    )
    .orderBy("created_at")
    .execute();
  // A boolean on PostgreSQL, 0 or 1 on SQLite.
  return rows.map(({ invitation_pending, ...row }) => ({ ...accountOfRow(row), invitationPending: Boolean(invitation_pending) }));
}

/**
 * Creates an account; without a password it waits for its invitation to be accepted. "taken": the address
 * has one already (checked by the unique index too: two instances creating it at once make one).
 */
export async function createAccount(
  db: Kysely<Database>,
  fields: { name: string; email: string; role: StaffRole; password?: string; passwordFromSetting?: string },
  now = new Date(),
): Promise<StaffAccount | "taken"> {
  const email = normalEmail(fields.email);
  const taken = await db.selectFrom("staff_account").select("id").where("email", "=", email).executeTakeFirst();
  if (taken) return "taken";
  const row: StaffAccountTable = {
    id: newId(now.getTime()),
    name: fields.name.trim(),
    email,
    role: fields.role,
    password_hash: fields.password === undefined ? null : await hashPassword(fields.password),
    password_from_setting: fields.passwordFromSetting ?? null,
    disabled_at: null,
    created_at: now.toISOString(),
    last_seen_at: null,
  };
  const inserted = await db
    .insertInto("staff_account")
    .values(row)
    .onConflict((conflict) => conflict.column("email").doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1 ? accountOfRow(row) : "taken";
}

/** The person's own new password: every other session of the account ends (those of a thief included). */
export async function setPassword(db: Kysely<Database>, accountId: string, password: string, keepSession?: string): Promise<void> {
  await db
    .updateTable("staff_account")
    .set({ password_hash: await hashPassword(password), password_from_setting: null })
    .where("id", "=", accountId)
    .execute();
  await closeAccountSessions(db, accountId, keepSession);
}

/** The keyed fingerprint of ADMIN_PASSWORD kept on the first account: the setting itself is never stored. */
function settingFingerprint(config: Pick<Config, "ADMIN_PASSWORD" | "SESSION_SECRET">): string | undefined {
  if (!config.ADMIN_PASSWORD) return undefined;
  return createHmac("sha256", config.SESSION_SECRET).update(`staff-password\n${config.ADMIN_PASSWORD}`).digest("hex");
}

/** The address of the first account: ADMIN_EMAIL, else the agency's. */
function firstAccountEmail(config: Pick<Config, "ADMIN_EMAIL" | "AGENCY_EMAIL">): string {
  return normalEmail(config.ADMIN_EMAIL ?? config.AGENCY_EMAIL);
}

/**
 * At start-up: on a fresh install with ADMIN_PASSWORD set, the first account (an administrator) is created
 * with that password. While that account still uses the setting's password, a new ADMIN_PASSWORD replaces
 * it and ends its sessions; once its owner has chosen their own, the setting no longer opens anything.
 */
export async function ensureFirstAccount(
  db: Kysely<Database>,
  config: Pick<Config, "ADMIN_PASSWORD" | "SESSION_SECRET" | "ADMIN_EMAIL" | "AGENCY_EMAIL">,
  logger: Pick<Logger, "info">,
  now = new Date(),
): Promise<void> {
  const fingerprint = settingFingerprint(config);
  if (!config.ADMIN_PASSWORD || !fingerprint) return;
  const any = await db.selectFrom("staff_account").select("id").limit(1).executeTakeFirst();
  if (!any) {
    const first = await createAccount(
      db,
      {
        name: "Administrateur",
        email: firstAccountEmail(config),
        role: "admin",
        password: config.ADMIN_PASSWORD,
        passwordFromSetting: fingerprint,
      },
      now,
    );
    if (first !== "taken") logger.info({ email: first.email }, "staff: first account created from ADMIN_PASSWORD");
    return;
  }
  const linked = await db
    .selectFrom("staff_account")
    .select(["id", "password_from_setting"])
    .where("password_from_setting", "is not", null)
    .execute();
  for (const account of linked) {
    if (account.password_from_setting === fingerprint) continue;
    await db
      .updateTable("staff_account")
      .set({ password_hash: await hashPassword(config.ADMIN_PASSWORD), password_from_setting: fingerprint })
      .where("id", "=", account.id)
      .where("password_from_setting", "=", account.password_from_setting)
      .execute();
    const ended = await closeAccountSessions(db, account.id);
    logger.info({ accountId: account.id, ended }, "staff: ADMIN_PASSWORD changed, the first account's sessions ended");
  }
}
