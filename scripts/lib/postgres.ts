import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "./free-port";

const binDir = process.env.POSTGRES_BIN_DIR ?? "/usr/lib/postgresql/15/bin";

export interface ThrowawayPostgres {
  url: string;
  /** Stops the server (fast shutdown: open connections are cut) and keeps its data. */
  pause: () => void;
  /** Starts it again on the same port with the same data. */
  resume: () => void;
  /** Stops it for good and deletes its data. */
  stop: () => void;
}

function postgresUserIds(): { uid: number; gid: number } | undefined {
  try {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    return { uid, gid };
  } catch {
    return undefined;
  }
}

/**
 * Why PostgreSQL cannot run here, or undefined when it can: the binaries must
 * be installed and we must be root to run them as the `postgres` user.
 */
export function postgresUnavailableReason(): string | undefined {
  if (!existsSync(join(binDir, "initdb"))) return `PostgreSQL binaries missing in ${binDir}`;
  if (process.getuid?.() !== 0) return "not root: cannot run initdb as the postgres user";
  if (!postgresUserIds()) return "no postgres user on this machine";
  return undefined;
}

function asPostgres(command: string, args: string[]): void {
  execFileSync("runuser", ["-u", "postgres", "--", join(binDir, command), ...args], { stdio: "pipe" });
}

/** Starts a fresh PostgreSQL 15 cluster in a temp dir on a free port (trust auth). */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const ids = postgresUserIds();
  if (!ids) throw new Error("no postgres user");
  const dir = mkdtempSync(join(tmpdir(), "site-pg-"));
  chownSync(dir, ids.uid, ids.gid);
  const dataDir = join(dir, "data");
  const port = await freePort();
  asPostgres("initdb", ["-A", "trust", "-U", "postgres", "-E", "UTF8", "--no-locale", "-D", dataDir]);
  const start = () =>
    asPostgres("pg_ctl", [
      "-D",
      dataDir,
      "-l",
      join(dir, "server.log"),
      "-o",
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
      "-w",
      "start",
    ]);
  start();
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    pause: () => asPostgres("pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "stop"]),
    resume: start,
    stop() {
      try {
        asPostgres("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
      } catch {
        // already stopped (paused)
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
