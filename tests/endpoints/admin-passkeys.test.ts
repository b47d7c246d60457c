import type { APIContext } from "astro";
import type { Kysely } from "kysely";
import { expect, it } from "vitest";
import { createAccount } from "~/admin/accounts/accounts.server";
import { checkLogin } from "~/admin/accounts/staff-login.server";
import { openStaffSession, type StaffSession } from "~/admin/accounts/staff-session.server";
import type { Database } from "~/lib/db/schema";
import { agencyMailer } from "~/lib/outbox/deliver.server";
import { createStaffMailSender, deliverDueStaffMails } from "~/lib/outbox/staff-mail.server";
import { POST as signInWithKey } from "~/pages/admin/api/cles/connexion";
import { POST as signInOptions } from "~/pages/admin/api/cles/connexion-options";
import { POST as addKey } from "~/pages/admin/api/cles/inscription";
import { POST as addKeyOptions } from "~/pages/admin/api/cles/inscription-options";
import { describeOnEachEngine } from "../helpers/database";
import { recordingLogger } from "../helpers/recording-logger";
import { callEndpoint, staffCookie, testServices } from "../helpers/site-services";
import { startSmtpServer } from "../helpers/smtp-server";
import { softwareKey } from "../helpers/software-passkey";

// The passkey endpoints behind the real request boundary, with a software authenticator and a real database: a key
// is added only with its owner's proof (the password, or a sign-in of the last five minutes), its owner is mailed,
// and no ceremony's cookie and answer can be sent twice.

type Endpoint = (context: APIContext) => Response | Promise<Response>;
/** A signed-in staff member: the session the site finds, and the cookie of the browser that holds it. */
type SignedIn = StaffSession & { sessionCookie: string };

const origin = "http://localhost:3000";
const chrome = "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const password = "la pirogue rouge du Wouri";
let serial = 0;
/** Each test asks from an address of its own: the wrong-password limits count per address too. */
const nextAddress = () => `198.51.100.${++serial}`;

/** The Cookie header a browser sends back after these answers' Set-Cookie headers (a cleared cookie is not sent). */
function cookieOf(answer: Response): string {
  return answer.headers
    .getSetCookie()
    .filter((line) => !/Max-Age=0/.test(line))
    .map((line) => line.split(";")[0])
    .join("; ");
}

