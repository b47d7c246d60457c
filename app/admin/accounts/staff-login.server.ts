import type { Kysely } from "kysely";
import { accountsText } from "~/content/admin/accounts";
import { adminText } from "~/content/admin/shell";
import type { RequestScope } from "~/lib/boundary/boundary.server";
import { formOf } from "~/lib/boundary/request-body.server";
import type { Config } from "~/lib/config.server";
import { newId } from "~/lib/db/ids";
import type { Database } from "~/lib/db/schema";
import { counted } from "~/lib/format/plural";
import { accountOfRow, normalEmail, type StaffAccount } from "./accounts.server";
import { recordActivityAfter } from "./activity.server";
import { passwordMatchesHashUnlessBusy } from "./password-hash.server";
import { openStaffSession } from "./staff-session.server";

type LoginLimits = Pick<Config, "ADMIN_LOGIN_MAX_FAILURES" | "ADMIN_LOGIN_WINDOW_MINUTES">;

/** What the failures are counted by: the client's address, or the e-mail address tried (known to an account or not). */
type FailureKey = { address: string } | { email: string };

/**
 * Minutes until this address (or this e-mail) may try a password again, or undefined when it may now.
 * Counted in the database, so the limit holds whichever instance answers; `ignoring`: an attempt's own row.
 */
export async function loginWaitMinutes(
  db: Kysely<Database>,
  key: FailureKey,
  limits: LoginLimits,
  now = new Date(),
  ignoring?: string,
): Promise<number | undefined> {
  const windowStart = new Date(now.getTime() - limits.ADMIN_LOGIN_WINDOW_MINUTES * 60_000).toISOString();
  let query = db.selectFrom("admin_login_failure").select("failed_at").where("failed_at", ">", windowStart);
  query = "address" in key ? query.where("client_address", "=", key.address) : query.where("email", "=", key.email);
  if (ignoring) query = query.where("id", "!=", ignoring);
  const failures = await query.orderBy("failed_at", "desc").limit(limits.ADMIN_LOGIN_MAX_FAILURES).execute();
  if (failures.length < limits.ADMIN_LOGIN_MAX_FAILURES) return undefined;
  // The oldest of the last N failures leaves the window first.
  const oldest = new Date(failures[failures.length - 1]?.failed_at ?? now.toISOString());
  const freeAt = oldest.getTime() + limits.ADMIN_LOGIN_WINDOW_MINUTES * 60_000;
  return Math.max(1, Math.ceil((freeAt - now.getTime()) / 60_000));
}

/** Records a wrong password (the sign-in records each attempt so, before its hash, until it proves right); its row's id. */
export async function recordLoginFailure(
  db: Kysely<Database>,
  address: string,
  email: string,
  limits: LoginLimits,
  now = new Date(),
): Promise<string> {
  const windowStart = new Date(now.getTime() - limits.ADMIN_LOGIN_WINDOW_MINUTES * 60_000).toISOString();
  await db.deleteFrom("admin_login_failure").where("failed_at", "<=", windowStart).execute();
  const id = newId(now.getTime());
  await db.insertInto("admin_login_failure").values({ id, client_address: address, email, failed_at: now.toISOString() }).execute();
  return id;
}

/** After a sign-in that worked, or a password set from a mailed link: the address's and the e-mail's failures are forgotten. */
export async function clearLoginFailures(db: Kysely<Database>, key: { address?: string; email?: string }): Promise<void> {
  if (key.address) await db.deleteFrom("admin_login_failure").where("client_address", "=", key.address).execute();
  if (key.email) await db.deleteFrom("admin_login_failure").where("email", "=", key.email).execute();
}

/** Whether anyone can sign in at all: an account exists (the first one is made from ADMIN_PASSWORD at start-up). */
export async function staffAccountsExist(db: Kysely<Database>): Promise<boolean> {
  return (await db.selectFrom("staff_account").select("id").limit(1).executeTakeFirst()) !== undefined;
}

export type LoginResult =
  | { status: "not-configured" }
  | { status: "blocked"; minutes: number; by: "address" | "account" }
  /** The process checks as many passwords as it allows at once, and as many wait: try again in a moment. */
  | { status: "busy" }
  | { status: "missing" }
  | { status: "wrong"; withEmail: boolean }
  | { status: "ok"; account: StaffAccount };

/** The address's or the e-mail's limit, if it is reached (`ignoring`: the attempt's own row). */
async function limitReached(
  db: Kysely<Database>,
  limits: LoginLimits,
  key: FailureKey,
  ignoring?: string,
): Promise<Extract<LoginResult, { status: "blocked" }> | undefined> {
  const minutes = await loginWaitMinutes(db, key, limits, new Date(), ignoring);
  return minutes === undefined ? undefined : { status: "blocked", minutes, by: "address" in key ? "address" : "account" };
}

/**
 * Checks a password sign-in. With an e-mail address, against that account; without one (the spec's form:
 * a single password field), against the first account while it still has ADMIN_PASSWORD's password.
 * Wrong passwords are limited per client address and per e-mail address; the account's limit only stops
 * passwords: a passkey and a mailed link still open it, so a stranger cannot lock its owner out.
 *
 * Guesses sent at once: each attempt is recorded first, as a failure until its password proves right,
 * then the limits are counted again with every attempt recorded, those still being hashed included, and
 * only an attempt within them is hashed. Each attempt sees its own row and every row written before it,
 * whichever instance wrote it, so of attempts sent together at most the limit are hashed; two may both
 * count each other and both be refused (then forgotten, as no try), never both slip under.
 */
