import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "./config.server";

/** The ConfigError parseConfig throws for `env`, to look at its message. */
function configErrorFor(env: Record<string, string | undefined>): ConfigError {
  try {
    parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`parseConfig accepted ${JSON.stringify(env)}`);
}

describe("parseConfig", () => {
  it("gives defaults that let the site start on a fresh machine", () => {
    const config = parseConfig({});

    expect(config.PORT).toBe(3000);
    expect(config.SITE_URL).toBe("http://localhost:3000");
    expect(config.SQLITE_PATH).toBe("data/site.db");
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.NODE_ENV).toBe("development");
    expect(config.GA4_MEASUREMENT_ID).toBeUndefined();
    expect(config.GA4_API_SECRET).toBeUndefined();
    expect(config.GA4_ENDPOINT).toBe("https://www.google-analytics.com/mp/collect");
  });

  it("treats empty variables as unset", () => {
    const config = parseConfig({ PORT: "", SITE_URL: "", DATABASE_URL: "", SQLITE_PATH: "", AGENCY_EMAIL: "", GA4_API_SECRET: "" });

    expect(config).toEqual(parseConfig({}));
  });

  it("reads the values it is given", () => {
    const config = parseConfig({
      PORT: "8080",
      SITE_URL: "https://kheops.cm",
      DATABASE_URL: "postgres://site:secret@db.internal:5432/site",
      SQLITE_PATH: "/var/lib/site/site.db",
      AGENCY_EMAIL: "bonjour@kheops.cm",
      GA4_MEASUREMENT_ID: "G-ABC123",
      GA4_API_SECRET: "s3cret",
    });

    expect(config).toMatchObject({
      PORT: 8080,
      SITE_URL: "https://kheops.cm",
      DATABASE_URL: "postgres://site:secret@db.internal:5432/site",
      SQLITE_PATH: "/var/lib/site/site.db",
      AGENCY_EMAIL: "bonjour@kheops.cm",
      GA4_MEASUREMENT_ID: "G-ABC123",
      GA4_API_SECRET: "s3cret",
    });
  });

  it("accepts a postgresql:// DATABASE_URL too", () => {
    expect(parseConfig({ DATABASE_URL: "postgresql://localhost/site" }).DATABASE_URL).toBe("postgresql://localhost/site");
  });

  it("removes trailing slashes from SITE_URL", () => {
    expect(parseConfig({ SITE_URL: "https://kheops.cm/" }).SITE_URL).toBe("https://kheops.cm");
    expect(parseConfig({ SITE_URL: "https://kheops.cm///" }).SITE_URL).toBe("https://kheops.cm");
  });

  it.each([
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["PORT", "80.5"],
    ["SITE_URL", "pas-une-url"],
    ["SITE_URL", "ftp://kheops.cm"],
    ["DATABASE_URL", "mysql://x"],
    ["AGENCY_EMAIL", "pas-un-email"],
    ["GA4_ENDPOINT", "javascript:alert(1)"],
  ])("refuses %s=%s with a ConfigError naming the variable", (name, value) => {
    const error = configErrorFor({ [name]: value });

    expect(error.name).toBe("ConfigError");
    expect(error.message).toContain(`- ${name}: `);
  });

  it("names every bad variable at once", () => {
    const error = configErrorFor({ PORT: "abc", SITE_URL: "pas-une-url", AGENCY_EMAIL: "x" });

    expect(error.message).toContain("PORT");
    expect(error.message).toContain("SITE_URL");
    expect(error.message).toContain("AGENCY_EMAIL");
    expect(error.message).not.toContain("DATABASE_URL");
  });

  describe("TRUST_PROXY", () => {
    it("trusts no proxy by default, or a number of them, or their addresses", () => {
      expect(parseConfig({}).TRUST_PROXY).toBe(false);
      expect(parseConfig({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
      expect(parseConfig({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
      expect(parseConfig({ TRUST_PROXY: "127.0.0.1, 10.0.0.0/8,loopback,::1" }).TRUST_PROXY).toEqual([
        "127.0.0.1",
        "10.0.0.0/8",
        "loopback",
        "::1",
      ]);
    });

    it.each(["true", "yes", "10.0.0.0/33", "nginx", "1.2.3"])("refuses %s, saying why 'true' is not accepted", (value) => {
      const error = configErrorFor({ TRUST_PROXY: value });
      expect(error.message).toContain("- TRUST_PROXY: ");
      expect(error.message).toContain("true n'est pas accepté");
    });
  });

  describe("SESSION_SECRET", () => {
    it("has a development default, so `npm run dev` and the tests start without one", () => {
      expect(parseConfig({}).SESSION_SECRET.length).toBeGreaterThanOrEqual(32);
      expect(parseConfig({ SESSION_SECRET: "x".repeat(40) }).SESSION_SECRET).toBe("x".repeat(40));
    });

    it("is required in production, with the other problems of a launch in the same message", () => {
      expect(configErrorFor({ NODE_ENV: "production" }).message).toContain("- SESSION_SECRET n'est pas défini");
      expect(configErrorFor({ NODE_ENV: "production", SESSION_SECRET: "court" }).message).toContain("- SESSION_SECRET est trop faible");
      const both = configErrorFor({ NODE_ENV: "production", PORT: "abc" }).message;
      expect(both).toContain("- PORT: ");
      expect(both).toContain("- SESSION_SECRET n'est pas défini");
      expect(both).toContain("- SITE_URL vaut http://localhost:3000");
      expect(both).not.toContain("ADMIN_PASSWORD");
    });
  });

  describe("instances behind nginx", () => {
    it("caps the live-stats streams, keeps public pages 5 s in a shared cache and bounds slow clients by default", () => {
      expect(parseConfig({})).toMatchObject({
        STATS_STREAMS_PER_IP: 6,
        STATS_STREAMS_MAX: 1000,
        PUBLIC_PAGE_CACHE_SECONDS: 5,
        HTTP_HEADERS_TIMEOUT_MS: 10_000,
        HTTP_REQUEST_TIMEOUT_MS: 30_000,
        HTTP_KEEP_ALIVE_TIMEOUT_MS: 5000,
      });
    });

    it("reads the values it is given, 0 included for the page cache", () => {
      const config = parseConfig({
        STATS_STREAMS_PER_IP: "2",
        STATS_STREAMS_MAX: "50",
        PUBLIC_PAGE_CACHE_SECONDS: "0",
        HTTP_HEADERS_TIMEOUT_MS: "2000",
        HTTP_REQUEST_TIMEOUT_MS: "2000",
        HTTP_KEEP_ALIVE_TIMEOUT_MS: "65000",
      });

      expect(config).toMatchObject({
        STATS_STREAMS_PER_IP: 2,
        STATS_STREAMS_MAX: 50,
        PUBLIC_PAGE_CACHE_SECONDS: 0,
        HTTP_HEADERS_TIMEOUT_MS: 2000,
        HTTP_REQUEST_TIMEOUT_MS: 2000,
        HTTP_KEEP_ALIVE_TIMEOUT_MS: 65_000,
      });
    });

    it.each([
      ["STATS_STREAMS_PER_IP", "0", "STATS_STREAMS_PER_IP doit être un nombre entier compris entre 1 et 1000"],
      ["STATS_STREAMS_MAX", "beaucoup", "STATS_STREAMS_MAX doit être un nombre"],
      ["PUBLIC_PAGE_CACHE_SECONDS", "61", "PUBLIC_PAGE_CACHE_SECONDS doit être un nombre entier compris entre 0 et 60"],
      ["PUBLIC_PAGE_CACHE_SECONDS", "1.5", "PUBLIC_PAGE_CACHE_SECONDS doit être un nombre entier compris entre 0 et 60"],
      ["HTTP_HEADERS_TIMEOUT_MS", "999", "HTTP_HEADERS_TIMEOUT_MS doit être un nombre entier compris entre 1000 et 300000"],
      ["HTTP_REQUEST_TIMEOUT_MS", "0", "HTTP_REQUEST_TIMEOUT_MS doit être un nombre entier compris entre 1000 et 3600000"],
      ["HTTP_KEEP_ALIVE_TIMEOUT_MS", "-1", "HTTP_KEEP_ALIVE_TIMEOUT_MS doit être un nombre entier compris entre 1000 et 600000"],
    ])("refuses %s=%s in French", (name, value, message) => {
      expect(configErrorFor({ [name]: value }).message).toContain(`- ${name}: ${message}`);
    });

    it("refuses a headers timeout longer than the request timeout, along with the other problems", () => {
      const message = "- HTTP_HEADERS_TIMEOUT_MS: HTTP_HEADERS_TIMEOUT_MS ne peut pas dépasser HTTP_REQUEST_TIMEOUT_MS\u00a0:";
      expect(configErrorFor({ HTTP_HEADERS_TIMEOUT_MS: "40000" }).message).toContain(message);
      const both = configErrorFor({ HTTP_HEADERS_TIMEOUT_MS: "5000", HTTP_REQUEST_TIMEOUT_MS: "4000", PORT: "abc" }).message;
      expect(both).toContain(message);
      expect(both).toContain("- PORT: ");
    });
  });
});
