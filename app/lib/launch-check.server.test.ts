import { describe, expect, it } from "vitest";
import { ConfigError, developmentSessionSecret, parseConfig } from "./config.server";
import { exampleSettings } from "./example-settings";
import { checkLaunch, isLoopbackUrl, type LaunchSettings } from "./launch-check.server";

/** A configuration a real launch accepts: no problem, no warning. */
const ready: LaunchSettings = {
  SITE_URL: "https://kheops.cm",
  SESSION_SECRET: "k7Qp2vX9mL4sR8tW1yZ6bN3cF5hJ0dGa",
  ADMIN_PASSWORD: "trois pirogues au large de Limbé",
  AGENCY_PHONE: "+237 6 77 12 34 56",
  AGENCY_EMAIL: "bonjour@kheops-digital.cm",
  WHATSAPP_NUMBER: "237677123456",
  COMPANY_RCCM: "RC/DLA/2021/B/1234",
  COMPANY_NIU: "M012345678901Z",
  CHECKOUT_URL_SALES_METHOD: "https://paiement.kheops-digital.cm/methodologie",
  CHECKOUT_URL_COMMUNITY_MANAGER: "https://paiement.kheops-digital.cm/community-manager",
  SMTP_URL: "smtps://site:secret@smtp.kheops-digital.cm:465",
  BACKUP_REPOSITORY: "sftp:sauvegarde@coffre.kheops-digital.cm:/kheops-site",
  BACKUP_PASSWORD_FILE: "/etc/kheops-site/restic-password",
};

function readyEnv(extra: Record<string, string | undefined> = {}): Record<string, string | undefined> {
  return { NODE_ENV: "production", ...(ready as unknown as Record<string, string>), ...extra };
}

