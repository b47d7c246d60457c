import type { Kysely } from "kysely";
import { expect, it } from "vitest";
import { accountsText } from "~/content/admin/accounts";
import { databaseRateLimitStore } from "~/lib/boundary/rate-limit.server";
import type { Database } from "~/lib/db/schema";
import { describeOnEachEngine } from "../../../tests/helpers/database";
import { testServices, withScope } from "../../../tests/helpers/site-services";
import { createAccount, type StaffAccount } from "./accounts.server";
import { inviteStaffMember, resendInvitation } from "./invitations.server";
import { askForPasswordReset, chooseNewPassword } from "./password-reset.server";
import { checkLogin, recordLoginFailure } from "./staff-login.server";
import { findStaffSession, openStaffSession } from "./staff-session.server";

const smtp = { SMTP_URL: "smtp://127.0.0.1:2525", SITE_URL: "https://kheops.cm", AGENCY_EMAIL: "agence@exemple.cm" };
const admin = { accountId: "admin-1", staffName: "Mariam Ekambi" };
let serial = 0;
const unique = (name: string) => `${name}.${++serial}.${Date.now()}@kheops.cm`;
let addresses = 0;
const nextAddress = () => `198.51.100.${++addresses}`;

/** The site's services on this database, its rate limits in the database as in production. */
function site(db: Kysely<Database>, env: Record<string, string> = smtp) {
  return { ...testServices(db, { env }), rateLimits: databaseRateLimitStore(db) };
}

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

const mailsTo = (db: Kysely<Database>, to: string) => db.selectFrom("staff_mail").selectAll().where("to_address", "=", to).execute();

async function writer(db: Kysely<Database>, email = unique("awa")): Promise<StaffAccount> {
  const account = await createAccount(db, { name: "Awa Ndiaye", email, role: "writer", password: "un ancien mot de passe" });
  if (account === "taken") throw new Error("taken");
  return account;
}

/** The token of the last link mailed to `to`. */
async function mailedToken(db: Kysely<Database>, to: string): Promise<string> {
  const mails = await mailsTo(db, to);
  const token = /jeton=([A-Za-z0-9_-]{43})/.exec(mails.at(-1)?.body ?? "")?.[1];
  if (!token) throw new Error(`no link mailed to ${to}`);
  return token;
}

