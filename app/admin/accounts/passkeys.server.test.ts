import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createCookieJar, createSiteCookies } from "~/lib/boundary/cookies.server";
import { describeOnEachEngine } from "../../../tests/helpers/database";
import { softwareKey } from "../../../tests/helpers/software-passkey";
import { createAccount } from "./accounts.server";
import {
  authenticationOptions,
  checkPasskeySignIn,
  deleteExpiredChallenges,
  keepChallenge,
  listPasskeys,
  passkeyLabel,
  registrationOptions,
  relyingPartyOf,
  removePasskey,
  savePasskey,
  takeChallenge,
} from "./passkeys.server";

const cookies = createSiteCookies({ SESSION_SECRET: "a-test-secret-of-at-least-32-characters", SITE_URL: "http://localhost:3000" });
/** The Cookie header a browser would send back after these Set-Cookie headers (a cleared cookie is not sent). */
const cookieHeaderFrom = (setCookies: string[]) =>
  setCookies
    .filter((line) => !/Max-Age=0/.test(line))
    .map((line) => line.split(";")[0])
    .join("; ");

describe("a passkey's label", () => {
  it("names the browser and the system that added it, in French", () => {
    const labels = {
      "Mozilla/5.0 (Linux; Android 14; SM-A546B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36":
        "Chrome sur Android",
      "Mozilla/5.0 (Linux; Android 14; SM-A546B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36":
        "Samsung Internet sur Android",
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1":
        "Safari sur iPhone",
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1":
        "Chrome sur iPhone",
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15":
        "Safari sur macOS",
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.70":
        "Edge sur Windows",
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0": "Firefox sur Windows",
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/141.0.0.0 Safari/537.36": "Chrome sur Linux",
      "Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36":
        "Chrome sur ChromeOS",
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 OPR/115.0.0.0":
        "Opera sur Windows",
      "curl/8.5.0": "Appareil inconnu",
    };
    for (const [agent, label] of Object.entries(labels)) expect(passkeyLabel(agent), agent).toBe(label);
    expect(passkeyLabel(null)).toBe("Appareil inconnu");
  });
});

describe("the relying party", () => {
  it("is the host name the request was made to, with its origin, and SITE_URL's when it names the same host", () => {
    expect(relyingPartyOf(new URL("http://localhost:4321/admin/api/cles/connexion"), "http://127.0.0.1:4321")).toEqual({
      rpID: "localhost",
      origins: ["http://localhost:4321"],
    });
    // Behind nginx the site sees http, the browser is on https.
    expect(relyingPartyOf(new URL("http://kheops.cm/admin"), "https://kheops.cm")).toEqual({
      rpID: "kheops.cm",
      origins: ["http://kheops.cm", "https://kheops.cm"],
    });
  });

  it("does not exist for an IP address, which browsers refuse as RP ID", () => {
    expect(relyingPartyOf(new URL("http://127.0.0.1:3000/admin"), "http://127.0.0.1:3000")).toBeUndefined();
    expect(relyingPartyOf(new URL("http://[::1]:3000/admin"), "http://localhost:3000")).toBeUndefined();
  });
});

