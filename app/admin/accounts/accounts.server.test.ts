import { expect, it } from "vitest";
import { describeOnEachEngine } from "../../../tests/helpers/database";
import { createAccount, ensureFirstAccount, listAccounts, setPassword } from "./accounts.server";
import { passwordMatchesHash } from "./password-hash.server";
import { findStaffSession, openStaffSession } from "./staff-session.server";

const quiet = { info: () => {} };
const base = { SESSION_SECRET: "s".repeat(40), AGENCY_EMAIL: "contact@kheops.cm", ADMIN_EMAIL: "direction@kheops.cm" };

async function storedHash(db: Parameters<typeof listAccounts>[0], email: string) {
  return (await db.selectFrom("staff_account").select("password_hash").where("email", "=", email).executeTakeFirstOrThrow()).password_hash;
}

describeOnEachEngine("staff accounts", (getHandle) => {
  it("creates no account without ADMIN_PASSWORD", async () => {
    const { db } = getHandle();
    await ensureFirstAccount(db, { ...base, ADMIN_PASSWORD: undefined }, quiet);
    expect(await listAccounts(db)).toEqual([]);
  });

  it("creates the first account from ADMIN_PASSWORD once, keeping only a scrypt hash of it", async () => {
    const { db } = getHandle();
    await ensureFirstAccount(db, { ...base, ADMIN_PASSWORD: "première phrase de passe" }, quiet);
    await ensureFirstAccount(db, { ...base, ADMIN_PASSWORD: "première phrase de passe" }, quiet);
    const accounts = await listAccounts(db);
    expect(accounts).toMatchObject([{ email: "direction@kheops.cm", role: "admin", hasPassword: true, passwordFromSetting: true }]);
    const hash = await storedHash(db, "direction@kheops.cm");
    expect(hash).toMatch(/^scrypt\$32768\$8\$3\$/);
    expect(JSON.stringify(await db.selectFrom("staff_account").selectAll().execute())).not.toContain("première phrase de passe");
    expect(await passwordMatchesHash("première phrase de passe", hash)).toBe(true);
  });

  it("replaces that password when ADMIN_PASSWORD changes, and ends the sessions opened with the old one", async () => {
    const { db } = getHandle();
    const [first] = await listAccounts(db);
    if (!first) throw new Error("no first account");
    const { token } = await openStaffSession(db, 12, { accountId: first.id, staffName: first.name });
    await ensureFirstAccount(db, { ...base, ADMIN_PASSWORD: "seconde phrase de passe" }, quiet);
    expect(await findStaffSession(db, token)).toBeUndefined();
    const hash = await storedHash(db, first.email);
    expect(await passwordMatchesHash("seconde phrase de passe", hash)).toBe(true);
    expect(await passwordMatchesHash("première phrase de passe", hash)).toBe(false);
  });

  it("leaves a password its owner chose alone when ADMIN_PASSWORD changes", async () => {
    const { db } = getHandle();
    const [first] = await listAccounts(db);
    if (!first) throw new Error("no first account");
    await setPassword(db, first.id, "la mienne, bien à moi");
    await ensureFirstAccount(db, { ...base, ADMIN_PASSWORD: "troisième phrase de passe" }, quiet);
    expect(await passwordMatchesHash("la mienne, bien à moi", await storedHash(db, first.email))).toBe(true);
    expect((await listAccounts(db))[0]?.passwordFromSetting).toBe(false);
  });

  it("refuses a second account with the same address, whatever its case", async () => {
    const { db } = getHandle();
    expect(await createAccount(db, { name: "Awa", email: "awa@kheops.cm", role: "writer" })).toMatchObject({ hasPassword: false });
    expect(await createAccount(db, { name: "Awa bis", email: " AWA@kheops.cm", role: "admin" })).toBe("taken");
  });
});
