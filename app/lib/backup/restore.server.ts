import { existsSync } from "node:fs";
import { rename, rm } from "node:fs/promises";
import { basename, dirname, join, resolve } from "node:path";
import SQLite from "better-sqlite3";
import pg from "pg";
import { backupText } from "~/content/backups";
import type { Engine } from "../db/db.server";
import { formatIsoDateTime } from "../format/date";
import { dumpSnapshot, listSnapshots, type ResticSettings, type SnapshotInfo } from "./restic.server";
import { BackupError, checkRoom, makeTempFolder, runPostgresTool, splitPassword } from "./snapshot.server";

/** Where a snapshot is restored: a new SQLite file, or an empty PostgreSQL database. */
export type RestoreTarget = { engine: "sqlite"; path: string } | { engine: "postgres"; url: string };

/** `--to`'s value as a target: a postgres:// URL, or a file path. */
export function parseTarget(to: string): RestoreTarget {
  return /^postgres(ql)?:\/\//.test(to) ? { engine: "postgres", url: to } : { engine: "sqlite", path: resolve(to) };
}

/** The target as it may be printed: a file's path, or a URL without its password. */
export function describeTarget(target: RestoreTarget): string {
  return target.engine === "sqlite" ? target.path : splitPassword(target.url).url;
}

/** The default target of a SQLite snapshot: a new file next to the database, named with the snapshot's time in Douala. */
export function defaultSqliteTarget(sqlitePath: string, time: Date): string {
  const stamp = formatIsoDateTime(time).slice(0, 16).replace(" ", "-").replace(":", "h");
  return join(dirname(resolve(sqlitePath)), `site-restauree-${stamp}.db`);
}

/** The snapshot `which` names: `latest`, or the start of an id (as `npm run backups` prints them). */
export async function findSnapshot(settings: ResticSettings, which: string): Promise<SnapshotInfo & { engine: Engine; fileName: string }> {
  const snapshots = await listSnapshots(settings);
  if (snapshots.length === 0) throw new BackupError(backupText.emptyRepository);
  const matches =
    which === "latest"
      ? snapshots.filter((snapshot) => snapshot.engine).slice(-1)
      : snapshots.filter((snapshot) => snapshot.id.startsWith(which));
  if (matches.length === 0) throw new BackupError(backupText.snapshotNotFound(which));
  if (matches.length > 1) throw new BackupError(backupText.snapshotAmbiguous(which));
  const [snapshot] = matches;
  if (!snapshot?.engine || !snapshot.fileName) throw new BackupError(backupText.notOurSnapshot(snapshot?.shortId ?? which));
  return { ...snapshot, engine: snapshot.engine, fileName: snapshot.fileName };
}

/**
 * Whether a process holds the SQLite file open, as a running site does: the site's connection (WAL) keeps a
 * shared lock on the file, so asking for an exclusive lock, without waiting, is refused.
 */
export function sqliteFileInUse(path: string): boolean {
  const probe = new SQLite(path, { fileMustExist: true, timeout: 0 });
  try {
    probe.pragma("locking_mode = EXCLUSIVE");
    probe.exec("BEGIN EXCLUSIVE");
    probe.exec("COMMIT");
    return false;
  } catch (error) {
    if ((error as { code?: string }).code?.startsWith("SQLITE_BUSY")) return true;
    throw error;
  } finally {
    probe.close();
  }
}

export interface RestoredDatabase {
  /** "ok", or what PRAGMA integrity_check found (SQLite); undefined for PostgreSQL, which pg_restore checked. */
  integrity: string | undefined;
  /** The migrations applied in the restored database, by name, in order. */
  migrations: string[];
  tables: Array<{ name: string; rows: number }>;
  /** With --force over a SQLite file: where the database it replaced was moved (with its -wal and -shm), never deleted. */
  keptAs?: string;
}

/** Reads back a restored SQLite file: its integrity, its migrations and every table's row count. */
export function inspectSqlite(path: string): RestoredDatabase {
  const database = new SQLite(path, { fileMustExist: true });
  try {
    const integrity = (database.pragma("integrity_check", { simple: false }) as Array<{ integrity_check: string }>)
      .map((row) => row.integrity_check)
      .join("; ");
    const names = database
      .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name")
      .pluck()
      .all() as string[];
    const tables = names.map((name) => ({
      name,
      rows: Number(
        database
          .prepare(`select count(*) from "${name.replaceAll('"', '""')}"`)
          .pluck()
          .get(),
      ),
    }));
    const migrations = names.includes("kysely_migration")
      ? (database.prepare("select name from kysely_migration order by name").pluck().all() as string[])
      : [];
    return { integrity, migrations, tables };
  } finally {
    database.close();
  }
}

/** Reads back a restored PostgreSQL database: its migrations and every table's row count. */
async function inspectPostgres(url: string): Promise<RestoredDatabase> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const names = (
      await client.query<{ name: string }>("select tablename as name from pg_tables where schemaname = 'public' order by tablename")
    ).rows.map((row) => row.name);
    const tables: RestoredDatabase["tables"] = [];
    for (const name of names) {
      const { rows } = await client.query<{ count: string }>(`select count(*) as count from "${name.replaceAll('"', '""')}"`);
      tables.push({ name, rows: Number(rows[0]?.count ?? 0) });
    }
    const migrations = names.includes("kysely_migration")
      ? (await client.query<{ name: string }>("select name from kysely_migration order by name")).rows.map((row) => row.name)
      : [];
    return { integrity: undefined, migrations, tables };
  } finally {
    await client.end();
  }
}

export type MigrationCheck =
  | { status: "up-to-date"; latest: string }
  | { status: "behind"; missing: string[] }
  | { status: "ahead"; unknown: string[] }
  | { status: "none" };