export async function checkLogin(
  db: Kysely<Database>,
  limits: LoginLimits,
  address: string,
  given: { email: string; password: string },
): Promise<LoginResult> {
  if (!(await staffAccountsExist(db))) return { status: "not-configured" };
  const addressBlock = await limitReached(db, limits, { address });
  if (addressBlock) return addressBlock;
  if (given.password === "") return { status: "missing" };
  const withEmail = given.email.trim() !== "";
  let query = db.selectFrom("staff_account").selectAll();
  query = withEmail ? query.where("email", "=", normalEmail(given.email)) : query.where("password_from_setting", "is not", null);
  const row = await query.orderBy("created_at").executeTakeFirst();
  const email = withEmail ? normalEmail(given.email) : (row?.email ?? "");
  const usable = row && row.disabled_at === null ? row.password_hash : null;
  const attempt = await attemptPassword(db, limits, { address, email, password: given.password, stored: usable });
  if (attempt.status === "right" && row) return { status: "ok", account: accountOfRow(row) };
  return attempt.status === "right" || attempt.status === "wrong" ? { status: "wrong", withEmail } : attempt;
}

/** What a password given by someone comes to, within the wrong-password limits. */
export type PasswordAttempt =
  | { status: "right" }
  | { status: "wrong" }
  | Extract<LoginResult, { status: "blocked" }>
  | Extract<LoginResult, { status: "busy" }>;

/**
 * A staff password checked within the wrong-password limits of its client address and of its e-mail address
 * (`email` empty: none known): the sign-in, the proof before adding a passkey and « Changer le mot de passe »
 * all check a password here, so that none is a way to guess one beyond the limits. The attempt is recorded first
 * (see checkLogin); a right password forgets the address's and the e-mail's failures.
 */
export async function attemptPassword(
  db: Kysely<Database>,
  limits: LoginLimits,
  { address, email, password, stored }: { address: string; email: string; password: string; stored: string | null },
): Promise<PasswordAttempt> {
  const block = (await limitReached(db, limits, { address })) ?? (email ? await limitReached(db, limits, { email }) : undefined);
  if (block) return block;
  const attempt = await recordLoginFailure(db, address, email, limits);
  // Refused here or by the hashing line, the attempt was no try: it is forgotten.
  const forget = () => db.deleteFrom("admin_login_failure").where("id", "=", attempt).execute();
  const raced =
    (await limitReached(db, limits, { address }, attempt)) ?? (email ? await limitReached(db, limits, { email }, attempt) : undefined);
  if (raced) {
    await forget();
    return raced;
  }
  const matches = await passwordMatchesHashUnlessBusy(password, stored);
  if (matches === "busy") {
    await forget();
    return { status: "busy" };
  }
  if (!matches) return { status: "wrong" };
  await clearLoginFailures(db, { address, email });
  return { status: "right" };
}

/** Opens a session for an account that proved who it is (a password, a passkey, a mailed link) and sets its cookie. */
export async function startStaffSession(
  { site, cookies, request, clientAddress }: RequestScope,
  account: StaffAccount,
  how: string,
): Promise<void> {
  const { db, config, logger } = site;
  const { token } = await openStaffSession(db, config.ADMIN_SESSION_HOURS, {
    accountId: account.id,
    staffName: account.name,
    device: request.headers.get("user-agent") ?? undefined,
  });
  cookies.set("staff", token, { maxAgeSeconds: config.ADMIN_SESSION_HOURS * 3600 });
  await recordActivityAfter(site, { accountId: account.id, staffName: account.name }, "signed-in", how);
  logger.info({ address: clientAddress, accountId: account.id, how }, "admin: staff signed in");
}

/** A sign-in refused while the hashing line is full: the line empties within a second or two. */
const busyRetrySeconds = 5;

/** What a post of the sign-in form comes to: a session opened (its cookie set), or the French refusal and its status. */
export type SignInAnswer = { status: "signed-in" } | { status: "refused"; httpStatus: number; message: string; retryAfterSeconds?: number };

/** The sign-in form of /admin (e-mail address, optional for the first account, and password). */
export async function signIn(scope: RequestScope): Promise<SignInAnswer> {
  const { site, body, clientAddress } = scope;
  const { db, config, logger } = site;
  const form = await formOf(body);
  const address = clientAddress ?? "unknown";
  const refused = (httpStatus: number, message: string, retryAfterSeconds?: number): SignInAnswer => ({
    status: "refused",
    httpStatus,
    message,
    ...(retryAfterSeconds ? { retryAfterSeconds } : {}),
  });
  const given = { email: String(form.get("email") ?? "").slice(0, 254), password: String(form.get("password") ?? "").slice(0, 1000) };
  const result = await checkLogin(db, config, address, given);
  switch (result.status) {
    case "ok":
      await startStaffSession(scope, result.account, accountsText.activity.byPassword);
      return { status: "signed-in" };
    case "missing":
      return refused(400, adminText.login.required);
    case "wrong":
      logger.warn({ address }, "admin: wrong password");
      return refused(401, result.withEmail ? accountsText.login.wrongWithEmail : adminText.login.wrong);
    case "blocked":
      logger.warn({ address, by: result.by }, "admin: login refused, too many wrong passwords");
      return refused(
        429,
        result.by === "address"
          ? adminText.login.blocked(counted(result.minutes))
          : accountsText.login.accountBlocked(counted(result.minutes)),
        result.minutes * 60,
      );
    case "busy":
      // 503, not 429: the server is full, this person sent nothing wrong (and nginx retries no 503).
      logger.warn({ address }, "admin: login refused, too many passwords being checked");
      return refused(503, adminText.login.busy, busyRetrySeconds);
    case "not-configured":
      return refused(503, adminText.login.notConfigured);
  }
}