function post(path: string, fields: Record<string, string>) {
  return new Request(`https://kheops.cm${path}`, {
    method: "POST",
    headers: { origin: "https://kheops.cm", "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
}

describeOnEachEngine("staff invitations", (getHandle) => {
  it("creates the account without a password, mails its link on SITE_URL and logs who invited whom", async () => {
    const { db } = getHandle();
    const email = unique("paul");
    const result = await inviteStaffMember(site(db), { name: "Paul Essomba", email, role: "writer" }, admin);
    expect(result).toMatchObject({ status: "sent", account: { name: "Paul Essomba", email, role: "writer", hasPassword: false } });
    const [mail] = await mailsTo(db, email);
    expect(mail?.subject).toBe("Mariam Ekambi vous invite à rejoindre l'administration de Kheops Digital");
    expect(mail?.body).toContain("Mariam Ekambi vous invite à rejoindre l'administration de Kheops Digital");
    expect(mail?.body).toContain("en tant que rédacteur");
    expect(mail?.body).toMatch(/^https:\/\/kheops\.cm\/admin\/nouveau-mot-de-passe\?jeton=[A-Za-z0-9_-]{43}$/m);
    expect(mail?.body).toMatch(/valable jusqu'au .*\d{4}.*\(heure de Douala\)/);
    const activity = await db.selectFrom("staff_activity").selectAll().where("subject", "=", "Paul Essomba").execute();
    expect(activity).toEqual([expect.objectContaining({ action: "account-invited", account_name: "Mariam Ekambi" })]);

    expect(await inviteStaffMember(site(db), { name: "Paul encore", email: email.toUpperCase(), role: "admin" }, admin)).toEqual({
      status: "taken",
    });
  });

  it("without SMTP_URL, hands the link back for the administrator to pass on, and queues nothing", async () => {
    const { db } = getHandle();
    const email = unique("jeanne");
    const result = await inviteStaffMember(site(db, { SITE_URL: "https://kheops.cm" }), { name: "Jeanne", email, role: "admin" }, admin);
    expect(result).toMatchObject({
      status: "no-mail",
      account: { email },
      link: expect.stringMatching(/^https:\/\/kheops\.cm\/admin\/nouveau-mot-de-passe\?jeton=/),
    });
    expect(await mailsTo(db, email)).toEqual([]);
  });

  it("sends an invitation again with a new link that replaces the first, only while it is not accepted", async () => {
    const { db } = getHandle();
    const email = unique("ali");
    const invited = await inviteStaffMember(site(db), { name: "Ali", email, role: "writer" }, admin);
    if (invited.status !== "sent") throw new Error(invited.status);
    const first = await mailedToken(db, email);
    expect(await resendInvitation(site(db), invited.account.id, admin)).toMatchObject({ status: "sent" });
    const second = await mailedToken(db, email);
    expect(second).not.toBe(first);

    const scopeOf = (token: string, fields: Record<string, string>) =>
      withScope(site(db), post(`/admin/nouveau-mot-de-passe?jeton=${token}`, fields), (scope) =>
        chooseNewPassword(scope, token, form(fields)),
      );
    const password = { password: "une longue phrase de passe", confirm: "une longue phrase de passe" };
    expect(await scopeOf(first, password)).toEqual({ status: "invalid" });
    expect(await scopeOf(second, password)).toEqual({ status: "signed-in" });
    expect(await resendInvitation(site(db), invited.account.id, admin)).toEqual({ status: "accepted" });
    expect(await resendInvitation(site(db), "nobody", admin)).toEqual({ status: "not-found" });
  });
});

describeOnEachEngine("forgotten password", (getHandle) => {
  it("answers an unknown address as a known one, and mails only the known one's owner", async () => {
    const { db } = getHandle();
    const account = await writer(db);
    const unknown = unique("personne");
    const known = await askForPasswordReset(site(db), nextAddress(), form({ email: ` ${account.email.toUpperCase()} ` }));
    const stranger = await askForPasswordReset(site(db), nextAddress(), form({ email: unknown }));
    expect(known.status).toBe("accepted");
    expect(stranger.status).toBe("accepted");
    if (known.status === "accepted" && stranger.status === "accepted") await Promise.all([known.mailed, stranger.mailed]);
    const mails = await mailsTo(db, account.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe("Votre lien pour choisir un nouveau mot de passe");
    expect(mails[0]?.body).toMatch(/^Bonjour Awa Ndiaye,$/m);
    expect(await mailsTo(db, unknown)).toEqual([]);
  });

  it("mails nothing to a disabled account, nor anything without SMTP_URL", async () => {
    const { db } = getHandle();
    const disabled = await writer(db);
    await db.updateTable("staff_account").set({ disabled_at: new Date().toISOString() }).where("id", "=", disabled.id).execute();
    const enabled = await writer(db);
    for (const [services, email] of [
      [site(db), disabled.email],
      [site(db, { SITE_URL: "https://kheops.cm" }), enabled.email],
    ] as const) {
      const answer = await askForPasswordReset(services, nextAddress(), form({ email }));
      expect(answer.status).toBe("accepted");
      if (answer.status === "accepted") await answer.mailed;
    }
    expect(await mailsTo(db, disabled.email)).toEqual([]);
    expect(await mailsTo(db, enabled.email)).toEqual([]);
    expect(await db.selectFrom("staff_link").select("token_hash").where("account_id", "in", [disabled.id, enabled.id]).execute()).toEqual(
      [],
    );
  });

  it("refuses an address that is not one, saying so, and mails nothing", async () => {
    const { db } = getHandle();
    const answer = await askForPasswordReset(site(db), nextAddress(), form({ email: "pas une adresse" }));
    expect(answer).toEqual({ status: "invalid", errors: { email: "Saisissez une adresse e-mail valide, par exemple prenom@kheops.cm" } });
  });

  it("mails one account at most 3 reset links an hour, whoever asks", async () => {
    const { db } = getHandle();
    const account = await writer(db);
    for (let request = 0; request < 5; request++) {
      const answer = await askForPasswordReset(site(db), nextAddress(), form({ email: account.email }));
      expect(answer.status).toBe("accepted");
      if (answer.status === "accepted") await answer.mailed;
    }
    expect(await mailsTo(db, account.email)).toHaveLength(3);
  });

  it("limits the requests of one client address (ADMIN_RESET_REQUESTS_PER_HOUR), whatever the addresses asked for", async () => {
    const { db } = getHandle();
    const services = site(db, { ...smtp, ADMIN_RESET_REQUESTS_PER_HOUR: "4" });
    const address = nextAddress();
    const statuses: string[] = [];
    for (let request = 0; request < 6; request++)
      statuses.push((await askForPasswordReset(services, address, form({ email: unique("x") }))).status);
    expect(statuses).toEqual(["accepted", "accepted", "accepted", "accepted", "too-many", "too-many"]);
    expect(await askForPasswordReset(services, address, form({ email: unique("x") }))).toEqual({ status: "too-many", minutes: 60 });
    expect((await askForPasswordReset(services, nextAddress(), form({ email: unique("x") }))).status).toBe("accepted");
  });

  it("sets the password from the mailed link once: sessions ended, failures forgotten, a session opened, the activity logged", async () => {
    const { db } = getHandle();
    const account = await writer(db);
    const elsewhere = await openStaffSession(db, 12, { accountId: account.id, staffName: account.name });
    const limits = { ADMIN_LOGIN_MAX_FAILURES: 5, ADMIN_LOGIN_WINDOW_MINUTES: 15 };
    await recordLoginFailure(db, nextAddress(), account.email, limits);
    const answer = await askForPasswordReset(site(db), nextAddress(), form({ email: account.email }));
    if (answer.status === "accepted") await answer.mailed;
    const token = await mailedToken(db, account.email);
    const path = `/admin/nouveau-mot-de-passe?jeton=${token}`;
    const choose = (fields: Record<string, string>) =>
      withScope(site(db), post(path, fields), async (scope) => ({
        answer: await chooseNewPassword(scope, token, form(fields)),
        cookies: await scope.cookies.setCookieHeaders(),
      }));

    const short = await choose({ password: "court", confirm: "court" });
    expect(short.answer).toMatchObject({
      status: "refused",
      errors: { password: accountsText.account.password.tooShort(12) },
    });
    const different = await choose({ password: "une longue phrase de passe", confirm: "une autre phrase de passe" });
    expect(different.answer).toMatchObject({ status: "refused", errors: { confirm: "Les deux mots de passe ne correspondent pas" } });
    const tooLong = await choose({ password: "x".repeat(201), confirm: "x".repeat(201) });
    expect(tooLong.answer).toMatchObject({
      status: "refused",
      errors: { password: accountsText.account.password.tooLong },
    });

    const done = await choose({ password: "une longue phrase de passe", confirm: "une longue phrase de passe" });
    expect(done.answer).toEqual({ status: "signed-in" });
    expect(done.cookies.some((cookie) => cookie.startsWith("kh_admin="))).toBe(true);
    expect(await findStaffSession(db, elsewhere.token)).toBeUndefined();
    expect(await db.selectFrom("admin_login_failure").selectAll().where("email", "=", account.email).execute()).toEqual([]);
    expect(await checkLogin(db, limits, nextAddress(), { email: account.email, password: "une longue phrase de passe" })).toMatchObject({
      status: "ok",
    });
    const actions = await db
      .selectFrom("staff_activity")
      .select(["action", "subject"])
      .where("account_id", "=", account.id)
      .orderBy("at")
      .execute();
    expect(actions).toEqual([
      { action: "password-reset", subject: null },
      { action: "signed-in", subject: "par lien reçu par e-mail" },
    ]);

    expect((await choose({ password: "encore une autre phrase", confirm: "encore une autre phrase" })).answer).toEqual({
      status: "invalid",
    });
  });

  it("removes the account's passkeys with the new password when its box is checked, and keeps them when it is not", async () => {
    const { db } = getHandle();
    const addKey = (accountId: string, label: string) =>
      db
        .insertInto("staff_passkey")
        .values({
          id: `cle-${++serial}-${Date.now()}`,
          account_id: accountId,
          public_key: "cGFzLXVuZS12cmFpZS1jbGU",
          label,
          created_at: new Date().toISOString(),
          last_used_at: null,
        })
        .execute();
    const keysOf = async (accountId: string) =>
      (await db.selectFrom("staff_passkey").select("label").where("account_id", "=", accountId).orderBy("label").execute()).map(
        (key) => key.label,
      );
    const resetWith = async (account: StaffAccount, fields: Record<string, string>) => {
      const answer = await askForPasswordReset(site(db), nextAddress(), form({ email: account.email }));
      if (answer.status === "accepted") await answer.mailed;
      const token = await mailedToken(db, account.email);
      return withScope(site(db), post(`/admin/nouveau-mot-de-passe?jeton=${token}`, fields), (scope) =>
        chooseNewPassword(scope, token, form(fields)),
      );
    };
    const password = { password: "une longue phrase de passe", confirm: "une longue phrase de passe" };

    const robbed = await writer(db);
    const bystander = await writer(db);
    for (const label of ["Chrome sur Android", "Firefox sur Windows"]) await addKey(robbed.id, label);
    await addKey(bystander.id, "Safari sur iPhone");
    expect(await resetWith(robbed, { ...password, "supprimer-cles": "1" })).toEqual({ status: "signed-in" });
    expect(await keysOf(robbed.id)).toEqual([]);
    expect(await keysOf(bystander.id)).toEqual(["Safari sur iPhone"]);
    const removed = await db
      .selectFrom("staff_activity")
      .select("subject")
      .where("account_id", "=", robbed.id)
      .where("action", "=", "passkey-removed")
      .orderBy("subject")
      .execute();
    expect(removed).toEqual([{ subject: "Chrome sur Android" }, { subject: "Firefox sur Windows" }]);

    // The box unchecked: a checkbox is then not sent at all, and the keys stay.
    expect(await resetWith(bystander, password)).toEqual({ status: "signed-in" });
    expect(await keysOf(bystander.id)).toEqual(["Safari sur iPhone"]);
  });
});
