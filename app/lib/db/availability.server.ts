import { statfsSync, statSync } from "node:fs";
import { dirname } from "node:path";
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import { type DatabaseFile, isDatabaseReachable, recordWriteCheck } from "./db.server";
import type { Database } from "./schema";

/**
 * Why the database would not keep a write now: its disk is full, it is read-only, its storage fails (I/O error), or
 * (SQLite) the file the site has open was deleted (`missing`) or another file put in its place (`replaced`), so what
 * it stores goes to a file nobody will open again.
 */
export type WriteTrouble = "full" | "read-only" | "io-error" | "missing" | "replaced";

/**
 * Whether the database can be reached, and whether it keeps writes, as this instance last saw it. A query that
 * fails because the server is gone (refused, cut, shutting down, starting up) marks it down; from then on a probe
 * asks every second until it answers, and the request boundary answers 503 at once instead of letting each request
 * wait for its own failure. A write that fails for lack of space, read-only or failing storage marks writes refused:
 * pages keep being served, forms and every other write get 503 until a probe's write (every second) is kept again.
 */
export interface DatabaseAvailability {
  isDown(): boolean;
  /**
   * Why a write would not be kept now, or undefined. Asked before every write request: on SQLite it looks at the
   * file (a stat: is it still the one the site opened?) and at its disk (a statfs: is there room left?), then at the
   * last failed write.
   */
  writeTrouble(): WriteTrouble | undefined;
  /** What the file and its disk say (SQLite), without the failed writes: /healthz then tries a write itself. */
  fileTrouble(): WriteTrouble | undefined;
  /** A write was kept (the /healthz one): writes refused since a failed write are taken again. */
  reportWriteKept(): void;
  /** Any error of a database call: only the connection failures and the storage failures count. */
  report(error: unknown): void;
  stop(): void;
}

/** Below this much room for the SQLite file's folder (for the site's user), its disk is full: 1 MiB. */
const fullDiskBelowBytes = 1024 * 1024;

// Node's socket errors, and PostgreSQL's classes 08 (connection exception) and 57P (operator intervention).
const socketCodes = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "EHOSTUNREACH", "ENOTFOUND", "EAI_AGAIN"]);
const lostMessages = [/connection terminated/i, /timeout exceeded when trying to connect/i, /connection (is )?closed/i];

/** True for an error that says the database server cannot be reached, not that a query was wrong. */
export function isConnectionError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && (socketCodes.has(code) || code.startsWith("08") || code.startsWith("57P"))) return true;
  if (lostMessages.some((pattern) => pattern.test(error.message))) return true;
  const inner = error instanceof AggregateError ? error.errors : [error.cause];
  return inner.some((cause) => cause !== error && isConnectionError(cause));
}

/**
 * What a failed write says of the storage: no room left (SQLite's SQLITE_FULL, PostgreSQL's 53100), read-only
 * (SQLITE_READONLY…, a PostgreSQL standby's 25006), an I/O error (SQLITE_IOERR…, 58030); undefined for any other error.
 */
export function storageTroubleOf(error: unknown): Exclude<WriteTrouble, "missing" | "replaced"> | undefined {
  if (!(error instanceof Error)) return undefined;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string") {
    if (code === "SQLITE_FULL" || code === "53100") return "full";
    if (code.startsWith("SQLITE_READONLY") || code === "25006") return "read-only";
    if (code.startsWith("SQLITE_IOERR") || code === "58030") return "io-error";
  }
  return error.cause !== error ? storageTroubleOf(error.cause) : undefined;
}

const troubleText: Record<WriteTrouble, string> = {
  full: "the database's disk is full: forms and other writes answer 503 until there is room again",
  "read-only": "the database is read-only: forms and other writes answer 503 until it takes writes again",
  "io-error": "the database's storage fails (I/O error): forms and other writes answer 503 until a write is kept again",
  missing:
    "the database file at SQLITE_PATH was deleted while the site has it open: what it stores would be lost at the next start, so forms and other writes answer 503; restore the file (docs/operations.md) and restart the site",
  replaced:
    "the database file at SQLITE_PATH is not the one the site opened (replaced while it runs): what the site stores would go to a file nobody reads, so forms and other writes answer 503; restart the site to open the new file",
};

