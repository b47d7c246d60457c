import { type ChildProcess, spawn } from "node:child_process";
import { onTestFinished } from "vitest";

export interface HostProcess {
  child: ChildProcess;
  /** Resolves with the exit code (null when a signal ended it: see child.signalCode). */
  exited: Promise<number | null>;
  /** Everything the host wrote on stdout and stderr so far. */
  output: () => string;
}

/**
 * Starts the host as `npm run dev` does (Vite serves the app: no build needed),
 * with `env` on top of this process's environment. Killed when the test ends.
 */
export function startHost(env: Record<string, string>): HostProcess {
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    env: { ...process.env, NODE_ENV: "development", LOG_LEVEL: "info", DEV_HMR: "off", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  onTestFinished(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGKILL");
    await exited;
  });
  return { child, exited, output: () => output };
}

/**
 * Polls `url` until it answers 2xx. With `host`, gives up as soon as that
 * process exits, quoting what it printed.
 */
export async function waitForHealth(url: string, { timeoutMs = 40_000, host }: { timeoutMs?: number; host?: HostProcess } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (host && (host.child.exitCode !== null || host.child.signalCode !== null)) {
      throw new Error(`the host exited before ${url} answered:\n${host.output()}`);
    }
    try {
      const response = await fetch(url);
      if (response.ok) return response;
      await response.body?.cancel();
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer in time${host ? `; the host printed:\n${host.output()}` : ""}`);
}
