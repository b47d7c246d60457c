import { createHash } from "node:crypto";
import { expect, it } from "vitest";
import { describeOnEachEngine } from "../../../tests/helpers/database";
import { createAccount, type StaffAccount, setPassword } from "./accounts.server";
import {
  closeAccountSession,
  closeAccountSessions,
  closeEveryStaffSession,
  findStaffSession,
  listAccountSessions,
  openStaffSession,
} from "./staff-session.server";

let accounts = 0;

describeOnEachEngine("staff sessions", (getHandle) => {
  async function account(role: "admin" | "writer" = "writer"): Promise<StaffAccount> {
    accounts += 1;
    const created = await createAccount(getHandle().db, {
      name: `Personne ${accounts}`,
      email: `p${accounts}@kheops.cm`,
      role,
      password: "un mot de passe long",
    });
    if (created === "taken") throw new Error("address taken");
    return created;
  }
  const open = (who: StaffAccount, now?: Date) =>
    openStaffSession(getHandle().db, 12, { accountId: who.id, staffName: who.name, device: "Firefox sur Linux", now });

  it("finds a session by its token, with its account's name and role, and keeps only the token's hash", async () => {
    const { db } = getHandle();
    const who = await account("writer");
    const { token } = await open(who);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await findStaffSession(db, token)).toMatchObject({ accountId: who.id, staffName: who.name, role: "writer", email: who.email });
    const stored = await db.selectFrom("admin_session").select("token_hash").execute();
    expect(stored.map((row) => row.token_hash)).toContain(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(await findStaffSession(db, `${token.slice(0, -1)}x`)).toBeUndefined();
  });

  it("does not find an expired session, and removes expired ones when a new one opens", async () => {
    const { db } = getHandle();
    const who = await account();
    const { token, tokenHash } = await open(who, new Date(Date.now() - 13 * 3_600_000));
    expect(await findStaffSession(db, token)).toBeUndefined();
    await open(who);
    const hashes = (await db.selectFrom("admin_session").select("token_hash").execute()).map((row) => row.token_hash);
    expect(hashes).not.toContain(tokenHash);
  });

  it("lists an account's sessions with their device, and ends one of them, only its own", async () => {
    const { db } = getHandle();
    const [awa, paul] = [await account(), await account()];
    const first = await open(awa);
    const second = await open(awa);
    const other = await open(paul);
    const listed = await listAccountSessions(db, awa.id);
    expect(listed.map((session) => session.tokenHash).sort()).toEqual([first.tokenHash, second.tokenHash].sort());
    expect(listed[0]?.device).toBe("Firefox sur Linux");
    expect(await closeAccountSession(db, awa.id, other.tokenHash)).toBe(false);
    expect(await findStaffSession(db, other.token)).toBeDefined();
    expect(await closeAccountSession(db, awa.id, first.tokenHash)).toBe(true);
    expect(await findStaffSession(db, first.token)).toBeUndefined();
    expect(await findStaffSession(db, second.token)).toBeDefined();
  });

  it("ends every session of an account but the one kept, and a new password ends the others", async () => {
    const { db } = getHandle();
    const who = await account();
    const [here, phone, laptop] = [await open(who), await open(who), await open(who)];
    expect(await closeAccountSessions(db, who.id, here.tokenHash)).toBe(2);
    expect(await findStaffSession(db, phone.token)).toBeUndefined();
    expect(await findStaffSession(db, here.token)).toBeDefined();
    const again = await open(who);
    await setPassword(db, who.id, "un autre mot de passe long", here.tokenHash);
    expect(await findStaffSession(db, again.token)).toBeUndefined();
    expect(await findStaffSession(db, laptop.token)).toBeUndefined();
    expect(await findStaffSession(db, here.token)).toBeDefined();
  });

  it("no longer finds the sessions of a disabled account", async () => {
    const { db } = getHandle();
    const who = await account();
    const { token } = await open(who);
    await db.updateTable("staff_account").set({ disabled_at: new Date().toISOString() }).where("id", "=", who.id).execute();
    expect(await findStaffSession(db, token)).toBeUndefined();
  });

  it("ends every session at once (« Se déconnecter partout »)", async () => {
    const { db } = getHandle();
    const first = await open(await account());
    const second = await open(await account("admin"));
    expect(await closeEveryStaffSession(db)).toBeGreaterThanOrEqual(2);
    expect(await findStaffSession(db, first.token)).toBeUndefined();
    expect(await findStaffSession(db, second.token)).toBeUndefined();
  });
});