describeOnEachEngine("adding and using a passkey through the admin's endpoints", (getHandle) => {
  /** The site's services on the test database; `smtp`: SMTP_URL, so that staff mails are queued. */
  const services = (smtp?: string) => testServices(getHandle().db, { env: smtp ? { SMTP_URL: smtp } : {} });

  /** An account with a password, and one of its sessions opened `minutesAgo` (a sign-in then). */
  async function signedIn(db: Kysely<Database>, minutesAgo: number, { withPassword = true } = {}) {
    const email = `awa.${++serial}.${Date.now()}@kheops.cm`;
    const account = await createAccount(db, {
      name: "Awa Ndiaye",
      email,
      role: "writer",
      ...(withPassword ? { password } : {}),
    });
    if (account === "taken") throw new Error("address taken");
    const { token, tokenHash } = await openStaffSession(db, 12, {
      accountId: account.id,
      staffName: account.name,
      now: new Date(Date.now() - minutesAgo * 60_000),
    });
    const staff: SignedIn = {
      tokenHash,
      expiresAt: "2099-01-01T00:00:00.000Z",
      accountId: account.id,
      staffName: account.name,
      email,
      role: "writer",
      sessionCookie: await staffCookie(testServices(db), token),
    };
    return staff;
  }

  /** One request of the panel's script: same origin, JSON, this browser's cookies. */
  function call(
    site: ReturnType<typeof services>,
    endpoint: Endpoint,
    path: string,
    { staff, body, cookie = "", clientAddress }: { staff?: SignedIn; body?: unknown; cookie?: string; clientAddress: string },
  ) {
    const request = new Request(`${origin}${path}`, {
      method: "POST",
      headers: {
        origin,
        "sec-fetch-site": "same-origin",
        "user-agent": chrome,
        cookie: [cookie, staff?.sessionCookie].filter(Boolean).join("; "),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return callEndpoint(site, request, endpoint, { clientAddress });
  }

  /** Asks for the options of a new key; the answer's JSON and the challenge cookie it set. */
  async function askToAdd(site: ReturnType<typeof services>, staff: SignedIn, clientAddress: string, body?: unknown) {
    const answer = await call(site, addKeyOptions, "/admin/api/cles/inscription-options", { staff, body, clientAddress });
    const json = (await answer.json()) as { options?: { challenge: string }; error?: string; code?: string };
    return { status: answer.status, json, cookie: cookieOf(answer) };
  }

  /** Sends a key's answer to those options. */
  async function sendKey(site: ReturnType<typeof services>, staff: SignedIn, cookie: string, response: unknown, clientAddress: string) {
    const answer = await call(site, addKey, "/admin/api/cles/inscription", { staff, body: { response }, cookie, clientAddress });
    return { status: answer.status, json: (await answer.json()) as { passkey?: { label: string }; error?: string } };
  }

  /** Adds `key` to the account as the panel does: the options (with the password, if given), the key's answer sent back. */
  async function addNewKey(
    site: ReturnType<typeof services>,
    staff: SignedIn,
    clientAddress: string,
    { password: typed, key = softwareKey(staff.accountId) }: { password?: string; key?: ReturnType<typeof softwareKey> } = {},
  ) {
    const options = await askToAdd(site, staff, clientAddress, typed === undefined ? undefined : { password: typed });
    expect(options.status).toBe(200);
    const challenge = options.json.options?.challenge ?? "";
    const added = await sendKey(site, staff, options.cookie, key.register(challenge, "localhost", origin), clientAddress);
    return { key, added, cookie: options.cookie, challenge };
  }

  const keysOf = (db: Kysely<Database>, accountId: string) =>
    db.selectFrom("staff_passkey").select("id").where("account_id", "=", accountId).execute();

  it("refuses to add a key with a session alone (signed in long ago), and asks for the password", async () => {
    const { db } = getHandle();
    const site = services();
    const staff = await signedIn(db, 6);
    const refused = await askToAdd(site, staff, nextAddress(), {});
    expect(refused.status).toBe(403);
    expect(refused.json).toEqual({
      error: "Pour ajouter une clé d'accès, confirmez d'abord votre mot de passe.",
      code: "password-required",
    });
    // No challenge was issued, so there is nothing a key could answer.
    expect(refused.cookie).toBe("");
    const key = softwareKey(staff.accountId);
    const answer = key.register("bm8tY2hhbGxlbmdlLXdhcy1pc3N1ZWQ", "localhost", origin);
    expect((await sendKey(site, staff, refused.cookie, answer, nextAddress())).status).toBe(400);
    expect(await keysOf(db, staff.accountId)).toEqual([]);
  });

  it("an account without a password yet is asked to sign in again, not for a password it does not have", async () => {
    const { db } = getHandle();
    const staff = await signedIn(db, 6, { withPassword: false });
    const refused = await askToAdd(services(), staff, nextAddress());
    expect(refused.status).toBe(403);
    expect(refused.json.code).toBe("sign-in-required");
    expect(refused.json.error).toMatch(/^Pour ajouter une clé d'accès, reconnectez-vous d'abord/);
  });

  it("adds a key with the account's password, mails its owner (delivered by SMTP) and logs the activity", async () => {
    const { db } = getHandle();
    const smtp = await startSmtpServer();
    const site = services(smtp.url);
    const staff = await signedIn(db, 30);
    const address = nextAddress();
    const { key, added } = await addNewKey(site, staff, address, { password });
    expect(added).toMatchObject({ status: 200, json: { passkey: { label: "Chrome sur Android" } } });
    expect(await keysOf(db, staff.accountId)).toEqual([{ id: key.id }]);

    const [mail, ...others] = await db.selectFrom("staff_mail").selectAll().where("to_address", "=", staff.email).execute();
    expect(others).toEqual([]);
    expect(mail?.subject).toBe("Une clé d'accès a été ajoutée à votre compte");
    expect(mail?.body).toMatch(/^Bonjour Awa Ndiaye,$/m);
    expect(mail?.body).toMatch(/^Appareil\u00a0: Chrome sur Android$/m);
    expect(mail?.body).toMatch(/^Date\u00a0: .*\d{4}.*\d{2}:\d{2} \(heure de Douala\)$/m);
    expect(mail?.body).toContain("Si ce n'est pas vous");
    expect(mail?.body).toMatch(/^http:\/\/localhost:3000\/admin\/mot-de-passe-oublie$/m);
    const activity = await db
      .selectFrom("staff_activity")
      .select(["action", "subject"])
      .where("account_id", "=", staff.accountId)
      .execute();
    expect(activity).toEqual([{ action: "passkey-added", subject: "Chrome sur Android" }]);

    // The outbox's worker sends it, as every staff mail.
    const send = createStaffMailSender(agencyMailer(site.config));
    await deliverDueStaffMails(db, send, { logger: recordingLogger(), maxAttempts: 1 });
    const delivered = smtp.mails.filter((one) => one.envelopeTo.includes(staff.email));
    expect(delivered).toHaveLength(1);
    expect(delivered[0]?.headers.get("subject")).toBe("Une clé d'accès a été ajoutée à votre compte");
    expect(delivered[0]?.body).toContain("Chrome sur Android");
  });

  it("adds a key without the password within five minutes of signing in", async () => {
    const { db } = getHandle();
    const site = services("smtp://127.0.0.1:2525");
    const staff = await signedIn(db, 4);
    const address = nextAddress();
    const { key, added } = await addNewKey(site, staff, address);
    expect(added.status).toBe(200);
    expect(await keysOf(db, staff.accountId)).toEqual([{ id: key.id }]);
    expect(await db.selectFrom("staff_mail").select("subject").where("to_address", "=", staff.email).execute()).toEqual([
      { subject: "Une clé d'accès a été ajoutée à votre compte" },
    ]);
  });

  it("counts a wrong password against the sign-in's limit for that e-mail address, and then refuses even the right one", async () => {
    const { db } = getHandle();
    const site = services();
    const staff = await signedIn(db, 30);
    const limit = site.config.ADMIN_LOGIN_MAX_FAILURES;
    for (let attempt = 0; attempt < limit; attempt++) {
      // From a new address each time: what stops the guesses is the account's e-mail limit.
      const wrong = await askToAdd(site, staff, nextAddress(), { password: `pas le bon ${attempt}` });
      expect(wrong).toMatchObject({ status: 403, json: { error: "Le mot de passe est incorrect", code: "wrong-password" }, cookie: "" });
    }
    const blocked = await askToAdd(site, staff, nextAddress(), { password });
    expect(blocked.status).toBe(429);
    expect(blocked.json).toMatchObject({ code: "password-blocked", error: expect.stringMatching(/^Trop de mots de passe erronés\./) });
    expect(blocked.cookie).toBe("");
    // The same count as the sign-in form's: the password no longer signs in with that address either.
    expect(await checkLogin(db, site.config, nextAddress(), { email: staff.email, password })).toMatchObject({
      status: "blocked",
      by: "account",
    });
  });

  it("refuses a registration answered a second time with the same cookie, even with another key", async () => {
    const { db } = getHandle();
    const site = services();
    const staff = await signedIn(db, 1);
    const address = nextAddress();
    const { key: mine, added, cookie, challenge } = await addNewKey(site, staff, address);
    expect(added.status).toBe(200);
    // A captured cookie, answered by a key someone else holds: without its own proof, that is no way to add a key.
    const theirs = softwareKey(staff.accountId);
    const replayed = await sendKey(site, staff, cookie, theirs.register(challenge, "localhost", origin), address);
    expect(replayed).toEqual({ status: 400, json: { error: "La demande a expiré. Recommencez." } });
    expect(await keysOf(db, staff.accountId)).toEqual([{ id: mine.id }]);
  });

  it("refuses a passkey sign-in sent a second time (same cookie, same answer) for a key whose counter stays 0", async () => {
    const { db } = getHandle();
    const site = services();
    const staff = await signedIn(db, 1);
    const address = nextAddress();
    const { key, added } = await addNewKey(site, staff, address, { key: softwareKey(staff.accountId, { counter: "zero" }) });
    expect(added.status).toBe(200);

    const signIn = await call(site, signInOptions, "/admin/api/cles/connexion-options", { clientAddress: address });
    const { options: signInWith } = (await signIn.json()) as { options: { challenge: string } };
    const cookie = cookieOf(signIn);
    const answer = key.assert(signInWith.challenge, "localhost", origin);
    const sessions = () => db.selectFrom("admin_session").select("token_hash").where("account_id", "=", staff.accountId).execute();
    const before = (await sessions()).length;

    const first = await call(site, signInWithKey, "/admin/api/cles/connexion", {
      body: { response: answer },
      cookie,
      clientAddress: address,
    });
    expect(first.status).toBe(200);
    expect(first.headers.getSetCookie().some((line) => line.startsWith("kh_admin="))).toBe(true);
    expect(await sessions()).toHaveLength(before + 1);

    const again = await call(site, signInWithKey, "/admin/api/cles/connexion", {
      body: { response: answer },
      cookie,
      clientAddress: "203.0.113.99",
    });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ error: "La demande a expiré. Recommencez." });
    expect(again.headers.getSetCookie().some((line) => line.startsWith("kh_admin="))).toBe(false);
    expect(await sessions()).toHaveLength(before + 1);
  });
});
