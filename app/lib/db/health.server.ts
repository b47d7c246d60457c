import type { Kysely } from "kysely";
import type { Logger } from "pino";
import { type DatabaseAvailability, isConnectionError, storageTroubleOf, type WriteTrouble } from "./availability.server";
import { isDatabaseReachable, recordWriteCheck } from "./db.server";
import type { Database } from "./schema";

/**
 * What /healthz says of the database: `ok` once a write was kept; `unreachable`; or why writes are not kept: the disk
 * is `full`, it is `read-only`, its storage fails (`io-error`), the SQLite file was deleted (`missing`) or replaced
 * (`replaced`) while the site has it open; `failing` for a write refused for any other reason.
 */
export type DatabaseHealth = "ok" | "unreachable" | WriteTrouble | "failing";

/** No answer waits longer for the database (a PostgreSQL connection is given up after 5 s too). */
const deadlineMs = 5000;

interface Check {
  health: Promise<DatabaseHealth>;
  /** The write itself, which may outlive the deadline: no other starts before it ends. */
  writing: boolean;
  done: boolean;
}

/** What a check needs of the site's services. */
interface Checked {
  db: Kysely<Database>;
  databaseAvailability: DatabaseAvailability;
  logger: Pick<Logger, "error">;
}

// One per instance (its availability), so that tests with services of their own do not share answers.
const lastChecks = new WeakMap<DatabaseAvailability, Check>();
/** When each instance's last write was kept: /healthz answers anyone, so it writes at most once a second. */
const lastKeptWrites = new WeakMap<DatabaseAvailability, number>();
const writeEveryMs = 1000;

/**
 * The database's health, proved by a write (the one row of `health_check`), for nginx, systemd and the operators,
 * who may ask every few seconds. Bounded: callers at the same moment share one check, no write starts while the
 * previous one has not ended (it is `unreachable` meanwhile), at most one write a second (a read between two), and
 * no answer waits more than five seconds. Never an
 * answer of the past: a database that just went away must show at the next call, on every instance.
 * A database this instance knows to be unreachable is said so at once (its probe finds it back). On SQLite, the file
 * and its disk are looked at first (a stat and a statfs): no write is tried into a file that was deleted or replaced,
 * nor on a full disk, where one might still fit in the write-ahead log's old room.
 */
export function databaseHealth(site: Checked): Promise<DatabaseHealth> {
  const last = lastChecks.get(site.databaseAvailability);
  if (last && !last.done) return last.health;
  if (last?.writing) return Promise.resolve("unreachable");
  const check: Check = { health: Promise.resolve("ok"), writing: false, done: false };
  check.health = checkDatabase(site, check).finally(() => {
    check.done = true;
  });
  lastChecks.set(site.databaseAvailability, check);
  return check.health;
}

async function checkDatabase(site: Checked, check: Check): Promise<DatabaseHealth> {
  const { db, databaseAvailability: availability, logger } = site;
  if (availability.isDown()) return "unreachable";
  const fileTrouble = availability.fileTrouble();
  if (fileTrouble) return fileTrouble;
  // Within a second of a kept write, a read proves the database is still there: a caller asking in a loop (it is
  // open to anyone) costs a read, not a write each time.
  const keptAt = lastKeptWrites.get(availability);
  if (keptAt !== undefined && Date.now() - keptAt < writeEveryMs) return (await isDatabaseReachable(db)) ? "ok" : "unreachable";
  check.writing = true;
  const write = recordWriteCheck(db).finally(() => {
    check.writing = false;
  });
  let deadline: NodeJS.Timeout | undefined;
  const late = new Promise<"late">((resolve) => {
    deadline = setTimeout(() => resolve("late"), deadlineMs);
  });
  try {
    if ((await Promise.race([write, late])) === "late") {
      write.catch(() => {});
      return "unreachable";
    }
    availability.reportWriteKept();
    lastKeptWrites.set(availability, Date.now());
    return "ok";
  } catch (error) {
    availability.report(error);
    const trouble = storageTroubleOf(error);
    if (trouble) return trouble;
    if (isConnectionError(error)) return "unreachable";
    logger.error({ err: error }, "healthz: the database did not keep its write");
    return "failing";
  } finally {
    clearTimeout(deadline);
  }
}
