import { spawn } from "node:child_process";
import { mkdtemp, readdir, rm, stat, statfs } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import type SQLite from "better-sqlite3";
import { type Kysely, sql } from "kysely";
import { backupText } from "~/content/backups";
import type { Config } from "../config.server";
import type { Engine } from "../db/db.server";
import type { Database } from "../db/schema";
import { formatBytes } from "../format/number";
import { snapshotFileNames } from "./restic.server";

/** A failure whose French message says what to do (no room, a missing tool…), as shown to whoever reads it. */
export class BackupError extends Error {
  override name = "BackupError";
}

/** The database a snapshot is taken of. */
export interface SnapshotSource {
  engine: Engine;
  db: Kysely<Database>;
  /** SQLite: the site's own better-sqlite3 connection (openDatabase's `sqlite`). */
  sqlite?: SQLite.Database;
  config: Pick<Config, "DATABASE_URL" | "SQLITE_PATH">;
}

/**
 * A postgres:// URL without its password, and the password apart, for a child's PGPASSWORD: a command line
 * is readable by every user of the machine (`ps`), and it ends up in error messages.
 */
export function splitPassword(databaseUrl: string): { url: string; password: string | undefined } {
  const url = new URL(databaseUrl);
  const password = url.password ? decodeURIComponent(url.password) : undefined;
  url.password = "";
  return { url: url.toString(), password };
}

/** `text` with every secret of `databaseUrl` (its password, raw and encoded) replaced. */
export function withoutSecrets(text: string, databaseUrl: string | undefined): string {
  if (!databaseUrl) return text;
  let password: string | undefined;
  try {
    password = new URL(databaseUrl).password;
  } catch {
    return text;
  }
  if (!password) return text;
  return [password, decodeURIComponent(password)].reduce((result, secret) => result.split(secret).join("***"), text);
}

/** Runs a PostgreSQL tool with the password in its environment; rejects with the end of what it wrote on standard error. */
export function runPostgresTool(tool: "pg_dump" | "pg_restore", args: string[], databaseUrl: string, signal?: AbortSignal): Promise<void> {
  const { password } = splitPassword(databaseUrl);
  return new Promise((resolvePromise, reject) => {
    const env: NodeJS.ProcessEnv = { ...process.env };
    delete env.DATABASE_URL;
    if (password !== undefined) env.PGPASSWORD = password;
    const child = spawn(tool, args, { env, stdio: ["ignore", "ignore", "pipe"], signal });
    let errors = "";
    child.stderr.on("data", (chunk: Buffer) => {
      errors = (errors + chunk.toString()).slice(-8_192);
    });
    child.once("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") reject(new BackupError(backupText.toolMissing(tool)));
      else if (error.name === "AbortError") reject(new BackupError(backupText.interrupted));
      else reject(error);
    });
    child.once("close", (code) => {
      if (code === 0) resolvePromise();
      else if (signal?.aborted) reject(new BackupError(backupText.interrupted));
      else
        reject(new BackupError(backupText.toolFailed(tool, withoutSecrets(errors.trim().split("\n").slice(-4).join(" / "), databaseUrl))));
    });
  });
}

/** How big the copy will be, about: the SQLite file's pages, or PostgreSQL's database (a dump is smaller). */
async function estimateSnapshotBytes(source: SnapshotSource): Promise<number> {
  if (source.engine === "sqlite") {
    const sqlite = requireSqlite(source);
    return Number(sqlite.pragma("page_count", { simple: true })) * Number(sqlite.pragma("page_size", { simple: true }));
  }
  const { rows } = await sql<{ size: string | number }>`select pg_database_size(current_database()) as size`.execute(source.db);
  return Number(rows[0]?.size ?? 0);
}

function requireSqlite(source: SnapshotSource): SQLite.Database {
  if (!source.sqlite) throw new BackupError(backupText.noSqliteConnection);
  return source.sqlite;
}

/**
 * Writes a consistent copy of the database to `file` (a new file); resolves with its size.
 *
 * SQLite: the online backup of the site's own connection, a hundred pages a step, each step between two of the
 * site's own tasks: its writers wait a step at most, and what they write through this connection meanwhile is
 * carried into the copy. A write by another process restarts the copy; the restarted one is made in a single
 * step, which a WAL reader does without stopping anyone else's writes.
 * PostgreSQL: `pg_dump --format=custom --compress=0`, in one transaction of its own.
 * Either way the copy holds every write committed before it started.
 */
