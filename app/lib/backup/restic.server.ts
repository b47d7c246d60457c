import { spawn } from "node:child_process";
import { open } from "node:fs/promises";
import { backupText } from "~/content/backups";
import type { Config } from "../config.server";
import type { Engine } from "../db/db.server";
import { formatIsoDateTime, timeZone } from "../format/date";

/** Where restic keeps the snapshots, and the file holding the repository's password (never the password itself). */
export interface ResticSettings {
  repository: string;
  passwordFile: string;
}

/** The backup settings of `config`, or undefined when backups are not set up (both are required together). */
export function resticSettingsOf(config: Pick<Config, "BACKUP_REPOSITORY" | "BACKUP_PASSWORD_FILE">): ResticSettings | undefined {
  const { BACKUP_REPOSITORY: repository, BACKUP_PASSWORD_FILE: passwordFile } = config;
  return repository && passwordFile ? { repository, passwordFile } : undefined;
}

/** The one file each snapshot holds, named by the engine, so every snapshot of a site has the same path. */
export const snapshotFileNames: Record<Engine, string> = { sqlite: "site.db", postgres: "site.pgdump" };

/** Marks the snapshots of the site, as opposed to anything else someone stores in the same repository. */
const siteTag = "kheops-site";

/** A failure of restic, with what it said on standard error (restic never prints the password). */
export class ResticError extends Error {
  override name = "ResticError";
  constructor(
    message: string,
    readonly stderr: string,
    readonly code: number | null,
  ) {
    super(message);
  }
}

/**
 * The environment restic runs with: the repository and the password file in its own variables (never on a
 * command line, which `ps` shows), the backend's credentials it reads itself (AWS_*, B2_*…), none of the site's
 * secrets, and the agency's time zone, in which `forget --keep-daily` counts days.
 */
function resticEnvironment(settings: ResticSettings): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of withheld) delete env[name];
  return { ...env, RESTIC_REPOSITORY: settings.repository, RESTIC_PASSWORD_FILE: settings.passwordFile, TZ: timeZone };
}

const withheld = [
  "DATABASE_URL",
  "PGPASSWORD",
  "SESSION_SECRET",
  "ADMIN_PASSWORD",
  "SMTP_URL",
  "AI_API_KEY",
  "GA4_API_SECRET",
  "UNSPLASH_ACCESS_KEY",
  "PEXELS_API_KEY",
  "PIXABAY_API_KEY",
  "RESTIC_PASSWORD",
  "RESTIC_PASSWORD_COMMAND",
  "RESTIC_REPOSITORY_FILE",
];

/** The last lines restic wrote on standard error, enough to say why. */
function tail(text: string, lines = 6): string {
  return text.trim().split("\n").slice(-lines).join(" / ");
}

interface RunOptions {
  /** A file descriptor restic reads as its standard input (the snapshot), or nothing. */
  stdin?: number;
  /** A file descriptor restic writes its standard output to (a dump), instead of a string. */
  stdout?: number;
  signal?: AbortSignal;
}

/** Runs restic with `args`; resolves with its standard output, rejects with a ResticError naming the step. */
function restic(settings: ResticSettings, step: string, args: string[], { stdin, stdout, signal }: RunOptions = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn("restic", args, {
      env: resticEnvironment(settings),
      stdio: [stdin ?? "ignore", stdout ?? "pipe", "pipe"],
      signal,
    });
    let output = "";
    let errors = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr?.on("data", (chunk: Buffer) => {
      // The end is what says why; a long progress report is cut from its start.
      errors = (errors + chunk.toString()).slice(-16_384);
    });
    child.once("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") reject(new ResticError(backupText.resticMissing, "", null));
      else if (error.name === "AbortError") reject(new ResticError(backupText.interrupted, errors, null));
      else reject(error);
    });
    child.once("close", (code) => {
      if (code === 0) resolve(output);
      else if (signal?.aborted) reject(new ResticError(backupText.interrupted, errors, code));
      else reject(new ResticError(backupText.resticFailed(step, tail(errors) || `code ${code}`), errors, code));
    });
  });
}

/** restic 0.14 says this when the repository does not exist yet (later versions also exit with code 10). */
function isMissingRepository(error: unknown): boolean {
  return error instanceof ResticError && (error.code === 10 || /Is there a repository at the following location\?/.test(error.stderr));
}

/** Creates the repository, which must not exist yet. */
export async function initRepository(settings: ResticSettings, signal?: AbortSignal): Promise<void> {
  await restic(settings, "init", ["init"], { signal });
}

export interface StoreOptions {
  /** The file to store (a database's copy or dump). */
  file: string;
  engine: Engine;
  /** Its size, kept as a tag: restic 0.14 does not say a snapshot's size in its list. */
  bytes: number;
  /** The snapshot's time (the run's start, from the run's clock). */
  time: Date;
  signal?: AbortSignal;
}

/**
 * Stores `file` as a snapshot holding one file, `site.db` or `site.pgdump`, tagged with the engine and the
 * size; creates the repository first if it does not exist yet. restic reads the file through a descriptor it
 * is given, not through this process: if this process dies half-way, restic never sees a file cut short.
 * Resolves with the snapshot's id.
 */
