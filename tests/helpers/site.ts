import { createHash } from "node:crypto";
import { mkdirSync, rmSync, statSync } from "node:fs";
import { type Agent, request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Kysely, PostgresDialect } from "kysely";
import pg from "pg";
import { describe, onTestFailed, onTestFinished } from "vitest";
import { developmentSessionSecret } from "~/lib/config.server";
import type { Database } from "~/lib/db/schema";
import { ensureBuilt } from "../../scripts/lib/build";
import { type Cluster, type ClusterOptions, clusterUnavailableReason, startCluster } from "../../scripts/lib/cluster";
import { freePort } from "../../scripts/lib/free-port";
import { type HostMode, type HostProcess, spawnHost, waitForHealth } from "../../scripts/lib/host-process";
import { waitUntil } from "../../scripts/lib/wait";

// The site under test as processes: one host (startSite, startHost) or a cluster behind nginx (startTestCluster),
// each stopped when the test ends. They start the processes with scripts/lib, as the scripts do (tests/README.md).

/**
 * Starts the host (the built one, as `npm start` runs it, unless told: scripts/lib/build.ts builds it first
 * when the sources are newer) with `env`; killed when the test ends. A development host resolves
 * once it is listening or has exited: as it starts, each one rewrites Astro's generated types in
 * .astro/, so development hosts (of every test file) start one at a time.
 */
export async function startHost(env: Record<string, string>, mode: HostMode = "production"): Promise<HostProcess> {
  const start = () => {
    const host = spawnHost(env, { mode });
    onTestFinished(async () => {
      if (host.child.exitCode !== null || host.child.signalCode !== null) return;
      host.child.kill("SIGKILL");
      await host.exited;
    });
    return host;
  };
  if (mode !== "development") {
    await ensureFreshBuild();
    return start();
  }
  return oneStartAtATime(async () => {
    const host = start();
    await listeningOrExited(host);
    return host;
  });
}

/** Builds the site when its sources are newer than the build: one test process builds, the others wait for it (the lock). */
export function ensureFreshBuild(): Promise<void> {
  return oneStartAtATime(async () => ensureBuilt({ whenStale: true }));
}

function listeningOrExited(host: HostProcess): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (host.output().includes("site listening")) resolve();
    };
    host.child.stdout?.on("data", check);
    void host.exited.then(() => resolve());
    check();
  });
}

// A directory as a lock shared by the test processes of this checkout (mkdir either creates it or fails).
const startLock = join(tmpdir(), `site-dev-host-start-${createHash("sha1").update(process.cwd()).digest("hex").slice(0, 12)}`);