function refusal(env: Record<string, string | undefined>): string {
  try {
    parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  throw new Error("the configuration was accepted");
}

describe("the launch check", () => {
  it("finds nothing to say about a real launch's settings", () => {
    expect(checkLaunch(ready)).toEqual({ problems: [], warnings: [] });
  });

  it.each([
    ["http://localhost:3000", "une adresse de cette machine"],
    ["https://127.0.0.1:8443", "une adresse de cette machine"],
    ["http://[::1]:3000", "une adresse de cette machine"],
    ["http://kheops.cm", "doit commencer par https://"],
  ])("refuses SITE_URL %s", (siteUrl, reason) => {
    const [problem] = checkLaunch({ ...ready, SITE_URL: siteUrl }).problems;
    expect(problem).toContain("SITE_URL");
    expect(problem).toContain(reason);
  });

  it.each([
    ["court", "est trop faible"],
    ["a".repeat(48), "est trop faible"],
    ["ababababababababababababababababab", "est trop faible"],
  ])("refuses SESSION_SECRET %s", (secret, reason) => {
    expect(checkLaunch({ ...ready, SESSION_SECRET: secret }).problems).toEqual([expect.stringContaining(`SESSION_SECRET ${reason}`)]);
  });

  it.each([
    ["Kh3ops!", "est trop faible"],
    ["motdepasse", "est trop faible"],
    ["MotDePasse2026", "est trop faible"],
    ["Mot-de-passe!!", "est trop faible"],
    ["Administrateur1", "est trop faible"],
    ["123456789012345", "est trop faible"],
    ["aaaaaaaaaaaaaaaa", "est trop faible"],
  ])("refuses ADMIN_PASSWORD %s", (password, reason) => {
    expect(checkLaunch({ ...ready, ADMIN_PASSWORD: password }).problems).toEqual([expect.stringContaining(`ADMIN_PASSWORD ${reason}`)]);
  });

  it("only warns without ADMIN_PASSWORD: it creates the first account of a fresh install, and is not needed after", () => {
    const report = checkLaunch({ ...ready, ADMIN_PASSWORD: undefined });
    expect(report.problems).toEqual([]);
    expect(report.warnings).toEqual([expect.stringContaining("ADMIN_PASSWORD n'est pas défini")]);
  });

  it("warns, naming each one, about public settings still at the example values of .env.example", () => {
    const warnings = checkLaunch({ ...ready, ...exampleSettings }).warnings;
    expect(warnings).toHaveLength(Object.keys(exampleSettings).length);
    for (const name of Object.keys(exampleSettings)) expect(warnings.join("\n")).toContain(`${name} garde la valeur d'exemple`);
    expect(checkLaunch({ ...ready, ...exampleSettings }).problems).toEqual([]);
  });

  it("warns when leads are forwarded nowhere", () => {
    expect(checkLaunch({ ...ready, SMTP_URL: undefined }).warnings).toEqual([
      expect.stringContaining("Ni SMTP_URL ni FORMS_WEBHOOK_URL"),
      expect.stringContaining("Pas de SMTP_URL"),
    ]);
  });

  it("says why no newsletter confirmation link leaves without SMTP_URL, even when leads go to a webhook", () => {
    const warnings = checkLaunch({ ...ready, SMTP_URL: undefined, FORMS_WEBHOOK_URL: "https://hooks.exemple.cm/leads" }).warnings;
    expect(warnings).toEqual([
      "Pas de SMTP_URL\u00a0: aucun lien de confirmation ne part, les inscriptions à la newsletter sont enregistrées mais restent en attente (et sont supprimées au bout de 30\u00a0jours sans confirmation)",
    ]);
    expect(checkLaunch(ready).warnings).toEqual([]);
  });

  it("warns, without refusing to start, while nothing is backed up", () => {
    const report = checkLaunch({ ...ready, BACKUP_REPOSITORY: undefined, BACKUP_PASSWORD_FILE: undefined });
    expect(report.problems).toEqual([]);
    expect(report.warnings).toEqual([expect.stringContaining("Ni BACKUP_REPOSITORY ni BACKUP_PASSWORD_FILE\u00a0: rien n'est sauvegardé")]);
    expect(report.warnings[0]).toContain("docs/operations.md");
    const config = parseConfig(readyEnv({ BACKUP_REPOSITORY: undefined, BACKUP_PASSWORD_FILE: undefined }));
    expect(config.launch.warnings).toEqual(report.warnings);
  });

  it("knows the addresses of this machine", () => {
    expect(["http://localhost:3000", "http://127.0.0.1:4000", "http://app.localhost", "http://[::1]"].map(isLoopbackUrl)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(["https://kheops.cm", "https://localhost.kheops.cm", "pas une adresse"].map(isLoopbackUrl)).toEqual([false, false, false]);
  });
});

describe("a production start", () => {
  it("refuses with one French message listing every problem", () => {
    const message = refusal({ NODE_ENV: "production", SITE_URL: "http://kheops.cm", ADMIN_PASSWORD: "admin" });
    expect(message.split("\n")).toEqual([
      "Configuration invalide :",
      expect.stringMatching(/^- SITE_URL doit commencer par https:\/\//),
      expect.stringMatching(/^- SESSION_SECRET n'est pas défini/),
      expect.stringMatching(/^- ADMIN_PASSWORD est trop faible/),
    ]);
  });

  it("starts with a real launch's settings, and keeps the warnings for the log and the admin", () => {
    const config = parseConfig(readyEnv({ AGENCY_PHONE: exampleSettings.AGENCY_PHONE }));
    expect(config.launch.problems).toEqual([]);
    expect(config.launch.warnings).toEqual([expect.stringContaining("AGENCY_PHONE garde la valeur d'exemple")]);
  });

  it("is not checked outside production", () => {
    expect(parseConfig({ NODE_ENV: "development" }).SESSION_SECRET).toBe(developmentSessionSecret);
  });
});

describe("a local preview (LOCAL_PREVIEW=1)", () => {
  it("starts on this machine with what a launch lacks as warnings, and a secret of its own", () => {
    const first = parseConfig({ NODE_ENV: "production", LOCAL_PREVIEW: "1" });
    const second = parseConfig({ NODE_ENV: "production", LOCAL_PREVIEW: "1" });
    expect(first.HOST).toBe("127.0.0.1");
    expect(first.launch.problems).toEqual([]);
    expect(first.launch.warnings.join("\n")).toContain("SITE_URL vaut http://localhost:3000");
    expect(first.launch.warnings.join("\n")).toContain("ADMIN_PASSWORD n'est pas défini");
    expect(first.SESSION_SECRET).not.toBe(developmentSessionSecret);
    expect(first.SESSION_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(second.SESSION_SECRET).not.toBe(first.SESSION_SECRET);
  });

  it("keeps a secret and a host that are given", () => {
    const config = parseConfig({ NODE_ENV: "production", LOCAL_PREVIEW: "1", HOST: "0.0.0.0", SESSION_SECRET: ready.SESSION_SECRET });
    expect(config).toMatchObject({ HOST: "0.0.0.0", SESSION_SECRET: ready.SESSION_SECRET });
  });

  it("is refused with a public SITE_URL: a preview is not a launch", () => {
    expect(refusal(readyEnv({ LOCAL_PREVIEW: "1" }))).toContain("- LOCAL_PREVIEW : un aperçu local");
  });
});
