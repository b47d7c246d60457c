import { createHash, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import { adminText } from "~/content/admin";
import type { RequestScope } from "../boundary/boundary.server";
import { formOf } from "../boundary/request-body.server";
import type { Config } from "../config.server";
import { newId } from "../db/ids";
import type { Database } from "../db/schema";
import { openStaffSession, staffPasswordFingerprint } from "./staff-session.server";

/**
 * Compares in constant time: both sides are hashed first, so neither the time taken nor an early
 * length mismatch tells how much of the password was right.
 */
export function passwordMatches(given: string, expected: string): boolean {
  const digest = (text: string) => createHash("sha256").update(text, "utf8").digest();
  return timingSafeEqual(digest(given), digest(expected));
}

type LoginLimits = Pick<Config, "ADMIN_LOGIN_MAX_FAILURES" | "ADMIN_LOGIN_WINDOW_MINUTES">;

/**
 * Minutes until this address may try again, or undefined when it may now. Counted in the
 * database, so the limit holds whichever instance answers.
 */
export async function loginWaitMinutes(
  db: Kysely<Database>,
  address: string,
  limits: LoginLimits,
  now = new Date(),
): Promise<number | undefined> {
  const windowStart = new Date(now.getTime() - limits.ADMIN_LOGIN_WINDOW_MINUTES * 60_000).toISOString();
  const failures = await db
    .selectFrom("admin_login_failure")
    .select("failed_at")
    .where("client_address", "=", address)
    .where("failed_at", ">", windowStart)
    .orderBy("failed_at", "desc")
    .limit(limits.ADMIN_LOGIN_MAX_FAILURES)
    .execute();
  if (failures.length < limits.ADMIN_LOGIN_MAX_FAILURES) return undefined;
  // The oldest of the last N failures leaves the window first.
  const oldest = new Date(failures[failures.length - 1]?.failed_at ?? now.toISOString());
  const freeAt = oldest.getTime() + limits.ADMIN_LOGIN_WINDOW_MINUTES * 60_000;
  return Math.max(1, Math.ceil((freeAt - now.getTime()) / 60_000));
}

export async function recordLoginFailure(db: Kysely<Database>, address: string, limits: LoginLimits, now = new Date()): Promise<void> {
  const windowStart = new Date(now.getTime() - limits.ADMIN_LOGIN_WINDOW_MINUTES * 60_000).toISOString();
  await db.deleteFrom("admin_login_failure").where("failed_at", "<=", windowStart).execute();
  await db
    .insertInto("admin_login_failure")
    .values({ id: newId(now.getTime()), client_address: address, failed_at: now.toISOString() })
    .execute();
}

export async function clearLoginFailures(db: Kysely<Database>, address: string): Promise<void> {
  await db.deleteFrom("admin_login_failure").where("client_address", "=", address).execute();
}

export type LoginResult =
  | { status: "not-configured" }
  | { status: "blocked"; minutes: number }
  | { status: "missing" }
  | { status: "wrong" }
  | { status: "ok" };

/** Checks a login attempt against ADMIN_PASSWORD and the address's recent failures. */
export async function checkLogin(
  db: Kysely<Database>,
  config: Pick<Config, "ADMIN_PASSWORD"> & LoginLimits,
  address: string,
  password: string,
): Promise<LoginResult> {
  if (!config.ADMIN_PASSWORD) return { status: "not-configured" };
  const minutes = await loginWaitMinutes(db, address, config);
  if (minutes !== undefined) return { status: "blocked", minutes };
  if (password === "") return { status: "missing" };
  if (!passwordMatches(password, config.ADMIN_PASSWORD)) {
    await recordLoginFailure(db, address, config);
    return { status: "wrong" };
  }
  await clearLoginFailures(db, address);
  return { status: "ok" };
}

/** What a post of the sign-in form comes to: a session opened (its cookie set), or the French refusal and its status. */
export type SignInAnswer = { status: "signed-in" } | { status: "refused"; httpStatus: number; message: string };

/**
 * The sign-in form of /admin (password, and the name the staff member goes by): on success a staff session
 * is opened and its cookie set on the scope's jar.
 */
export async function signIn({ site, cookies, body, clientAddress }: RequestScope): Promise<SignInAnswer> {
  const { db, config, logger } = site;
  const form = await formOf(body);
  const address = clientAddress ?? "unknown";
  const refused = (httpStatus: number, message: string): SignInAnswer => ({ status: "refused", httpStatus, message });
  const result = await checkLogin(db, config, address, String(form.get("password") ?? ""));
  switch (result.status) {
    case "ok": {
      const staffName =
        String(form.get("name") ?? "")
          .trim()
          .slice(0, 60) || null;
      const passwordFingerprint = staffPasswordFingerprint(config) ?? "";
      const { token } = await openStaffSession(db, config.ADMIN_SESSION_HOURS, { staffName, passwordFingerprint });
      cookies.set("staff", token, { maxAgeSeconds: config.ADMIN_SESSION_HOURS * 3600 });
      logger.info({ address, staffName }, "admin: staff signed in");
      return { status: "signed-in" };
    }
    case "missing":
      return refused(400, adminText.login.required);
    case "wrong":
      logger.warn({ address }, "admin: wrong password");
      return refused(401, adminText.login.wrong);
    case "blocked":
      logger.warn({ address }, "admin: login refused, too many wrong passwords");
      return refused(429, adminText.login.blocked(result.minutes));
    case "not-configured":
      return refused(503, adminText.login.notConfigured);
  }
}
