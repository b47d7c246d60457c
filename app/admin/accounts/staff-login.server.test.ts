import type { Kysely } from "kysely";
import { expect, it } from "vitest";
import { adminText } from "~/content/admin/shell";
import { migrateToLatest } from "~/lib/db/migrate.server";
import type { Database } from "~/lib/db/schema";
import { waitUntil, withTimeout } from "../../../scripts/lib/wait";
import { describeOn, describeOnEachEngine, hostDatabasesOn } from "../../../tests/helpers/database";
import { holdPasswordHashing } from "../../../tests/helpers/password-hashing";
import { testServices, withScope } from "../../../tests/helpers/site-services";
import { createAccount, ensureFirstAccount } from "./accounts.server";
import { passwordHashing } from "./password-hash.server";
import { checkLogin, type LoginResult, loginWaitMinutes, recordLoginFailure, signIn } from "./staff-login.server";

const limits = { ADMIN_LOGIN_MAX_FAILURES: 3, ADMIN_LOGIN_WINDOW_MINUTES: 15 };
/** The production defaults, for the guesses sent at once. */
const five = { ADMIN_LOGIN_MAX_FAILURES: 5, ADMIN_LOGIN_WINDOW_MINUTES: 15 };
const setting = { ADMIN_PASSWORD: "correct horse battery staple", SESSION_SECRET: "s".repeat(40), AGENCY_EMAIL: "contact@kheops.cm" };
const quiet = { info: () => {} };
let addresses = 0;
/** Each test its own client address: the failures of one never count for another. */
const nextAddress = () => `203.0.113.${++addresses}`;

/** The answers that come after a hash (a wrong password): the tries actually computed. */
const triesIn = (results: LoginResult[]) => results.filter((result) => result.status === "wrong").length;

/** The failures recorded for an address or an e-mail. */
async function failuresOf(db: Kysely<Database>, key: { address: string } | { email: string }): Promise<number> {
  const query = db.selectFrom("admin_login_failure").select("id");
  return (await ("address" in key ? query.where("client_address", "=", key.address) : query.where("email", "=", key.email)).execute())
    .length;
}

/** Guesses one at a time until one is refused; how many were tried (twenty at most). */
async function guessUntilRefused(guess: () => Promise<LoginResult>): Promise<number> {
  for (let tries = 0; tries < 20; tries += 1) if ((await guess()).status !== "wrong") return tries;
  return 20;
}