/** The restored database's migrations against the code's (`known`, the names in migrations/). */
export function compareMigrations(applied: string[], known: string[]): MigrationCheck {
  if (applied.length === 0) return { status: "none" };
  const unknown = applied.filter((name) => !known.includes(name));
  if (unknown.length > 0) return { status: "ahead", unknown };
  const missing = known.filter((name) => !applied.includes(name));
  if (missing.length > 0) return { status: "behind", missing };
  return { status: "up-to-date", latest: applied.at(-1) ?? "" };
}

export interface RestoreOptions {
  settings: ResticSettings;
  snapshot: SnapshotInfo & { engine: Engine; fileName: string };
  target: RestoreTarget;
  /** Replace an existing SQLite file (never one a process holds), or restore into a PostgreSQL database others are connected to. */
  force?: boolean;
  /** Where a PostgreSQL dump waits for pg_restore (BACKUP_TEMP_DIR, or the system's). */
  tempParent: string;
  /**
   * The site's SQLite folder and DISK_FREE_WARNING_MB: a restored file (or a dump) on that disk must leave it the
   * room the site needs, as a backup's copy must.
   */
  room?: { databaseFolder?: string; reserveMb: number };
  signal?: AbortSignal;
}

/**
 * Restores a snapshot into a new database and reads it back. SQLite: the file is written next to the target
 * under another name, checked (PRAGMA integrity_check), then renamed into place; an existing target is
 * refused unless `force`, and even then when a process holds it. PostgreSQL: the target must be an empty
 * database; the dump is loaded by pg_restore --no-owner in a single transaction.
 */
export async function restoreSnapshot({
  settings,
  snapshot,
  target,
  force = false,
  tempParent,
  room = { reserveMb: 0 },
  signal,
}: RestoreOptions): Promise<RestoredDatabase> {
  if (target.engine !== snapshot.engine) {
    throw new BackupError(backupText.engineMismatch(snapshot.shortId, snapshot.engine === "postgres" ? "PostgreSQL" : "SQLite"));
  }
  return target.engine === "sqlite"
    ? restoreSqlite(settings, snapshot, target.path, force, room, signal)
    : restorePostgres(settings, snapshot, target.url, force, tempParent, room, signal);
}

async function restoreSqlite(
  settings: ResticSettings,
  snapshot: SnapshotInfo & { fileName: string },
  path: string,
  force: boolean,
  room: NonNullable<RestoreOptions["room"]>,
  signal: AbortSignal | undefined,
): Promise<RestoredDatabase> {
  const folder = dirname(path);
  if (!existsSync(folder)) throw new BackupError(backupText.targetFolderMissing(folder));
  const exists = existsSync(path);
  if (exists && !force) throw new BackupError(backupText.targetExists(path));
  if (exists && sqliteFileInUse(path)) throw new BackupError(backupText.targetInUse(path));
  await checkRoom(folder, snapshot.bytes ?? 0, room);
  const partial = join(folder, `.${basename(path)}.restauration-${process.pid}`);
  const removePartial = () => Promise.all(["", "-wal", "-shm", "-journal"].map((suffix) => rm(`${partial}${suffix}`, { force: true })));
  await removePartial(); // left by a restore that was killed
  try {
    await dumpSnapshot(settings, { id: snapshot.id, fileName: snapshot.fileName, target: partial, signal });
    const restored = inspectSqlite(partial);
    if (restored.integrity !== "ok") throw new BackupError(backupText.integrityFailed(restored.integrity ?? ""));
    // The database replaced is moved aside with its journal, never deleted: its -wal may hold the last commits,
    // and a restore that turns out wrong can be undone. Its journal must not be applied to the new file either.
    const keptAs = exists ? `${path}.${backupText.replacedSuffix}-${Date.now()}` : undefined;
    if (keptAs) {
      for (const suffix of ["", "-wal", "-shm", "-journal"]) {
        if (existsSync(`${path}${suffix}`)) await rename(`${path}${suffix}`, `${keptAs}${suffix}`);
      }
    }
    await rename(partial, path);
    return keptAs ? { ...restored, keptAs } : restored;
  } finally {
    await removePartial();
  }
}

async function restorePostgres(
  settings: ResticSettings,
  snapshot: SnapshotInfo & { fileName: string },
  url: string,
  force: boolean,
  tempParent: string,
  room: NonNullable<RestoreOptions["room"]>,
  signal: AbortSignal | undefined,
): Promise<RestoredDatabase> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1)) || "postgres";
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: objects } = await client.query<{ count: string }>(
      `select count(*) as count from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg_toast%' and n.nspname not like 'pg_temp%'`,
    );
    if (Number(objects[0]?.count ?? 0) > 0) throw new BackupError(backupText.postgresNotEmpty(name));
    const { rows: others } = await client.query<{ count: string }>(
      "select count(*) as count from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
    );
    const connections = Number(others[0]?.count ?? 0);
    if (connections > 0 && !force) throw new BackupError(backupText.postgresInUse(name, String(connections)));
  } finally {
    await client.end();
  }
  const temp = await makeTempFolder(tempParent);
  try {
    await checkRoom(temp.folder, snapshot.bytes ?? 0, room);
    const file = join(temp.folder, snapshot.fileName);
    await dumpSnapshot(settings, { id: snapshot.id, fileName: snapshot.fileName, target: file, signal });
    await runPostgresTool(
      "pg_restore",
      ["--no-owner", "--no-acl", "--exit-on-error", "--single-transaction", "--no-password", "--dbname", splitPassword(url).url, file],
      url,
      signal,
    );
  } finally {
    await temp.remove();
  }
  return inspectPostgres(url);
}