async function writeSnapshot(source: SnapshotSource, file: string, signal?: AbortSignal): Promise<number> {
  if (source.engine === "sqlite") {
    const sqlite = requireSqlite(source);
    // A step that finds the connection inside a write transaction (one awaiting something else between its
    // statements) is refused as busy or locked: the copy starts again, a few times.
    for (let attempt = 1; ; attempt++) {
      try {
        await copySqlite(sqlite, file, signal);
        break;
      } catch (error) {
        const code = (error as { code?: string }).code ?? "";
        if (attempt >= 5 || !/^SQLITE_(BUSY|LOCKED)/.test(code)) throw error;
        await rm(file, { force: true });
        await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
      }
    }
  } else {
    const databaseUrl = source.config.DATABASE_URL;
    if (!databaseUrl) throw new Error("a PostgreSQL snapshot needs DATABASE_URL");
    await runPostgresTool(
      "pg_dump",
      // Not compressed: restic compresses, and finds the unchanged tables of the last dump only in plain bytes.
      ["--format=custom", "--compress=0", "--no-password", "--file", file, "--dbname", splitPassword(databaseUrl).url],
      databaseUrl,
      signal,
    );
  }
  return (await stat(file)).size;
}

/** One online backup of `sqlite` into `file`, a hundred pages a step; once restarted by another process's write, in one step. */
async function copySqlite(sqlite: SQLite.Database, file: string, signal: AbortSignal | undefined): Promise<void> {
  let remaining = Number.POSITIVE_INFINITY;
  let restarted = false;
  await sqlite.backup(file, {
    progress({ totalPages, remainingPages }) {
      if (signal?.aborted) throw new BackupError(backupText.interrupted);
      if (remainingPages > remaining) restarted = true;
      remaining = remainingPages;
      return restarted ? totalPages : 100;
    },
  });
}

const megabyte = 1024 * 1024;

/**
 * Refuses (a BackupError) to write `bytes` to `folder` when its disk lacks the room, and, when it is the SQLite
 * database's own disk, when the copy would leave it less than DISK_FREE_WARNING_MB: the backup must never fill
 * the disk the site writes its leads to. A tenth more than the estimate is asked for, as the copy may grow.
 */
export async function checkRoom(
  folder: string,
  bytes: number,
  { databaseFolder, reserveMb }: { databaseFolder?: string; reserveMb: number },
): Promise<void> {
  const disk = await statfs(folder);
  const free = disk.bavail * disk.bsize;
  const needed = Math.ceil(bytes * 1.1);
  const databaseDisk = databaseFolder === undefined ? undefined : (await stat(databaseFolder).catch(() => undefined))?.dev;
  const sameDisk = databaseDisk !== undefined && (await stat(folder)).dev === databaseDisk;
  if (sameDisk && free - needed < reserveMb * megabyte) {
    throw new BackupError(
      backupText.noRoomOnDatabaseDisk(folder, formatBytes(free), formatBytes(needed), formatBytes(reserveMb * megabyte)),
    );
  }
  if (free < needed) throw new BackupError(backupText.noRoom(folder, formatBytes(free), formatBytes(needed)));
}

const tempPrefix = "kheops-backup-";

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * A folder of its own in `parent` (BACKUP_TEMP_DIR, or the system's), named with this process's id; resolves
 * with it and with how to remove it. Folders left by a process of this machine that died (kill -9) are removed
 * first: nothing else would.
 */
export async function makeTempFolder(parent: string): Promise<{ folder: string; remove: () => Promise<void> }> {
  for (const entry of await readdir(parent).catch(() => [] as string[])) {
    const pid = Number(/^kheops-backup-(\d+)-/.exec(entry)?.[1]);
    if (pid && pid !== process.pid && !isAlive(pid)) await rm(join(parent, entry), { recursive: true, force: true });
  }
  const folder = await mkdtemp(join(parent, `${tempPrefix}${process.pid}-`));
  return { folder, remove: () => rm(folder, { recursive: true, force: true }) };
}

/** The temporary folder's parent: BACKUP_TEMP_DIR, or the system's. */
export function tempParentOf(config: Pick<Config, "BACKUP_TEMP_DIR">): string {
  return resolve(config.BACKUP_TEMP_DIR ?? tmpdir());
}

/** The SQLite database's folder, whose disk the check keeps room on; none for PostgreSQL (its disk is the server's). */
export function databaseFolderOf(source: Pick<SnapshotSource, "engine" | "config">): string | undefined {
  return source.engine === "sqlite" ? dirname(resolve(source.config.SQLITE_PATH)) : undefined;
}

/** Takes the copy of `source` in `folder`: its path and size, after checking the disk keeps room for it. */
export async function takeSnapshot(
  source: SnapshotSource,
  folder: string,
  { reserveMb, signal }: { reserveMb: number; signal?: AbortSignal },
): Promise<{ file: string; bytes: number }> {
  await checkRoom(folder, await estimateSnapshotBytes(source), { databaseFolder: databaseFolderOf(source), reserveMb });
  const file = join(folder, snapshotFileNames[source.engine]);
  const bytes = await writeSnapshot(source, file, signal);
  return { file, bytes };
}