export async function storeSnapshot(settings: ResticSettings, { file, engine, bytes, time, signal }: StoreOptions): Promise<string> {
  const args = [
    "backup",
    "--json",
    "--quiet",
    "--stdin",
    "--stdin-filename",
    snapshotFileNames[engine],
    "--tag",
    siteTag,
    "--tag",
    `engine=${engine}`,
    "--tag",
    `bytes=${bytes}`,
    "--time",
    // Read by restic in the time zone it runs in, the agency's (resticEnvironment).
    formatIsoDateTime(time),
  ];
  const once = async () => {
    const handle = await open(file, "r");
    try {
      return await restic(settings, "backup", args, { stdin: handle.fd, signal });
    } finally {
      await handle.close();
    }
  };
  let output: string;
  try {
    output = await once();
  } catch (error) {
    if (!isMissingRepository(error)) throw error;
    await initRepository(settings, signal);
    output = await once();
  }
  const summary = output
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as { message_type?: string; snapshot_id?: string })
    .find((message) => message.message_type === "summary");
  if (!summary?.snapshot_id) throw new ResticError(backupText.noSnapshotId, output, 0);
  return summary.snapshot_id;
}

export interface KeepPolicy {
  daily: number;
  weekly: number;
  monthly: number;
}

/** The retention of the settings. */
export function keepPolicyOf(config: Pick<Config, "BACKUP_KEEP_DAILY" | "BACKUP_KEEP_WEEKLY" | "BACKUP_KEEP_MONTHLY">): KeepPolicy {
  return { daily: config.BACKUP_KEEP_DAILY, weekly: config.BACKUP_KEEP_WEEKLY, monthly: config.BACKUP_KEEP_MONTHLY };
}

/**
 * Forgets the site's snapshots the policy does not keep and prunes their data: the last snapshot of each of the
 * last `daily` days, `weekly` weeks and `monthly` months (in the agency's time zone) stays. Snapshots are
 * grouped by their file, not by the machine that made them, so several instances share one policy. A lock left
 * by a restic killed on this machine is removed once, then the forget is tried again.
 */
export async function applyRetention(settings: ResticSettings, keep: KeepPolicy, signal?: AbortSignal): Promise<void> {
  const args = ["forget", "--tag", siteTag, "--group-by", "paths", "--keep-daily", String(keep.daily)];
  if (keep.weekly > 0) args.push("--keep-weekly", String(keep.weekly));
  if (keep.monthly > 0) args.push("--keep-monthly", String(keep.monthly));
  args.push("--prune");
  try {
    await restic(settings, "forget", args, { signal });
  } catch (error) {
    if (!(error instanceof ResticError) || !/locked/i.test(error.stderr)) throw error;
    await restic(settings, "unlock", ["unlock"], { signal });
    await restic(settings, "forget", args, { signal });
  }
}

export interface SnapshotInfo {
  id: string;
  shortId: string;
  time: Date;
  hostname: string;
  /** The engine of the database it holds, read from its file. */
  engine: Engine | undefined;
  /** The file it holds, `site.db` or `site.pgdump`. */
  fileName: string | undefined;
  /** The stored file's size, when the snapshot has the tag. */
  bytes: number | undefined;
}

interface ResticSnapshot {
  id: string;
  short_id: string;
  time: string;
  hostname: string;
  paths?: string[];
  tags?: string[];
}

/** The repository's snapshots, oldest first; none when the repository does not exist yet. */
export async function listSnapshots(settings: ResticSettings, signal?: AbortSignal): Promise<SnapshotInfo[]> {
  let output: string;
  try {
    output = await restic(settings, "snapshots", ["snapshots", "--json"], { signal });
  } catch (error) {
    if (isMissingRepository(error)) return [];
    throw error;
  }
  const snapshots = JSON.parse(output || "[]") as ResticSnapshot[] | null;
  return (snapshots ?? [])
    .map((snapshot) => {
      const fileName = snapshot.paths
        ?.map((path) => path.replace(/^\//, ""))
        .find((path) => Object.values(snapshotFileNames).includes(path));
      const engine = (Object.keys(snapshotFileNames) as Engine[]).find((name) => snapshotFileNames[name] === fileName);
      const bytesTag = snapshot.tags?.find((tag) => tag.startsWith("bytes="));
      return {
        id: snapshot.id,
        shortId: snapshot.short_id,
        time: new Date(snapshot.time),
        hostname: snapshot.hostname,
        engine,
        fileName,
        bytes: bytesTag ? Number(bytesTag.slice("bytes=".length)) : undefined,
      };
    })
    .sort((a, b) => a.time.getTime() - b.time.getTime());
}

/** Writes the file of snapshot `id` (`fileName`, as listed) to `target`, a new file. */
export async function dumpSnapshot(
  settings: ResticSettings,
  { id, fileName, target, signal }: { id: string; fileName: string; target: string; signal?: AbortSignal },
): Promise<void> {
  const handle = await open(target, "wx");
  try {
    await restic(settings, "dump", ["dump", id, `/${fileName}`], { stdout: handle.fd, signal });
    await handle.sync();
  } finally {
    await handle.close();
  }
}
