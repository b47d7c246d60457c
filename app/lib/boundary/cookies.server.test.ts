import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createCookieJar, createSiteCookies, newAnonymousId } from "./cookies.server";

const secret = "a-test-secret-of-at-least-32-characters";
const cookies = createSiteCookies({ SESSION_SECRET: secret, SITE_URL: "http://localhost:3000" });

/** The Cookie header a browser would send back after these Set-Cookie headers. */
const cookieHeaderFrom = (setCookies: string[]) => setCookies.map((line) => line.split(";")[0]).join("; ");

async function issued(name: Parameters<ReturnType<typeof createCookieJar>["set"]>[0], value: string) {
  const jar = createCookieJar(cookies, null);
  jar.set(name, value as never);
  return jar.setCookieHeaders();
}

describe("the site's cookies", () => {
  it("are signed, HttpOnly, site-wide and SameSite=Lax; preferences and the visitor id last a year, the session id the session", async () => {
    const [currency] = await issued("currency", "EUR");
    expect(currency).toMatch(/^kh_devise=[^;]+\.[^;]+; Max-Age=31536000; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(currency).not.toContain("kh_devise=EUR;");
    expect((await issued("consent", "accepted"))[0]).toContain("Max-Age=31536000");
    expect((await issued("visitor", newAnonymousId()))[0]).toMatch(/^kh_visiteur=.+Max-Age=31536000/);
    expect((await issued("session", newAnonymousId()))[0]).not.toContain("Max-Age");
  });

  it("are Secure when SITE_URL is https", async () => {
    const secure = createCookieJar(createSiteCookies({ SESSION_SECRET: secret, SITE_URL: "https://kheops.cm" }), null);
    secure.set("consent", "refused");
    expect((await secure.setCookieHeaders())[0]).toContain("; Secure");
  });

  it("read back what they wrote", async () => {
    const header = cookieHeaderFrom([...(await issued("currency", "USD")), ...(await issued("consent", "refused"))]);
    const jar = createCookieJar(cookies, `theme=dark; ${header}`);
    expect(await jar.get("currency")).toBe("USD");
    expect(await jar.get("consent")).toBe("refused");
    expect(await jar.get("visitor")).toBeUndefined();
    expect(await jar.setCookieHeaders()).toEqual([]);
  });

  it("refuse a tampered value, a value signed with another secret and an invented visitor id", async () => {
    const [line = ""] = await issued("visitor", "0123456789abcdef0123456789abcdef");
    const value = line.split(";")[0]?.split("=").slice(1).join("=") ?? "";
    const otherId = Buffer.from(JSON.stringify("ffffffffffffffffffffffffffffffff")).toString("base64");
    const forged = `${encodeURIComponent(otherId)}.${value.split(".")[1]}`;
    expect(await createCookieJar(cookies, `kh_visiteur=${value}`).get("visitor", { acceptUnsigned: false })).toBe(
      "0123456789abcdef0123456789abcdef",
    );
    expect(await createCookieJar(cookies, `kh_visiteur=${forged}`).get("visitor", { acceptUnsigned: false })).toBeUndefined();

    const other = createCookieJar(
      createSiteCookies({ SESSION_SECRET: "another-secret-also-32-characters-long", SITE_URL: "http://x" }),
      null,
    );
    other.set("visitor", "0123456789abcdef0123456789abcdef");
    const fromOtherSite = cookieHeaderFrom(await other.setCookieHeaders());
    expect(await createCookieJar(cookies, fromOtherSite).get("visitor", { acceptUnsigned: false })).toBeUndefined();
    expect(
      await createCookieJar(cookies, "kh_visiteur=0123456789abcdef0123456789abcdef").get("visitor", { acceptUnsigned: false }),
    ).toBeUndefined();
  });

  it("read a value signed as React Router signed it, so the cookies browsers already hold stay valid, but not a tampered one", async () => {
    // Written by hand as React Router's createCookie wrote it: the JSON, base64-encoded from UTF-8, a dot,
    // the HMAC-SHA256 of that base64 with the secret, in base64 without its padding, all percent-encoded.
    const signedTheOldWay = (value: unknown, key = secret) => {
      const encoded = Buffer.from(JSON.stringify(value), "utf8").toString("base64");
      const signature = createHmac("sha256", key).update(encoded).digest("base64").replace(/=+$/, "");
      return encodeURIComponent(`${encoded}.${signature}`);
    };
    const notice = { notice: { tone: "done", text: "Article « Élève » publié ✓" }, accountId: "a1", madeAt: 1_790_000_000_000 };
    const jar = createCookieJar(cookies, `kh_devise=${signedTheOldWay("XAF")}; kh_avis=${signedTheOldWay(notice)}`);
    expect(await jar.get("currency", { acceptUnsigned: false })).toBe("XAF");
    expect(await jar.get("notice", { acceptUnsigned: false })).toEqual(notice);
    // And what the site writes now is the same, byte for byte.
    const written = createCookieJar(cookies, null);
    written.set("notice", notice as never);
    expect((await written.setCookieHeaders())[0]).toBe(`kh_avis=${signedTheOldWay(notice)}; Max-Age=60; Path=/; HttpOnly; SameSite=Lax`);

    const [encoded, signature] = decodeURIComponent(signedTheOldWay("XAF")).split(".");
    const otherValue = Buffer.from(JSON.stringify("EUR"), "utf8").toString("base64");
    for (const tampered of [
      encodeURIComponent(`${otherValue}.${signature}`),
      encodeURIComponent(`${encoded}.${signature?.slice(0, -1)}`),
      encodeURIComponent(`${encoded}.${signature}=`),
      signedTheOldWay("XAF", "another-secret-also-32-characters-long"),
      encodeURIComponent(encoded ?? ""),
    ]) {
      for (const name of ["kh_devise", "currency"])
        expect(await createCookieJar(cookies, `${name}=${tampered}`).get("currency", { acceptUnsigned: false })).toBeUndefined();
    }
  });

  it("are cleared with an empty value, Max-Age=0 and an Expires in 1970", async () => {
    const jar = createCookieJar(cookies, null);
    jar.clear("staff");
    expect(await jar.setCookieHeaders()).toEqual([
      "kh_admin=; Max-Age=0; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax",
    ]);
  });

  it("take a preference still in the old unsigned format once, and send it back signed under its name", async () => {
    const jar = createCookieJar(cookies, "currency=EUR; cookie_consent=accepted; kh_visiteur=0123456789abcdef0123456789abcdef");
    expect(await jar.get("currency")).toBe("EUR");
    expect(await jar.get("consent")).toBe("accepted");
    expect(await jar.get("visitor")).toBe("0123456789abcdef0123456789abcdef");
    const reissued = await jar.setCookieHeaders();
    expect(reissued.map((line) => line.split("=")[0])).toEqual([
      "kh_devise",
      "currency",
      "kh_consentement",
      "cookie_consent",
      "kh_visiteur",
    ]);
    const next = createCookieJar(cookies, cookieHeaderFrom(reissued.filter((line) => !line.includes("Max-Age=0"))));
    expect(await next.get("currency", { acceptUnsigned: false })).toBe("EUR");
    expect(await next.get("consent", { acceptUnsigned: false })).toBe("accepted");
    expect(await next.get("visitor", { acceptUnsigned: false })).toBe("0123456789abcdef0123456789abcdef");
  });

  it("read a cookie under its former name once: written under its French name, cleared under the old one", async () => {
    const former = createSiteCookies({ SESSION_SECRET: secret, SITE_URL: "http://localhost:3000" }).former;
    const sentBefore = [former.currency?.serialize("USD"), former.consent?.serialize("refused"), former.dataSaver?.serialize("on")].map(
      (line) => line?.split(";")[0],
    );
    expect(sentBefore.map((pair) => pair?.split("=")[0])).toEqual(["currency", "cookie_consent", "data_saver"]);
    const jar = createCookieJar(cookies, sentBefore.join("; "));
    expect(jar.sent("dataSaver")).toBe(true);
    expect([await jar.get("currency"), await jar.get("consent"), await jar.get("dataSaver")]).toEqual(["USD", "refused", "on"]);
    const answer = await jar.setCookieHeaders();
    for (const [name, formerName] of [
      ["kh_devise", "currency"],
      ["kh_consentement", "cookie_consent"],
      ["kh_economie_donnees", "data_saver"],
    ]) {
      expect(answer.find((line) => line.startsWith(`${name}=`))).toContain("Max-Age=31536000");
      expect(answer.find((line) => line.startsWith(`${formerName}=`))).toMatch(/^[a-z_]+=; Max-Age=0; Path=\/; Expires=Thu, 01 Jan 1970/);
    }
    // The browser now holds the new names only: read as they are, nothing more to write.
    const after = createCookieJar(cookies, cookieHeaderFrom(answer.filter((line) => !line.includes("Max-Age=0"))));
    expect([await after.get("currency"), await after.get("consent"), await after.get("dataSaver")]).toEqual(["USD", "refused", "on"]);
    expect(await after.setCookieHeaders()).toEqual([]);
  });

  it("prefer the cookie under its name to the one under its former name, and clear the former when writing", async () => {
    const current = cookieHeaderFrom(await issued("currency", "EUR"));
    const formerLine = cookies.former.currency?.serialize("USD").split(";")[0];
    const jar = createCookieJar(cookies, `${formerLine}; ${current}`);
    expect(await jar.get("currency")).toBe("EUR");
    jar.set("currency", "XAF");
    expect((await jar.setCookieHeaders()).map((line) => line.split(";")[0])).toEqual([expect.stringMatching(/^kh_devise=.+/), "currency="]);
  });

  it("ignore unknown or malformed values, old or new", async () => {
    for (const header of ["currency=GBP", "currency=eur", "cookie_consent=maybe", "kh_visiteur=1234", "currency=%E0%A4%A", ""]) {
      const jar = createCookieJar(cookies, header);
      expect([await jar.get("currency"), await jar.get("consent"), await jar.get("visitor")]).toEqual([undefined, undefined, undefined]);
      expect(await jar.setCookieHeaders()).toEqual([]);
    }
    const wrongType = createCookieJar(cookies, null);
    wrongType.set("currency", "GBP" as never);
    expect(await createCookieJar(cookies, cookieHeaderFrom(await wrongType.setCookieHeaders())).get("currency")).toBeUndefined();
  });
});