/** Takes the lock if it is free; a lock older than two minutes was left by a killed test process, and goes. */
function takeStartLock(): boolean {
  try {
    mkdirSync(startLock);
    return true;
  } catch {
    const age = Date.now() - (statSync(startLock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if (age > 120_000) rmSync(startLock, { recursive: true, force: true });
    return false;
  }
}

async function oneStartAtATime<T>(start: () => Promise<T>): Promise<T> {
  // The holder may be building the whole site: a guard of many minutes, checked every 100 ms.
  await waitUntil(takeStartLock, { timeoutMs: 15 * 60_000, intervalMs: 100, what: `the start lock ${startLock}` });
  try {
    return await start();
  } finally {
    rmSync(startLock, { recursive: true, force: true });
  }
}

/** Nothing inherited from the developer's shell decides where leads, mails and events go. */
export const isolatedEnv = {
  HOST: "127.0.0.1",
  // What a development host signs with, so tests can read the signed cookies they get.
  SESSION_SECRET: developmentSessionSecret,
  // The highest value config.server.ts accepts (1 000 000 makes the host refuse to start).
  FORMS_RATE_LIMIT_PER_MINUTE: "10000",
  SITE_URL: "",
  TRUST_PROXY: "",
  SMTP_URL: "",
  LEADS_MAIL_TO: "",
  LEADS_MAIL_FROM: "",
  FORMS_WEBHOOK_URL: "",
  OUTBOX_POLL_MS: "",
  GA4_MEASUREMENT_ID: "",
  GA4_API_SECRET: "",
  // Nor where backups go: a host under test makes none.
  BACKUP_REPOSITORY: "",
  BACKUP_PASSWORD_FILE: "",
};

export interface Site extends HostProcess {
  origin: string;
}

/**
 * The real host (the build, or `npm run dev`'s server when told) on a free port of 127.0.0.1, with
 * isolatedEnv and then `env`; resolves once /healthz says it is up.
 */
export async function startSite(env: Record<string, string>, mode: HostMode = "production"): Promise<Site> {
  const port = await freePort();
  const host = await startHost({ ...isolatedEnv, ...env, PORT: String(port) }, mode);
  const origin = `http://127.0.0.1:${port}`;
  await waitForHealth(`${origin}/healthz`, { host, timeoutMs: 120_000 });
  return { ...host, origin };
}

/** A form posted as a browser without JavaScript posts it. */
export function postForm(site: Site, path: string, fields: Record<string, string>): Promise<Response> {
  return fetch(`${site.origin}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

export interface RawAnswer {
  status: number;
  text: string;
}

/**
 * POSTs `body` byte for byte with its Content-Length, as a browser does. Without
 * `agent`, on a connection of its own: each body gets its own answer.
 */
export function postRaw(site: Site, path: string, contentType: string | undefined, body: Buffer, agent?: Agent): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const headers = { "content-length": String(body.length), ...(contentType === undefined ? {} : { "content-type": contentType }) };
    const request = httpRequest(`${site.origin}${path}`, { method: "POST", headers, agent: agent ?? false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () => resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }));
    });
    request.on("error", reject);
    request.end(body);
  });
}

/** Runs `work` on every item, at most `size` at a time; results in the items' order. */
export async function inPool<T, R>(items: readonly T[], size: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
  return results;
}

const clusterUnavailable = clusterUnavailableReason();

/** A describe block that needs a cluster: skipped, with the reason in its title, where one cannot start. */
export function describeCluster(title: string, body: () => void): void {
  (clusterUnavailable ? describe.skip : describe)(clusterUnavailable ? `${title} [skipped: ${clusterUnavailable}]` : title, body);
}

/** A cluster for this test (forms not rate-limited: the tests post from one address), stopped when it ends. */
export async function startTestCluster(options: ClusterOptions = {}): Promise<Cluster> {
  // The instances run the production build: a stale one would test yesterday's code.
  await ensureFreshBuild();
  const cluster = await startCluster({ ...options, env: { FORMS_RATE_LIMIT_PER_MINUTE: "10000", ...options.env } });
  onTestFinished(() => cluster.stop());
  // What each process printed, to tell a crashed instance from a slow one when a test fails.
  onTestFailed(() => {
    for (const [index, instance] of cluster.instances.entries()) {
      const { exitCode, signalCode } = instance.host.child;
      console.error(`instance ${index} (exit ${exitCode ?? signalCode ?? "none"}):\n${instance.host.output().slice(-4_000)}`);
    }
    console.error(`nginx:\n${cluster.nginx.output().slice(-4_000)}`);
  });
  return cluster;
}

/** The settings that start a host with its clock `shiftMs` ahead of the real one (tests/helpers/shifted-clock.mjs). */
export function shiftedClockEnv(shiftMs: number): Record<string, string> {
  const preload = fileURLToPath(new URL("./shifted-clock.mjs", import.meta.url));
  return { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --import=${preload}`.trim(), TEST_CLOCK_SHIFT_MS: String(shiftMs) };
}

/** The cluster's database, as the test reads it. */
export function clusterDatabase(cluster: Cluster): Kysely<Database> {
  const pool = new pg.Pool({ connectionString: cluster.postgres.url, max: 2 });
  pool.on("error", () => {}); // a connection cut while a test stops PostgreSQL: the pool drops it
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  onTestFinished(() => db.destroy());
  return db;
}