describeOnEachEngine("the challenge cookie", (getHandle) => {
  const issuedAt = new Date("2026-11-27T08:00:00Z");
  /** A challenge of its own for each ceremony: a used one is remembered in the database the tests share. */
  const browserWith = (purpose: "register" | "sign-in", accountId?: string) => {
    const challenge = randomBytes(32).toString("base64url");
    const jar = createCookieJar(cookies, null);
    keepChallenge(jar, challenge, purpose, accountId, issuedAt);
    return { challenge, setCookies: jar.setCookieHeaders() };
  };
  const take = (header: string, purpose: "register" | "sign-in", accountId: string | undefined, at: Date) =>
    takeChallenge(getHandle().db, createCookieJar(cookies, header), purpose, accountId, at);

  it("is signed, HttpOnly, kept five minutes by the browser, and gives its challenge back once", async () => {
    const { db } = getHandle();
    const { challenge, setCookies } = browserWith("sign-in");
    const [line = ""] = await setCookies;
    expect(line).toMatch(/^kh_cle=[^;]+; Max-Age=300; Path=\/; HttpOnly; SameSite=Lax$/);
    const first = createCookieJar(cookies, cookieHeaderFrom([line]));
    expect(await takeChallenge(db, first, "sign-in", undefined, new Date(issuedAt.getTime() + 60_000))).toEqual({
      status: "taken",
      challenge,
    });
    // The answer clears it: the browser sends nothing the next time, and the same jar holds nothing either.
    const cleared = await first.setCookieHeaders();
    expect(cleared).toEqual([expect.stringMatching(/^kh_cle=; Max-Age=0;/)]);
    expect(await takeChallenge(db, first, "sign-in", undefined, issuedAt)).toEqual({ status: "none" });
    expect(await take(cookieHeaderFrom(cleared), "sign-in", undefined, issuedAt)).toEqual({ status: "none" });
  });

  it("is refused when the same cookie comes back, captured before it was cleared: a replay, within its five minutes", async () => {
    const { db } = getHandle();
    const { challenge, setCookies } = browserWith("sign-in");
    const captured = cookieHeaderFrom(await setCookies);
    expect(await take(captured, "sign-in", undefined, new Date(issuedAt.getTime() + 10_000))).toEqual({ status: "taken", challenge });
    expect(await take(captured, "sign-in", undefined, new Date(issuedAt.getTime() + 20_000))).toEqual({ status: "replayed" });
    expect(await take(captured, "sign-in", undefined, new Date(issuedAt.getTime() + 299_000))).toEqual({ status: "replayed" });
    // What is kept is the challenge's hash and when it expires anyway, never the challenge.
    const kept = await db.selectFrom("used_passkey_challenge").selectAll().where("expires_at", "=", "2026-11-27T08:05:00.000Z").execute();
    expect(kept.length).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(kept)).not.toContain(challenge);
  });

  it("is refused after five minutes, even if the browser still sends it, and cleared all the same", async () => {
    const header = cookieHeaderFrom(await browserWith("sign-in").setCookies);
    expect(await take(header, "sign-in", undefined, new Date(issuedAt.getTime() + 300_000))).toMatchObject({ status: "taken" });
    const late = createCookieJar(cookies, header);
    expect(await takeChallenge(getHandle().db, late, "sign-in", undefined, new Date(issuedAt.getTime() + 300_001))).toEqual({
      status: "none",
    });
    expect(await late.setCookieHeaders()).toEqual([expect.stringMatching(/^kh_cle=; Max-Age=0;/)]);
  });

  it("is refused for another purpose, another account, or when forged", async () => {
    const forAwa = cookieHeaderFrom(await browserWith("register", "awa").setCookies);
    expect(await take(forAwa, "register", "paul", issuedAt)).toEqual({ status: "none" });
    expect(await take(forAwa, "sign-in", undefined, issuedAt)).toEqual({ status: "none" });
    expect(await take(forAwa, "register", "awa", issuedAt)).toMatchObject({ status: "taken" });
    const forged = `kh_cle=${encodeURIComponent(JSON.stringify({ challenge: "Y2hhbGxlbmdlLW9mLXRoZS10ZXN0cw", purpose: "sign-in", issuedAt: issuedAt.getTime() }))}`;
    expect(await take(forged, "sign-in", undefined, issuedAt)).toEqual({ status: "none" });
  });

  it("forgets the used challenges once they have expired, and only those", async () => {
    const { db } = getHandle();
    const ceremonyAt = async (at: Date) => {
      const jar = createCookieJar(cookies, null);
      keepChallenge(jar, randomBytes(32).toString("base64url"), "register", "awa", at);
      const header = cookieHeaderFrom(await jar.setCookieHeaders());
      expect(await take(header, "register", "awa", at)).toMatchObject({ status: "taken" });
      return header;
    };
    await ceremonyAt(issuedAt);
    const later = new Date(issuedAt.getTime() + 60 * 60_000);
    const laterCeremony = await ceremonyAt(later);

    expect(await deleteExpiredChallenges(db, new Date(issuedAt.getTime() + 299_999))).toBe(0);
    expect(await deleteExpiredChallenges(db, new Date(later.getTime() + 299_999))).toBeGreaterThanOrEqual(1);
    // The later ceremony's challenge has not expired: it is still remembered, and sent again still a replay.
    expect(await take(laterCeremony, "register", "awa", new Date(later.getTime() + 1000))).toEqual({ status: "replayed" });
    expect(await deleteExpiredChallenges(db, new Date(later.getTime() + 300_000))).toBe(1);
  });
});

const rp = { rpID: "localhost", origins: ["http://localhost:3000"] };
const chrome = "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

