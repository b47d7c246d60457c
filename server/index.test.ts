import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, it } from "vitest";
import { freePort } from "../tests/helpers/free-port";

// The host as `npm run dev` starts it (Vite serves the app: no build needed).
const started: ChildProcess[] = [];
const dirs: string[] = [];

afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function startHost(env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    env: { ...process.env, NODE_ENV: "development", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  started.push(child);
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForHealth(url: string, deadline = Date.now() + 40_000): Promise<Response> {
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return response;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer in time`);
}

it("refuses to start on a bad setting, naming the variable", async () => {
  const host = startHost({ PORT: "quatre-mille", SITE_URL: "pas-une-url" });
  expect(await host.exited).toBe(1);
  expect(host.output()).toContain("PORT");
  expect(host.output()).toContain("SITE_URL");
}, 60_000);

it("serves /healthz, then on SIGTERM finishes, closes the database and exits 0", async () => {
  const dir = mkdtempSync(join(tmpdir(), "site-host-"));
  dirs.push(dir);
  const port = await freePort();
  const sqlitePath = join(dir, "site.db");
  const host = startHost({ PORT: String(port), HOST: "127.0.0.1", SQLITE_PATH: sqlitePath });

  const health = await waitForHealth(`http://127.0.0.1:${port}/healthz`);
  expect(await health.json()).toEqual({ status: "ok", database: "ok" });
  expect(existsSync(`${sqlitePath}-wal`)).toBe(true);

  host.child.kill("SIGTERM");
  expect(await host.exited).toBe(0);
  expect(host.output()).toContain('"msg":"stopped"');
  // SQLite removes the write-ahead log when the last connection closes cleanly.
  expect(existsSync(`${sqlitePath}-wal`)).toBe(false);
}, 60_000);
