import { createHash } from "node:crypto";
import { expect, it } from "vitest";
import { describeOnEachEngine } from "../../../tests/helpers/database";
import { parseConfig } from "../config.server";
import {
  closeEveryStaffSession,
  closeStaffSession,
  findStaffSession,
  openStaffSession,
  staffPasswordFingerprint,
} from "./staff-session.server";

const settings = { SESSION_SECRET: "s".repeat(40) };
const fingerprint = staffPasswordFingerprint({ ...settings, ADMIN_PASSWORD: "une phrase de passe longue" }) ?? "";

describeOnEachEngine("staff sessions", (getHandle) => {
  it("finds a session by its token, and keeps only the token's hash", async () => {
    const { db } = getHandle();
    const { token } = await openStaffSession(db, 12, { passwordFingerprint: fingerprint });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await findStaffSession(db, token, fingerprint)).toBeDefined();
    const stored = await db.selectFrom("admin_session").select("token_hash").execute();
    expect(stored.map((row) => row.token_hash)).toContain(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(await findStaffSession(db, `${token.slice(0, -1)}x`, fingerprint)).toBeUndefined();
  });

  it("does not find an expired session, and removes expired ones when a new one opens", async () => {
    const { db } = getHandle();
    const past = new Date(Date.now() - 13 * 3_600_000);
    const { token } = await openStaffSession(db, 12, { passwordFingerprint: fingerprint, now: past });
    expect(await findStaffSession(db, token, fingerprint)).toBeUndefined();
    await openStaffSession(db, 12, { passwordFingerprint: fingerprint });
    const hashes = (await db.selectFrom("admin_session").select("token_hash").execute()).map((row) => row.token_hash);
    expect(hashes).not.toContain(createHash("sha256").update(token).digest("hex"));
  });

  it("keeps the name given at login, for the history of changes", async () => {
    const { db } = getHandle();
    const { token } = await openStaffSession(db, 12, { passwordFingerprint: fingerprint, staffName: "Awa" });
    expect((await findStaffSession(db, token, fingerprint))?.staffName).toBe("Awa");
  });

  it("ends a session for good when it is closed", async () => {
    const { db } = getHandle();
    const { token, session } = await openStaffSession(db, 12, { passwordFingerprint: fingerprint });
    await closeStaffSession(db, session);
    expect(await findStaffSession(db, token, fingerprint)).toBeUndefined();
  });

  it("keeps only a keyed fingerprint of the password, and no longer finds a session once the password has changed", async () => {
    const { db } = getHandle();
    const password = "une phrase de passe longue";
    const { token } = await openStaffSession(db, 12, { passwordFingerprint: fingerprint });
    const stored = JSON.stringify(await db.selectFrom("admin_session").selectAll().execute());
    expect(stored).not.toContain(password);
    expect(stored).not.toContain(createHash("sha256").update(password).digest("hex"));

    const changed = staffPasswordFingerprint({ ...settings, ADMIN_PASSWORD: "une autre phrase de passe" });
    expect(changed).not.toBe(fingerprint);
    expect(await findStaffSession(db, token, changed)).toBeUndefined();
    // No password set: no session at all.
    expect(staffPasswordFingerprint(parseConfig({ SESSION_SECRET: settings.SESSION_SECRET }))).toBeUndefined();
    expect(await findStaffSession(db, token, undefined)).toBeUndefined();
    expect(await findStaffSession(db, token, fingerprint)).toBeDefined();
  });

  it("ends every session at once (« Se déconnecter partout »)", async () => {
    const { db } = getHandle();
    const first = await openStaffSession(db, 12, { passwordFingerprint: fingerprint });
    const second = await openStaffSession(db, 12, { passwordFingerprint: fingerprint });
    expect(await closeEveryStaffSession(db)).toBeGreaterThanOrEqual(2);
    expect(await findStaffSession(db, first.token, fingerprint)).toBeUndefined();
    expect(await findStaffSession(db, second.token, fingerprint)).toBeUndefined();
  });
});
