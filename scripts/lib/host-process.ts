import { type ChildProcess, spawn } from "node:child_process";
import { settleWithin, timedOut, waitUntil } from "./wait";

// Plain Node, shared by the scripts and the tests (tests/README.md): `npm run bench` and `npm run load` start
// the host with these; tests use startHost of tests/helpers/site.ts, which also kills the host when the test ends.

/**
 * "production": the compiled host of `npm run build` (build/host.js), as `npm start` runs it.
 * "development": server/index.ts through tsx, as `npm run dev` runs it (Vite serves the app: no build needed).
 */
export type HostMode = "production" | "development";

export interface HostProcess {
  child: ChildProcess;
  /** Resolves with the exit code (null when a signal ended it: see child.signalCode). */
  exited: Promise<number | null>;
  /** Everything the host wrote on stdout and stderr so far. */
  output: () => string;
  detached: boolean;
}

export interface SpawnHostOptions {
  mode?: HostMode;
  /** In a process group of its own, so stopHost() ends the whole group. */
  detached?: boolean;
}

const entryArgs: Record<HostMode, string[]> = {
  production: ["build/host.js"],
  development: ["--import", "tsx", "server/index.ts"],
};

const modeEnv: Record<HostMode, Record<string, string>> = {
  production: { NODE_ENV: "production", LOCAL_PREVIEW: "1" },
  // VITEST cleared: Astro's development server serves no page when it is set, as it is for a host a test starts.
  development: { NODE_ENV: "development", LOG_LEVEL: "info", DEV_HMR: "off", VITEST: "" },
};

/** Starts the host on this Node, with `env` on top of this process's environment. */
export function spawnHost(env: Record<string, string>, { mode = "development", detached = false }: SpawnHostOptions = {}): HostProcess {
  const child = spawn(process.execPath, entryArgs[mode], {
    env: { ...process.env, ...modeEnv[mode], ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached,
  });
  let output = "";
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, exited, output: () => output, detached };
}

const hasExited = (host: HostProcess) => host.child.exitCode !== null || host.child.signalCode !== null;

/**
 * Polls `url` until it answers 2xx; resolves with that answer. With `host`, gives up as soon as that
 * process exits, quoting what it printed.
 */
export function waitForHealth(url: string, { timeoutMs = 40_000, host }: { timeoutMs?: number; host?: HostProcess } = {}) {
  return waitUntil(
    async () => {
      if (host && hasExited(host)) throw new Error(`the host exited before ${url} answered:\n${host.output()}`);
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
        // The body is read here, under the same timeout: read later by the caller, it could outlast the
        // timeout on a loaded machine and fail there instead of being tried again (seen in CI).
        if (response.ok) return new Response(await response.arrayBuffer(), response);
        await response.body?.cancel();
      } catch {
        // not listening yet
      }
      return undefined;
    },
    { timeoutMs, intervalMs: 250, what: () => `${url} to answer${host ? `; the host printed:\n${host.output()}` : ""}` },
  );
}

/** The host, or its whole process group when it was spawned detached (the group outlives its leader). */
function signal(host: HostProcess, name: NodeJS.Signals): void {
  const pid = host.child.pid;
  if (pid === undefined) return;
  try {
    if (host.detached) process.kill(-pid, name);
    else if (!hasExited(host)) host.child.kill(name);
  } catch {
    // already gone
  }
}

/**
 * SIGTERM (the host finishes its requests and its outbox batch, then exits),
 * SIGKILL if it is still running after `graceMs`. Resolves with the exit code.
 */
export async function stopHost(host: HostProcess, { graceMs = 30_000 }: { graceMs?: number } = {}): Promise<number | null> {
  signal(host, "SIGTERM");
  const outcome = await settleWithin(host.exited, graceMs);
  // A detached group is killed in any case: nothing it started may outlive it.
  if (outcome === timedOut || host.detached) signal(host, "SIGKILL");
  return host.exited;
}