describeOnEachEngine("staff passkeys", (getHandle) => {
  async function account(name: string) {
    const created = await createAccount(getHandle().db, { name, email: `${name.toLowerCase()}.${Date.now()}@kheops.cm`, role: "writer" });
    if (created === "taken") throw new Error("address taken");
    return { accountId: created.id, staffName: created.name, email: created.email };
  }

  it("adds a key to the signed-in account, excludes it from the next options, and signs in with it", async () => {
    const { db } = getHandle();
    const awa = await account("Awa");
    const key = softwareKey(awa.accountId);
    const options = await registrationOptions(db, awa, rp.rpID);
    expect(options).toMatchObject({ rp: { name: "Kheops Digital", id: "localhost" }, user: { name: awa.email, displayName: "Awa" } });
    expect(options.authenticatorSelection).toMatchObject({ residentKey: "preferred", userVerification: "required" });
    expect(options.excludeCredentials).toEqual([]);

    const saved = await savePasskey(db, awa, key.register(options.challenge, "localhost", "http://localhost:3000"), {
      challenge: options.challenge,
      ...rp,
      userAgent: chrome,
    });
    expect(saved).toMatchObject({ status: "saved", passkey: { id: key.id, label: "Chrome sur Android", lastUsedAt: null } });
    expect((await registrationOptions(db, awa, rp.rpID)).excludeCredentials).toEqual([
      { id: key.id, type: "public-key", transports: ["internal"] },
    ]);

    const signIn = await authenticationOptions(rp.rpID);
    expect(signIn.allowCredentials).toEqual([]);
    const now = new Date();
    const result = await checkPasskeySignIn(
      db,
      key.assert(signIn.challenge, "localhost", "http://localhost:3000"),
      { challenge: signIn.challenge, ...rp },
      now,
    );
    expect(result).toMatchObject({ status: "ok", account: { id: awa.accountId, name: "Awa" } });
    const [listed] = await listPasskeys(db, awa.accountId);
    expect(listed?.lastUsedAt).toBe(now.toISOString());
    const stored = await db.selectFrom("staff_passkey").select("counter").where("id", "=", key.id).executeTakeFirstOrThrow();
    expect(Number(stored.counter)).toBe(1);
  });

  it("refuses a key answering another challenge, another site, an unknown key, and a disabled account's key", async () => {
    const { db } = getHandle();
    const paul = await account("Paul");
    const key = softwareKey(paul.accountId);
    const options = await registrationOptions(db, paul, rp.rpID);
    const otherChallenge = (await registrationOptions(db, paul, rp.rpID)).challenge;
    const answer = key.register(options.challenge, "localhost", "http://localhost:3000");
    expect(await savePasskey(db, paul, answer, { challenge: otherChallenge, ...rp, userAgent: chrome })).toMatchObject({
      status: "refused",
    });
    const phished = key.register(options.challenge, "localhost", "https://evil.example");
    expect(await savePasskey(db, paul, phished, { challenge: options.challenge, ...rp, userAgent: chrome })).toMatchObject({
      status: "refused",
    });
    expect(await savePasskey(db, paul, { id: "x" }, { challenge: options.challenge, ...rp, userAgent: chrome })).toMatchObject({
      status: "refused",
    });
    expect(await savePasskey(db, paul, answer, { challenge: options.challenge, ...rp, userAgent: chrome })).toMatchObject({
      status: "saved",
    });

    const { challenge } = await authenticationOptions(rp.rpID);
    const stranger = softwareKey(paul.accountId);
    expect(await checkPasskeySignIn(db, stranger.assert(challenge, "localhost", "http://localhost:3000"), { challenge, ...rp })).toEqual({
      status: "unknown",
    });
    expect(
      await checkPasskeySignIn(db, key.assert("b3RoZXItY2hhbGxlbmdl", "localhost", "http://localhost:3000"), { challenge, ...rp }),
    ).toEqual({
      status: "refused",
    });
    expect(await checkPasskeySignIn(db, key.assert(challenge, "evil.example", "https://evil.example"), { challenge, ...rp })).toEqual({
      status: "refused",
    });
    await db.updateTable("staff_account").set({ disabled_at: new Date().toISOString() }).where("id", "=", paul.accountId).execute();
    expect(await checkPasskeySignIn(db, key.assert(challenge, "localhost", "http://localhost:3000"), { challenge, ...rp })).toEqual({
      status: "disabled",
    });
  });

  it("lists and removes only the account's own keys: another account's key is not found, and stays", async () => {
    const { db } = getHandle();
    const awa = await account("Awa");
    const paul = await account("Paul");
    for (const owner of [awa, paul]) {
      const options = await registrationOptions(db, owner, rp.rpID);
      const answer = softwareKey(owner.accountId).register(options.challenge, "localhost", "http://localhost:3000");
      expect(await savePasskey(db, owner, answer, { challenge: options.challenge, ...rp, userAgent: chrome })).toMatchObject({
        status: "saved",
      });
    }
    const [awasKey] = await listPasskeys(db, awa.accountId);
    const [paulsKey] = await listPasskeys(db, paul.accountId);
    if (!awasKey || !paulsKey) throw new Error("keys not saved");
    expect(await listPasskeys(db, awa.accountId)).toEqual([awasKey]);

    expect(await removePasskey(db, awa.accountId, paulsKey.id)).toBeUndefined();
    expect(await listPasskeys(db, paul.accountId)).toEqual([paulsKey]);
    expect(await removePasskey(db, awa.accountId, awasKey.id)).toEqual(awasKey);
    expect(await listPasskeys(db, awa.accountId)).toEqual([]);
    expect(await removePasskey(db, awa.accountId, awasKey.id)).toBeUndefined();
  });
});
