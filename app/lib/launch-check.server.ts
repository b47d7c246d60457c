import { launchText } from "~/content/operator";
import { exampleSettings } from "./example-settings";

/**
 * What a real launch needs. Problems stop a production start (parseConfig lists them with the other
 * bad settings); warnings let it start but are logged at every start, printed by `npm run doctor` and
 * shown in the admin's 'Santé' view. A local preview (LOCAL_PREVIEW=1) turns the problems into warnings.
 */
export interface LaunchReport {
  problems: string[];
  warnings: string[];
}

/** The settings the check reads; SESSION_SECRET absent means "not set" (not the development default). */
export interface LaunchSettings {
  SITE_URL: string;
  SESSION_SECRET?: string;
  ADMIN_PASSWORD?: string;
  AGENCY_PHONE: string;
  AGENCY_EMAIL: string;
  WHATSAPP_NUMBER: string;
  COMPANY_RCCM: string;
  COMPANY_NIU: string;
  CHECKOUT_URL_SALES_METHOD: string;
  CHECKOUT_URL_COMMUNITY_MANAGER: string;
  SMTP_URL?: string;
  FORMS_WEBHOOK_URL?: string;
  BACKUP_REPOSITORY?: string;
  BACKUP_PASSWORD_FILE?: string;
}

const minimumSecretLength = 32;
const minimumPasswordLength = 12;

// Passwords an attacker tries first, compared without case, accents or separators.
const obviousPasswords = [
  "motdepasse",
  "password",
  "admin",
  "administrateur",
  "kheops",
  "kheopsdigital",
  "azerty",
  "qwerty",
  "bienvenue",
  "welcome",
  "letmein",
  "changeme",
  "secret",
  "douala",
  "cameroun",
];

const loopbackHosts = new Set(["localhost", "127.0.0.1", "[::1]", "0.0.0.0", "[::]"]);

/** True when the address names this machine (localhost, 127.x, ::1): fine for a preview, never for a launch. */
export function isLoopbackUrl(url: string): boolean {
  try {
    const { hostname } = new URL(url);
    return loopbackHosts.has(hostname) || hostname.endsWith(".localhost") || /^127\./.test(hostname);
  } catch {
    return false;
  }
}

function distinctCharacters(text: string): number {
  return new Set(text).size;
}

/** Letters and digits only, lower case, accents removed: "Mot-de-Passe!" → "motdepasse". */
function skeleton(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
}

function isObviousPassword(password: string): boolean {
  const bare = skeleton(password);
  const withoutDigits = bare.replace(/\d+$/, "").replace(/^\d+/, "");
  return /^\d+$/.test(bare) || obviousPasswords.some((word) => bare === word || withoutDigits === word);
}

function siteUrlProblem(siteUrl: string): string | undefined {
  if (isLoopbackUrl(siteUrl)) {
    return launchText.loopbackSiteUrl(siteUrl);
  }
  if (!siteUrl.startsWith("https://")) return launchText.httpSiteUrl(siteUrl);
  return undefined;
}

function secretProblem(secret: string | undefined): string | undefined {
  if (!secret) {
    return launchText.noSecret(minimumSecretLength);
  }
  if (secret.length < minimumSecretLength || distinctCharacters(secret) < 10) {
    return launchText.weakSecret(minimumSecretLength);
  }
  return undefined;
}

/**
 * A weak ADMIN_PASSWORD is refused: it opens the first account. A missing one is only warned about: it
 * serves a fresh install only, and once the accounts exist (decision 016) the operator may remove it.
 */
function passwordProblem(password: string | undefined): string | undefined {
  if (!password) return undefined;
  if (password.length < minimumPasswordLength || distinctCharacters(password) < 6 || isObviousPassword(password)) {
    return launchText.weakPassword(minimumPasswordLength);
  }
  return undefined;
}

/** Public settings still at the example value of .env.example: the site would show the example to visitors. */
function exampleWarnings(settings: ExampleChecked): string[] {
  const labels: Record<keyof typeof exampleSettings, string> = launchText.exampleLabels;
  return (Object.keys(labels) as (keyof typeof exampleSettings)[])
    .filter((name) => settings[name] === exampleSettings[name])
    .map((name) => launchText.exampleValue(name, exampleSettings[name], labels[name]));
}

/** Everything a launch needs, as problems (refused) and warnings (started, but said loudly). */
export function checkLaunch(settings: LaunchSettings): LaunchReport {
  const problems = [siteUrlProblem(settings.SITE_URL), secretProblem(settings.SESSION_SECRET), passwordProblem(settings.ADMIN_PASSWORD)];
  const warnings = exampleWarnings(settings);
  if (!settings.ADMIN_PASSWORD) warnings.push(launchText.noPassword);
  if (!settings.SMTP_URL && !settings.FORMS_WEBHOOK_URL) {
    warnings.push(launchText.noLeadChannel);
  }
  // The newsletter's confirmation links leave by mail only (double opt-in): a webhook does not send them.
  if (!settings.SMTP_URL) warnings.push(launchText.noConfirmationMail);
  // A warning, not a refusal: a site without backups still serves its visitors, and a first install has none yet.
  if (!settings.BACKUP_REPOSITORY || !settings.BACKUP_PASSWORD_FILE) warnings.push(launchText.noBackup);
  return { problems: problems.filter((problem) => problem !== undefined), warnings };
}

/** The public facts the launch check compares with their example values, by the name of their setting. */
export type ExampleChecked = Pick<LaunchSettings, keyof typeof exampleSettings>;

/**
 * The report as the agency's facts leave it (« Réglages », app/lib/facts): the example-value warnings are those of
 * the values the site shows now, not of the environment's, so a warning ends once the staff set the real value.
 */
export function launchWithFacts(report: LaunchReport, environment: ExampleChecked, shown: ExampleChecked): LaunchReport {
  const fromEnvironment = new Set(exampleWarnings(environment));
  const others = report.warnings.filter((warning) => !fromEnvironment.has(warning));
  return { problems: report.problems, warnings: [...exampleWarnings(shown), ...others] };
}
