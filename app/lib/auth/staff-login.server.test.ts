import { afterEach, describe, expect, it } from "vitest";
import { createTestSqlite } from "../../../tests/helpers/database";
import { checkLogin, loginWaitMinutes, passwordMatches, recordLoginFailure } from "./staff-login.server";

const limits = { ADMIN_PASSWORD: "correct horse battery staple", ADMIN_LOGIN_MAX_FAILURES: 3, ADMIN_LOGIN_WINDOW_MINUTES: 15 };
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function database() {
  const sqlite = await createTestSqlite();
  cleanups.push(sqlite.destroy);
  return sqlite.db;
}

describe("staff login", () => {
  it("compares passwords exactly, whatever their lengths", () => {
    expect(passwordMatches("secret", "secret")).toBe(true);
    expect(passwordMatches("secret ", "secret")).toBe(false);
    expect(passwordMatches("", "secret")).toBe(false);
    expect(passwordMatches("Secret", "secret")).toBe(false);
  });

  it("says the admin is not configured when ADMIN_PASSWORD is unset, whatever is typed", async () => {
    const db = await database();
    expect(await checkLogin(db, { ...limits, ADMIN_PASSWORD: undefined }, "203.0.113.5", "anything")).toEqual({ status: "not-configured" });
  });

  it("asks for the password when it is empty, without counting a failure", async () => {
    const db = await database();
    expect(await checkLogin(db, limits, "203.0.113.5", "")).toEqual({ status: "missing" });
    expect(await db.selectFrom("admin_login_failure").selectAll().execute()).toHaveLength(0);
  });

  it("blocks an address after the allowed wrong passwords, even with the right one, and not another address", async () => {
    const db = await database();
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await checkLogin(db, limits, "203.0.113.5", "wrong")).status).toBe("wrong");
    expect(await checkLogin(db, limits, "203.0.113.5", limits.ADMIN_PASSWORD)).toEqual({ status: "blocked", minutes: 15 });
    expect(await checkLogin(db, limits, "198.51.100.7", limits.ADMIN_PASSWORD)).toEqual({ status: "ok" });
  });

  it("lets the address try again once its oldest failure leaves the window", async () => {
    const db = await database();
    const start = new Date("2026-11-24T10:00:00Z");
    for (const minutes of [0, 5, 10]) await recordLoginFailure(db, "203.0.113.5", limits, new Date(start.getTime() + minutes * 60_000));
    expect(await loginWaitMinutes(db, "203.0.113.5", limits, new Date("2026-11-24T10:11:00Z"))).toBe(4);
    expect(await loginWaitMinutes(db, "203.0.113.5", limits, new Date("2026-11-24T10:15:01Z"))).toBeUndefined();
  });

  it("forgets an address's failures after a right password", async () => {
    const db = await database();
    for (let attempt = 0; attempt < 2; attempt += 1) await checkLogin(db, limits, "203.0.113.5", "wrong");
    expect(await checkLogin(db, limits, "203.0.113.5", limits.ADMIN_PASSWORD)).toEqual({ status: "ok" });
    expect(await db.selectFrom("admin_login_failure").selectAll().execute()).toHaveLength(0);
  });
});
