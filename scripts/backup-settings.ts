/**
 * What the backup commands (scripts/backup.ts, backups.ts, restore.ts) share: the settings, read as the site
 * reads them, and a logger on standard error, so that what they print for a person stays readable on stdout.
 */
import { readdirSync } from "node:fs";
import pino from "pino";
import { backupText } from "../app/content/backups";
import { resticSettingsOf } from "../app/lib/backup/restic.server";
import { type Config, parseConfig } from "../app/lib/config.server";

/** The settings and the restic repository's; exits with a French message when backups are not set up. */
export function backupCommandSettings() {
  let config: Config;
  try {
    config = parseConfig(process.env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  const settings = resticSettingsOf(config);
  if (!settings) {
    console.error(backupText.notConfigured);
    process.exit(1);
  }
  return { config, settings };
}

/** The runs' warnings and errors (with the original error) as JSON lines on standard error. */
export const commandLogger = pino({ level: "warn", base: { service: "backup" } }, pino.destination(2));

/** The migrations this code knows, by name, oldest first (the files of migrations/, as the site applies them). */
export function knownMigrations(): string[] {
  return readdirSync(new URL("../migrations/", import.meta.url))
    .filter((file) => file.endsWith(".ts"))
    .map((file) => file.replace(/\.ts$/, ""))
    .sort();
}
