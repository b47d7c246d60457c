import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Kysely, sql } from "kysely";
import { onTestFinished, vi } from "vitest";
import { runBackup } from "~/lib/backup/backup.server";
import type { ResticSettings } from "~/lib/backup/restic.server";
import type { Config } from "~/lib/config.server";
import type { DatabaseHandle, Engine } from "~/lib/db/db.server";
import type { Database } from "~/lib/db/schema";
import { withTimeout } from "../../scripts/lib/wait";
import { silentLogger } from "./site-services";

export { storePictures } from "../../scripts/lib/sample-data";

/** Why restic cannot run here, or undefined when it can. */
export function resticUnavailableReason(): string | undefined {
  const probe = spawnSync("restic", ["version"], { stdio: "ignore" });
  return probe.status === 0 ? undefined : "restic is not installed (apt-get install restic)";
}

export interface TestRepository {
  /** The backup settings as the environment gives them: the repository, its password file and the temporary folder. */
  env: { BACKUP_REPOSITORY: string; BACKUP_PASSWORD_FILE: string; BACKUP_TEMP_DIR: string };
  settings: ResticSettings;
  tempDir: string;
}

/**
 * A restic repository in a temp dir (not created yet: the first backup does), its password file, a temporary folder
 * and restic's cache; removed when the test ends.
 */
export function testRepository(): TestRepository {
  const dir = mkdtempSync(join(tmpdir(), "site-restic-"));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  // restic's cache, in the test's folder rather than the user's home (restic and the commands read the environment).
  vi.stubEnv("RESTIC_CACHE_DIR", join(dir, "cache"));
  onTestFinished(() => {
    vi.unstubAllEnvs();
  });
  const passwordFile = join(dir, "password");
  writeFileSync(passwordFile, `${randomBytes(24).toString("base64url")}\n`, { mode: 0o600 });
  const repository = join(dir, "repository");
  const tempDir = join(dir, "temp");
  mkdirSync(tempDir);
  return {
    env: { BACKUP_REPOSITORY: repository, BACKUP_PASSWORD_FILE: passwordFile, BACKUP_TEMP_DIR: tempDir },
    settings: { repository, passwordFile },
    tempDir,
  };
}

/** A run of `npm run backup` in the test's own process, on a SQLite database (createTestSqlite), at `now`. */
export function backupNow(sqlite: DatabaseHandle, config: Config, now?: () => Date) {
  return runBackup({ db: sqlite.db, engine: "sqlite", sqlite: sqlite.sqlite, config, logger: silentLogger, trigger: "command", now });
}

/** The tables of the database, by name (the migrations' bookkeeping included). */
export async function tableNames(db: Kysely<Database>, engine: Engine): Promise<string[]> {
  const query =
    engine === "sqlite"
      ? sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`
      : sql<{ name: string }>`select tablename as name from pg_tables where schemaname = 'public' order by tablename`;
  return (await query.execute(db)).rows.map((row) => row.name);
}

/** Every row of every table (but `except`), each table's rows in a stable order: two databases compared whole. */
export async function everyRow(db: Kysely<Database>, engine: Engine, except: string[] = []): Promise<Record<string, unknown[]>> {
  const tables: Record<string, unknown[]> = {};
  for (const name of await tableNames(db, engine)) {
    if (except.includes(name)) continue;
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(db);
    tables[name] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return tables;
}

/** A backup command (scripts/<script>.ts) run as `npm run` runs it, on this Node, with `env` on top; its exit code and output. */
export function backupCommand(
  script: "backup" | "backups" | "restore",
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", `scripts/${script}.ts`, ...args], {
    env: { ...process.env, DATABASE_URL: "", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once("close", (code) => resolve({ code, stdout, stderr })),
  );
  return withTimeout(exited, { timeoutMs: 90_000, what: () => `npm run ${script} -- ${args.join(" ")}: ${stdout}${stderr}` });
}
