import { expect, it } from "vitest";
import { describeOnEachEngine } from "../../../tests/helpers/database";
import { createAccount, type StaffAccount } from "./accounts.server";
import { consumeStaffLink, createStaffLink, peekStaffLink, staffLinkAddress } from "./staff-links.server";

let people = 0;
async function someone(db: Parameters<typeof createAccount>[0]): Promise<StaffAccount> {
  const account = await createAccount(db, { name: `Awa ${++people}`, email: `awa.${people}.${Date.now()}@kheops.cm`, role: "writer" });
  if (account === "taken") throw new Error("taken");
  return account;
}

it("puts the token in the address of the new-password page, on SITE_URL", () => {
  expect(staffLinkAddress("https://kheops.cm", "abc")).toBe("https://kheops.cm/admin/nouveau-mot-de-passe?jeton=abc");
});

describeOnEachEngine("staff links", (getHandle) => {
  it("keeps only the token's SHA-256, and opens its account once", async () => {
    const { db } = getHandle();
    const account = await someone(db);
    const { token, expiresAt } = await createStaffLink(db, account.id, "reset");
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await db.selectFrom("staff_link").selectAll().where("account_id", "=", account.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(token);

    expect(await peekStaffLink(db, token)).toMatchObject({ purpose: "reset", expiresAt, account: { id: account.id } });
    // Looking does not use it.
    expect(await peekStaffLink(db, token)).toBeDefined();
    expect(await consumeStaffLink(db, token, "invitation")).toBeUndefined();
    expect(await consumeStaffLink(db, token, "reset")).toMatchObject({ id: account.id, email: account.email });
    expect(await consumeStaffLink(db, token, "reset")).toBeUndefined();
    expect(await peekStaffLink(db, token)).toBeUndefined();
    expect(await peekStaffLink(db, "pas-un-jeton")).toBeUndefined();
  });

  it("lets a reset link work 30 minutes and an invitation 72 hours", async () => {
    const { db } = getHandle();
    const account = await someone(db);
    const made = new Date("2026-11-27T08:00:00.000Z");
    const reset = await createStaffLink(db, account.id, "reset", made);
    const invitation = await createStaffLink(db, account.id, "invitation", made);
    expect(reset.expiresAt).toBe("2026-11-27T08:30:00.000Z");
    expect(invitation.expiresAt).toBe("2026-11-30T08:00:00.000Z");
    const at = (iso: string) => new Date(iso);
    expect(await peekStaffLink(db, reset.token, at("2026-11-27T08:29:59.000Z"))).toBeDefined();
    expect(await peekStaffLink(db, reset.token, at("2026-11-27T08:30:00.000Z"))).toBeUndefined();
    expect(await consumeStaffLink(db, reset.token, "reset", at("2026-11-27T08:30:01.000Z"))).toBeUndefined();
    expect(await consumeStaffLink(db, invitation.token, "invitation", at("2026-11-30T08:00:00.000Z"))).toBeUndefined();
    expect(await consumeStaffLink(db, invitation.token, "invitation", at("2026-11-30T07:59:59.000Z"))).toMatchObject({ id: account.id });
  });

  it("voids the earlier unused reset link when a new one is made, not the account's invitation", async () => {
    const { db } = getHandle();
    const account = await someone(db);
    const invitation = await createStaffLink(db, account.id, "invitation");
    const first = await createStaffLink(db, account.id, "reset");
    const second = await createStaffLink(db, account.id, "reset");
    expect(await peekStaffLink(db, first.token)).toBeUndefined();
    expect(await consumeStaffLink(db, first.token, "reset")).toBeUndefined();
    expect(await consumeStaffLink(db, second.token, "reset")).toMatchObject({ id: account.id });
    expect(await peekStaffLink(db, invitation.token)).toMatchObject({ purpose: "invitation" });
  });

  it("opens nothing for a disabled account", async () => {
    const { db } = getHandle();
    const account = await someone(db);
    const { token } = await createStaffLink(db, account.id, "reset");
    await db.updateTable("staff_account").set({ disabled_at: new Date().toISOString() }).where("id", "=", account.id).execute();
    expect(await peekStaffLink(db, token)).toBeUndefined();
    expect(await consumeStaffLink(db, token, "reset")).toBeUndefined();
  });

  it("gives the account to one of two uses at the same moment (two tabs), never both", async () => {
    const { db } = getHandle();
    for (let round = 0; round < 5; round++) {
      const account = await someone(db);
      const { token } = await createStaffLink(db, account.id, "reset");
      const uses = await Promise.all([consumeStaffLink(db, token, "reset"), consumeStaffLink(db, token, "reset")]);
      expect(uses.filter((use) => use !== undefined)).toHaveLength(1);
    }
  });
});
