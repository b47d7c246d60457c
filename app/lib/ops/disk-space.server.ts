import { statfs } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import type { Config } from "../config.server";

/** The free and total space of the file system a folder is on. */
export interface DiskSpace {
  /** The folder that was measured (absolute). */
  folder: string;
  /** What the site's user may still write (blocks available to unprivileged users, as `df` says). */
  freeBytes: number;
  totalBytes: number;
}

/** The space of the disk that holds `folder`; null when the folder cannot be read (missing, no permission). */
async function diskSpaceOf(folder: string): Promise<DiskSpace | null> {
  const absolute = resolve(folder);
  try {
    const stats = await statfs(absolute);
    return { folder: absolute, freeBytes: stats.bavail * stats.bsize, totalBytes: stats.blocks * stats.bsize };
  } catch {
    return null;
  }
}

/**
 * The site's state folder: the folder of SQLITE_PATH (data/ by default, /var/lib/kheops-site under systemd). It holds
 * the SQLite database, or with PostgreSQL the start marker (app/lib/db/start-marker.server.ts) and nothing else:
 * PostgreSQL's own disk is on its server, out of this process's sight.
 */
export function stateFolderOf(config: Pick<Config, "SQLITE_PATH">): string {
  return resolve(dirname(config.SQLITE_PATH));
}

export interface DiskHealth {
  engine: "sqlite" | "postgres";
  /** The state folder, measured. */
  folder: string;
  /** Its disk's space, or null when it cannot be read. */
  space: Pick<DiskSpace, "freeBytes" | "totalBytes"> | null;
  /** DISK_FREE_WARNING_MB in bytes (1 MB = 1 024 × 1 024 bytes, as `df -m` counts). */
  warningBytes: number;
  /** Less free space than the warning's threshold. */
  low: boolean;
}

/** « Santé »'s disk: the free and total space where the database (SQLite) or the site's state (PostgreSQL) lives. */
export async function loadDiskHealth(config: Pick<Config, "SQLITE_PATH" | "DATABASE_URL" | "DISK_FREE_WARNING_MB">): Promise<DiskHealth> {
  const folder = stateFolderOf(config);
  const measured = await diskSpaceOf(folder);
  const space = measured ? { freeBytes: measured.freeBytes, totalBytes: measured.totalBytes } : null;
  const warningBytes = config.DISK_FREE_WARNING_MB * 1024 * 1024;
  return {
    engine: config.DATABASE_URL ? "postgres" : "sqlite",
    folder,
    space,
    warningBytes,
    low: space !== null && space.freeBytes < warningBytes,
  };
}
