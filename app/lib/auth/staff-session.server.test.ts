import { createHash } from "node:crypto";
import { expect, it } from "vitest";
import { describeOnEachEngine } from "../../../tests/helpers/database";
import { closeStaffSession, findStaffSession, openStaffSession } from "./staff-session.server";

describeOnEachEngine("staff sessions", (getHandle) => {
  it("finds a session by its token, and keeps only the token's hash", async () => {
    const { db } = getHandle();
    const { token } = await openStaffSession(db, 12);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await findStaffSession(db, token)).toBeDefined();
    const stored = await db.selectFrom("admin_session").select("token_hash").execute();
    expect(stored.map((row) => row.token_hash)).toContain(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(await findStaffSession(db, `${token.slice(0, -1)}x`)).toBeUndefined();
  });

  it("does not find an expired session, and removes expired ones when a new one opens", async () => {
    const { db } = getHandle();
    const past = new Date(Date.now() - 13 * 3_600_000);
    const { token } = await openStaffSession(db, 12, { now: past });
    expect(await findStaffSession(db, token)).toBeUndefined();
    await openStaffSession(db, 12);
    const hashes = (await db.selectFrom("admin_session").select("token_hash").execute()).map((row) => row.token_hash);
    expect(hashes).not.toContain(createHash("sha256").update(token).digest("hex"));
  });

  it("keeps the name given at login, for the history of changes", async () => {
    const { db } = getHandle();
    const { token } = await openStaffSession(db, 12, { staffName: "Awa" });
    expect((await findStaffSession(db, token))?.staffName).toBe("Awa");
  });

  it("ends a session for good when it is closed", async () => {
    const { db } = getHandle();
    const { token, session } = await openStaffSession(db, 12);
    await closeStaffSession(db, session);
    expect(await findStaffSession(db, token)).toBeUndefined();
  });
});
