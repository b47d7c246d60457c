import { z } from "zod";

// Empty variables are treated as unset (see parseConfig), so optional means "absent".
const optionalText = z.string().trim().min(1).optional();

// z.url() alone accepts any scheme (ftp:, javascript:, mailto:); these settings must be http(s).
const url = (name: string) =>
  z.url({ protocol: z.regexes.httpProtocol, message: `${name} doit être une adresse http(s) complète, par exemple https://exemple.cm` });

/**
 * Every setting the site reads from the environment, with the default that
 * makes `npm start` work on a fresh machine. `.env.example` documents each one.
 */
export const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: z.coerce
    .number({ message: "PORT doit être un nombre" })
    .int()
    .min(0, "PORT doit être compris entre 0 et 65535")
    .max(65535, "PORT doit être compris entre 0 et 65535")
    .default(3000),
  TRUST_PROXY: z
    .enum(["true", "false"], { message: "TRUST_PROXY doit valoir true ou false" })
    .default("false")
    .transform((value) => value === "true"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SITE_URL: url("SITE_URL")
    .default("http://localhost:3000")
    .transform((value) => value.replace(/\/+$/, "")),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "DATABASE_URL doit commencer par postgres:// ou postgresql://")
    .optional(),
  SQLITE_PATH: z.string().min(1).default("data/site.db"),
  AGENCY_PHONE: z.string().min(6, "AGENCY_PHONE doit contenir un numéro de téléphone").default("+237 6 99 00 00 00"),
  AGENCY_EMAIL: z.email({ message: "AGENCY_EMAIL doit être une adresse e-mail valide" }).default("contact@kheops.cm"),
  WHATSAPP_NUMBER: z
    .string()
    .regex(/^\d{8,15}$/, "WHATSAPP_NUMBER doit contenir uniquement des chiffres, indicatif compris (ex. 237699000000)")
    .default("237699000000"),
  SOCIAL_FACEBOOK_URL: url("SOCIAL_FACEBOOK_URL").default("https://www.facebook.com/kheopsdigital"),
  COMPANY_RCCM: z.string().min(1).default("RC/DLA/2020/B/0000"),
  COMPANY_NIU: z.string().min(1).default("M000000000000A"),
  CHECKOUT_URL_SALES_METHOD: url("CHECKOUT_URL_SALES_METHOD").default("https://pay.kheops.cm/la-methodologie-de-la-vente"),
  CHECKOUT_URL_COMMUNITY_MANAGER: url("CHECKOUT_URL_COMMUNITY_MANAGER").default("https://pay.kheops.cm/community-manager-de-choc"),
  /** Unset: the e-book "Vendre avec 0 F" shows a disabled "Bientôt disponible" button. */
  CHECKOUT_URL_SELL_WITHOUT_BUDGET: url("CHECKOUT_URL_SELL_WITHOUT_BUDGET").optional(),
  SMTP_URL: z
    .string()
    .regex(
      /^smtps?:\/\//,
      "SMTP_URL doit commencer par smtp:// ou smtps://, par exemple smtps://utilisateur:motdepasse@smtp.exemple.cm:465",
    )
    .optional(),
  LEADS_MAIL_TO: z.email({ message: "LEADS_MAIL_TO doit être une adresse e-mail valide" }).optional(),
  LEADS_MAIL_FROM: z.email({ message: "LEADS_MAIL_FROM doit être une adresse e-mail valide" }).optional(),
  FORMS_WEBHOOK_URL: url("FORMS_WEBHOOK_URL").optional(),
  OUTBOX_MAX_ATTEMPTS: z.coerce.number({ message: "OUTBOX_MAX_ATTEMPTS doit être un nombre" }).int().min(1).max(50).default(8),
  OUTBOX_POLL_MS: z.coerce.number({ message: "OUTBOX_POLL_MS doit être un nombre" }).int().min(100).max(600_000).default(5000),
  FORMS_RATE_LIMIT_PER_MINUTE: z.coerce
    .number({ message: "FORMS_RATE_LIMIT_PER_MINUTE doit être un nombre" })
    .int()
    .min(1)
    .max(10_000)
    .default(10),
  GA4_MEASUREMENT_ID: optionalText,
  GA4_API_SECRET: optionalText,
  GA4_ENDPOINT: url("GA4_ENDPOINT").default("https://www.google-analytics.com/mp/collect"),
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Reads the settings from `env`; a bad value throws a message naming each variable. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
  const result = configSchema.safeParse(present);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `- ${issue.path.join(".")}: ${issue.message}`);
  throw new ConfigError(`Configuration invalide :\n${lines.join("\n")}`);
}

let current: Config | undefined;

/** The process-wide settings, read once from process.env. */
export function getConfig(): Config {
  current ??= parseConfig(process.env);
  return current;
}