/**
 * What the SQLite file and its disk say now: `missing` or `replaced` when the path no longer leads to the file the
 * site opened (same device and inode), `full` when less than `fullBelowBytes` are left for it.
 */
export function troubleOfFile(file: DatabaseFile, fullBelowBytes = fullDiskBelowBytes): WriteTrouble | undefined {
  const now = statSync(file.path, { throwIfNoEntry: false });
  if (!now) return "missing";
  if (now.dev !== file.dev || now.ino !== file.ino) return "replaced";
  try {
    const disk = statfsSync(dirname(file.path));
    if (disk.bavail * disk.bsize < fullBelowBytes) return "full";
  } catch {
    // A folder that cannot be asked (gone meanwhile): the file's own answer stands.
  }
  return undefined;
}

export function watchDatabaseAvailability(
  db: Kysely<Database>,
  {
    logger,
    probeMs = 1000,
    file,
    fullBelowBytes = fullDiskBelowBytes,
  }: {
    logger: Pick<Logger, "warn" | "info" | "error">;
    probeMs?: number;
    /** The SQLite file the site opened (openDatabase): watched for deletion, replacement and a full disk. */
    file?: DatabaseFile;
    fullBelowBytes?: number;
  },
): DatabaseAvailability {
  let downSince: number | undefined;
  let probe: NodeJS.Timeout | undefined;
  let probing = false;
  // Writes refused since a failed write, until a probe's write is kept.
  let refusedWrites: { trouble: WriteTrouble; since: number } | undefined;
  let writeProbe: NodeJS.Timeout | undefined;
  let writeProbing = false;
  // What the file last said, so that each change is logged once.
  let fileSaid: { trouble: WriteTrouble; since: number } | undefined;

  const markUp = () => {
    clearInterval(probe);
    probe = undefined;
    if (downSince !== undefined) logger.info({ downMs: Date.now() - downSince }, "database reachable again");
    downSince = undefined;
  };

  const markWritable = () => {
    clearInterval(writeProbe);
    writeProbe = undefined;
    if (refusedWrites) logger.info({ refusedMs: Date.now() - refusedWrites.since }, "database keeps writes again");
    refusedWrites = undefined;
  };

  const fileTrouble = (): WriteTrouble | undefined => {
    if (!file) return undefined;
    const trouble = troubleOfFile(file, fullBelowBytes);
    if (trouble === fileSaid?.trouble) return trouble;
    if (trouble) logger.error({ path: file.path, trouble }, troubleText[trouble]);
    else if (fileSaid) logger.info({ path: file.path, troubleMs: Date.now() - fileSaid.since }, "database file and disk fine again");
    fileSaid = trouble ? { trouble, since: Date.now() } : undefined;
    return trouble;
  };

  const refuseWrites = (trouble: WriteTrouble, error: unknown) => {
    if (refusedWrites?.trouble === trouble) return;
    // The original error (SQLITE_FULL…), whatever a rollback said after it (db.server.ts).
    logger.error({ err: error, trouble }, troubleText[trouble]);
    refusedWrites = { trouble, since: refusedWrites?.since ?? Date.now() };
    if (writeProbe) return;
    writeProbe = setInterval(async () => {
      if (writeProbing || fileTrouble()) return;
      writeProbing = true;
      try {
        await recordWriteCheck(db);
        markWritable();
      } catch {
        // still refused
      } finally {
        writeProbing = false;
      }
    }, probeMs);
    writeProbe.unref();
  };

  return {
    isDown: () => downSince !== undefined,
    writeTrouble: () => fileTrouble() ?? refusedWrites?.trouble,
    fileTrouble,
    reportWriteKept: markWritable,
    report(error) {
      const trouble = storageTroubleOf(error);
      if (trouble) return refuseWrites(trouble, error);
      if (downSince !== undefined || !isConnectionError(error)) return;
      downSince = Date.now();
      logger.warn({ err: error }, "database unreachable: answering 503 until it is back");
      probe = setInterval(async () => {
        if (probing) return;
        probing = true;
        try {
          if (await isDatabaseReachable(db)) markUp();
        } finally {
          probing = false;
        }
      }, probeMs);
      probe.unref();
    },
    stop() {
      clearInterval(probe);
      probe = undefined;
      clearInterval(writeProbe);
      writeProbe = undefined;
    },
  };
}