describeOnEachEngine("staff login", (getHandle) => {
  it("says the admin is not configured while no account exists, whatever is typed", async () => {
    const { db } = getHandle();
    expect(await checkLogin(db, limits, nextAddress(), { email: "", password: "anything" })).toEqual({ status: "not-configured" });
  });

  it("opens the first account with ADMIN_PASSWORD alone (the spec's single field), or with its address", async () => {
    const { db } = getHandle();
    await ensureFirstAccount(db, setting, quiet);
    const alone = await checkLogin(db, limits, nextAddress(), { email: "", password: setting.ADMIN_PASSWORD });
    expect(alone).toMatchObject({ status: "ok", account: { email: "contact@kheops.cm", role: "admin", passwordFromSetting: true } });
    const withAddress = await checkLogin(db, limits, nextAddress(), { email: " Contact@Kheops.cm ", password: setting.ADMIN_PASSWORD });
    expect(withAddress.status).toBe("ok");
    expect(await checkLogin(db, limits, nextAddress(), { email: "", password: "wrong" })).toEqual({ status: "wrong", withEmail: false });
  });

  it("asks for the password when it is empty, without counting a failure", async () => {
    const { db } = getHandle();
    const address = nextAddress();
    expect(await checkLogin(db, limits, address, { email: "", password: "" })).toEqual({ status: "missing" });
    expect(await db.selectFrom("admin_login_failure").selectAll().where("client_address", "=", address).execute()).toHaveLength(0);
  });

  it("signs a person in with their own address and password, never a disabled account or one still invited", async () => {
    const { db } = getHandle();
    await createAccount(db, { name: "Awa", email: "awa@kheops.cm", role: "writer", password: "la plume de ma tante" });
    await createAccount(db, { name: "Paul", email: "paul@kheops.cm", role: "writer" });
    expect(await checkLogin(db, limits, nextAddress(), { email: "awa@kheops.cm", password: "la plume de ma tante" })).toMatchObject({
      status: "ok",
      account: { name: "Awa", role: "writer" },
    });
    expect(await checkLogin(db, limits, nextAddress(), { email: "paul@kheops.cm", password: "" })).toEqual({ status: "missing" });
    expect((await checkLogin(db, limits, nextAddress(), { email: "paul@kheops.cm", password: "x" })).status).toBe("wrong");
    await db.updateTable("staff_account").set({ disabled_at: new Date().toISOString() }).where("email", "=", "awa@kheops.cm").execute();
    expect(await checkLogin(db, limits, nextAddress(), { email: "awa@kheops.cm", password: "la plume de ma tante" })).toEqual({
      status: "wrong",
      withEmail: true,
    });
  });

  it("blocks an address after the allowed wrong passwords, even with the right one, and not another address", async () => {
    const { db } = getHandle();
    await createAccount(db, { name: "Jean", email: "jean@kheops.cm", role: "admin", password: "le bon mot de passe" });
    const address = nextAddress();
    for (const email of ["x@kheops.cm", "y@kheops.cm", "z@kheops.cm"])
      expect((await checkLogin(db, limits, address, { email, password: "wrong" })).status).toBe("wrong");
    expect(await checkLogin(db, limits, address, { email: "jean@kheops.cm", password: "le bon mot de passe" })).toEqual({
      status: "blocked",
      minutes: 15,
      by: "address",
    });
    expect((await checkLogin(db, limits, nextAddress(), { email: "jean@kheops.cm", password: "le bon mot de passe" })).status).toBe("ok");
  });

  it("stops passwords for an address tried from many places, known or not, and says the same for both", async () => {
    const { db } = getHandle();
    await createAccount(db, { name: "Marie", email: "marie@kheops.cm", role: "writer", password: "le bon mot de passe" });
    for (const email of ["marie@kheops.cm", "personne@kheops.cm"]) {
      for (let attempt = 0; attempt < 3; attempt += 1) await checkLogin(db, limits, nextAddress(), { email, password: "wrong" });
      expect(await checkLogin(db, limits, nextAddress(), { email, password: "le bon mot de passe" })).toEqual({
        status: "blocked",
        minutes: 15,
        by: "account",
      });
    }
  });

  it("lets the address try again once its oldest failure leaves the window", async () => {
    const { db } = getHandle();
    const address = nextAddress();
    const start = new Date("2026-11-24T10:00:00Z");
    for (const minutes of [0, 5, 10]) await recordLoginFailure(db, address, "a@b.cm", limits, new Date(start.getTime() + minutes * 60_000));
    expect(await loginWaitMinutes(db, { address }, limits, new Date("2026-11-24T10:11:00Z"))).toBe(4);
    expect(await loginWaitMinutes(db, { address }, limits, new Date("2026-11-24T10:15:01Z"))).toBeUndefined();
  });

  it("forgets an address's and an e-mail's failures after a right password", async () => {
    const { db } = getHandle();
    const address = nextAddress();
    for (let attempt = 0; attempt < 2; attempt += 1) await checkLogin(db, limits, address, { email: "jean@kheops.cm", password: "wrong" });
    expect((await checkLogin(db, limits, address, { email: "jean@kheops.cm", password: "le bon mot de passe" })).status).toBe("ok");
    const left = await db
      .selectFrom("admin_login_failure")
      .selectAll()
      .where((eb) => eb.or([eb("client_address", "=", address), eb("email", "=", "jean@kheops.cm")]))
      .execute();
    expect(left).toHaveLength(0);
  });

  it("gives twenty wrong passwords sent at once from one address five tries at most, then refuses the right one there", async () => {
    const { db } = getHandle();
    await createAccount(db, { name: "Léa", email: "lea@kheops.cm", role: "writer", password: "le bon mot de passe" });
    const address = nextAddress();
    const guesses = Array.from({ length: 20 }, (_, n) =>
      checkLogin(db, five, address, { email: `essai${n}@kheops.cm`, password: "wrong" }),
    );
    const burst = triesIn(await Promise.all(guesses));
    expect(burst).toBeLessThanOrEqual(5);
    expect(await failuresOf(db, { address })).toBe(burst);
    let next = 20;
    const after = await guessUntilRefused(() => checkLogin(db, five, address, { email: `essai${++next}@kheops.cm`, password: "wrong" }));
    expect(burst + after).toBe(5);
    expect(await checkLogin(db, five, address, { email: "lea@kheops.cm", password: "le bon mot de passe" })).toMatchObject({
      status: "blocked",
      by: "address",
    });
    expect((await checkLogin(db, five, nextAddress(), { email: "lea@kheops.cm", password: "le bon mot de passe" })).status).toBe("ok");
  });

  it("gives twenty wrong passwords sent at once from twenty addresses to one account five tries at most", async () => {
    const { db } = getHandle();
    await createAccount(db, { name: "Hugo", email: "hugo@kheops.cm", role: "admin", password: "le bon mot de passe" });
    const guess = () => checkLogin(db, five, nextAddress(), { email: "hugo@kheops.cm", password: "wrong" });
    const burst = triesIn(await Promise.all(Array.from({ length: 20 }, guess)));
    expect(burst).toBeLessThanOrEqual(5);
    expect(await failuresOf(db, { email: "hugo@kheops.cm" })).toBe(burst);
    expect(burst + (await guessUntilRefused(guess))).toBe(5);
    expect(await checkLogin(db, five, nextAddress(), { email: "hugo@kheops.cm", password: "le bon mot de passe" })).toMatchObject({
      status: "blocked",
      by: "account",
    });
  });

  it("counts the guesses still being checked: their address is refused the right password before any of them is hashed", async () => {
    const { db } = getHandle();
    await createAccount(db, { name: "Inès", email: "ines@kheops.cm", role: "writer", password: "le bon mot de passe" });
    const address = nextAddress();
    const release = await holdPasswordHashing(2);
    const guesses = Array.from({ length: 5 }, (_, n) =>
      checkLogin(db, five, address, { email: `attente${n}@kheops.cm`, password: "wrong" }),
    );
    await waitUntil(() => passwordHashing.waiting === 5, { timeoutMs: 10_000, what: "the five guesses to wait for their hash" });
    const right = checkLogin(db, five, address, { email: "ines@kheops.cm", password: "le bon mot de passe" });
    expect(await withTimeout(right, { timeoutMs: 10_000, what: "a refusal that needs no hash" })).toMatchObject({
      status: "blocked",
      by: "address",
    });
    await release();
    expect(triesIn(await Promise.all(guesses))).toBe(5);
  });

  it("refuses a sign-in at once, 503 and uncounted, while two passwords are hashed and eight wait", async () => {
    const { db } = getHandle();
    await createAccount(db, { name: "Noé", email: "noe@kheops.cm", role: "writer", password: "le bon mot de passe" });
    const given = { email: "noe@kheops.cm", password: "le bon mot de passe" };
    const address = nextAddress();
    const release = await holdPasswordHashing(10);
    expect(passwordHashing.waiting).toBe(8);
    const busy = checkLogin(db, five, address, given);
    expect(await withTimeout(busy, { timeoutMs: 10_000, what: "a refusal without waiting in line" })).toEqual({ status: "busy" });
    const post = new Request("http://localhost:3000/admin", {
      method: "POST",
      headers: { origin: "http://localhost:3000", "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(given),
    });
    expect(await withScope(testServices(db), post, signIn, { clientAddress: address })).toEqual({
      status: "refused",
      httpStatus: 503,
      message: adminText.login.busy,
      retryAfterSeconds: 5,
    });
    expect(await failuresOf(db, { address })).toBe(0);
    await release();
    expect((await checkLogin(db, five, address, given)).status).toBe("ok");
  });
});

describeOn("postgres", "staff login on two instances sharing one database", () => {
  const freshDatabase = hostDatabasesOn("postgres");

  it("gives guesses sent at once to both instances five tries at most per address and per account", async () => {
    const database = await freshDatabase();
    const instances = [database.connect({ write: true }), database.connect({ write: true })] as const;
    const on = (n: number) => instances[n % 2] ?? instances[0];
    await migrateToLatest(instances[0]);
    await createAccount(instances[0], { name: "Clara", email: "clara@kheops.cm", role: "admin", password: "le bon mot de passe" });
    const address = nextAddress();
    const fromOneAddress = Array.from({ length: 20 }, (_, n) =>
      checkLogin(on(n), five, address, { email: `essai${n}@kheops.cm`, password: "wrong" }),
    );
    const burst = triesIn(await Promise.all(fromOneAddress));
    expect(burst).toBeLessThanOrEqual(5);
    expect(await failuresOf(instances[1], { address })).toBe(burst);
    const onOneAccount = Array.from({ length: 20 }, (_, n) =>
      checkLogin(on(n), five, nextAddress(), { email: "clara@kheops.cm", password: "wrong" }),
    );
    const onAccount = triesIn(await Promise.all(onOneAccount));
    expect(onAccount).toBeLessThanOrEqual(5);
    expect(await failuresOf(instances[0], { email: "clara@kheops.cm" })).toBe(onAccount);
  }, 60_000);
});
