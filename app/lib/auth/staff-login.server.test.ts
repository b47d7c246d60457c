import { expect, it } from "vitest";
import { describeOnEachEngine } from "../../../tests/helpers/database";
import { createAccount, ensureFirstAccount } from "./accounts.server";
import { checkLogin, loginWaitMinutes, recordLoginFailure } from "./staff-login.server";

const limits = { ADMIN_LOGIN_MAX_FAILURES: 3, ADMIN_LOGIN_WINDOW_MINUTES: 15 };
const setting = { ADMIN_PASSWORD: "correct horse battery staple", SESSION_SECRET: "s".repeat(40), AGENCY_EMAIL: "contact@kheops.cm" };
const quiet = { info: () => {} };
let addresses = 0;
/** Each test its own client address: the failures of one never count for another. */
const nextAddress = () => `203.0.113.${++addresses}`;

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
});
