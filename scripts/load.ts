// npm run load: requests/s, p50 and p99 latency and errors for /, /kheopscope, one article and
// /boutique, in one run, through
//   (a) one instance on SQLite,
//   (b) nginx over two instances on PostgreSQL, without cache,
//   (c) the same with nginx's micro-cache,
//   (d) nginx serving the same HTML from files: the ceiling of this machine.
// wrk (Debian's package, installed like .ci/run installs Chromium), 2 threads, 50 connections,
// `Accept-Encoding: gzip`, LOAD_SECONDS (20) per cell, only against 127.0.0.1; about 7 minutes
// (LOAD_SETUPS=a for some of the set-ups only).
// Writes bench-results/load.json and prints one table.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { ensureBuilt } from "./lib/build";
import { startCluster, startNginx, startStaticNginx } from "./lib/cluster";
import { freePort } from "./lib/free-port";
import { spawnHost, stopHost, waitForHealth } from "./lib/host-process";
import { ensureDebianPackages, nginxPackages } from "./lib/system-packages";

const seconds = Number(process.env.LOAD_SECONDS ?? 20);
const connections = Number(process.env.LOAD_CONNECTIONS ?? 50);
const article = process.env.LOAD_ARTICLE ?? "/kheopscope/strategie-facebook-2025";
// LOAD_SETUPS=a measures only (a), while tuning the server's rendering (about a minute and a half).
const only = new Set((process.env.LOAD_SETUPS ?? "abcd").split(""));
const paths = ["/", "/kheopscope", article, "/boutique"];

type Setup = "a" | "b" | "c" | "d";
const setups: Record<Setup, string> = {
  a: "one instance, SQLite",
  b: "nginx + 2 instances, PostgreSQL, no cache",
  c: "nginx + 2 instances, PostgreSQL, micro-cache",
  d: "nginx, the same HTML from files (ceiling)",
};

interface Cell {
  setup: Setup;
  path: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  errors: number;
}

const work = mkdtempSync(join(tmpdir(), "site-load-"));
const reportScript = join(work, "report.lua");
// wrk calls done() once at the end: one line the script reads back (latencies in microseconds).
writeFileSync(
  reportScript,
  `done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format("LOAD %d %d %.0f %.0f %d\\n", summary.requests, summary.duration,
    latency:percentile(50), latency:percentile(99), e.connect + e.read + e.write + e.status + e.timeout))
end
`,
);

function measure(setup: Setup, origin: string, path: string): Cell {
  const output = execFileSync(
    "wrk",
    ["-t2", `-c${connections}`, `-d${seconds}s`, "--timeout", "10s", "-H", "Accept-Encoding: gzip", "-s", reportScript, `${origin}${path}`],
    { encoding: "utf8" },
  );
  const line = output.split("\n").find((text) => text.startsWith("LOAD "));
  if (!line) throw new Error(`wrk printed no result:\n${output}`);
  const [requests, durationUs, p50Us, p99Us, errors] = line.split(" ").slice(1).map(Number) as [number, number, number, number, number];
  const cell = {
    setup,
    path,
    requestsPerSecond: Math.round((requests / durationUs) * 1e6),
    p50Ms: Math.round(p50Us / 1000),
    p99Ms: Math.round(p99Us / 1000),
    requests,
    errors,
  };
  console.log(`  (${setup}) ${path}: ${cell.requestsPerSecond} req/s, p50 ${cell.p50Ms} ms, p99 ${cell.p99Ms} ms, ${errors} errors`);
  return cell;
}

/** A few requests first, so the measure does not include the first renders and connections. */
async function warmUp(origin: string): Promise<void> {
  for (const path of paths) {
    for (let i = 0; i < 5; i++) {
      // The same Accept-Encoding as wrk's, so the measure starts from a warm cache as a running site has.
      const response = await fetch(`${origin}${path}`, { headers: { "accept-encoding": "gzip" } });
      if (!response.ok) throw new Error(`${origin}${path} answered ${response.status}`);
      await response.arrayBuffer();
    }
  }
}

async function measureAll(setup: Setup, origin: string): Promise<Cell[]> {
  console.log(`(${setup}) ${setups[setup]}`);
  await warmUp(origin);
  return paths.map((path) => measure(setup, origin, path));
}

async function oneInstanceOnSqlite(htmlDir: string): Promise<Cell[]> {
  const port = await freePort();
  const host = spawnHost(
    {
      HOST: "127.0.0.1",
      PORT: String(port),
      SQLITE_PATH: join(work, "site.db"),
      DATABASE_URL: "",
      SESSION_SECRET: randomBytes(32).toString("hex"),
      LOG_LEVEL: "warn",
      SITE_URL: `http://127.0.0.1:${port}`,
    },
    { mode: "production" },
  );
  try {
    const origin = `http://127.0.0.1:${port}`;
    await waitForHealth(`${origin}/healthz`, { host });
    // The pages as a new visitor gets them, kept for (d).
    for (const path of paths) {
      const dir = join(htmlDir, path);
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, "index.html"), await (await fetch(`${origin}${path}`)).text());
    }
    return await measureAll("a", origin);
  } finally {
    await stopHost(host, { graceMs: 10_000 });
  }
}

/** The instances and PostgreSQL are the same for (b) and (c); only nginx changes. */
async function twoInstancesOnPostgres(): Promise<Cell[]> {
  const cluster = await startCluster({ instances: 2, pageCache: true });
  try {
    // The cached set-up first: measured right after (b), it showed a p99 several times higher than
    // alone (the instances still had (b)'s queued renders to finish).
    const cached = await measureAll("c", cluster.url);
    await settle();
    const upstreams = cluster.instances.map((instance) => `127.0.0.1:${instance.port}`);
    const uncachedNginx = await startNginx({ upstreams, pageCache: false });
    try {
      return [...(await measureAll("b", uncachedNginx.url)), ...cached];
    } finally {
      await uncachedNginx.stop();
    }
  } finally {
    await cluster.stop();
  }
}

/** A few seconds for the processes of the previous set-up to finish what wrk left them. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 5_000));

async function staticCeiling(htmlDir: string): Promise<Cell[]> {
  const nginx = await startStaticNginx({ root: htmlDir });
  try {
    return await measureAll("d", nginx.url);
  } finally {
    await nginx.stop();
  }
}

function printTable(cells: Cell[]): void {
  const rows = paths.map((path) => {
    const of = (setup: Setup) => cells.find((cell) => cell.setup === setup && cell.path === path);
    return [
      path,
      ...(["a", "b", "c", "d"] as Setup[]).map((setup) => {
        const cell = of(setup);
        return cell ? `${cell.requestsPerSecond} r/s · ${cell.p50Ms}/${cell.p99Ms} ms · ${cell.errors} err` : "-";
      }),
    ];
  });
  const header = ["path", ...(["a", "b", "c", "d"] as Setup[]).map((setup) => `(${setup}) ${setups[setup]}`)];
  console.log(`\n| ${header.join(" | ")} |\n|${header.map(() => "---").join("|")}|`);
  for (const row of rows) console.log(`| ${row.join(" | ")} |`);
  console.log("\nEach cell: requests/s · p50/p99 latency · errors (non-2xx, timeouts, socket errors).");

  console.log("\nTargets:");
  for (const path of paths) {
    const of = (setup: Setup) => cells.find((cell) => cell.setup === setup && cell.path === path);
    const cached = of("c");
    const ceiling = of("d");
    if (cached && ceiling) {
      const share = Math.round((cached.requestsPerSecond / ceiling.requestsPerSecond) * 100);
      console.log(`  ${path}: (c) is ${share} % of (d) (target ≥ 50 %) ${share >= 50 ? "met" : "MISSED"}`);
    }
    for (const setup of ["a", "b"] as Setup[]) {
      const cell = of(setup);
      if (!cell) continue;
      const met = cell.p99Ms < 200 && cell.errors === 0;
      console.log(`  ${path}: (${setup}) p99 ${cell.p99Ms} ms, ${cell.errors} errors (target < 200 ms, none) ${met ? "met" : "MISSED"}`);
    }
  }
}

ensureDebianPackages("/usr/bin/wrk", ["wrk"]);
ensureDebianPackages("/usr/sbin/nginx", nginxPackages);
ensureBuilt();
console.log(`wrk: 2 threads, ${connections} connections, ${seconds} s a cell, Accept-Encoding: gzip; ${cpus().length} cores\n`);
const htmlDir = join(work, "html");
try {
  const measured = await oneInstanceOnSqlite(htmlDir);
  if (only.has("b") || only.has("c")) {
    await settle();
    measured.push(...(await twoInstancesOnPostgres()));
  }
  if (only.has("d")) {
    await settle();
    measured.push(...(await staticCeiling(htmlDir)));
  }
  const cells = measured.filter((cell) => only.has(cell.setup));
  printTable(cells);
  mkdirSync("bench-results", { recursive: true });
  writeFileSync(
    "bench-results/load.json",
    JSON.stringify({ date: new Date().toISOString(), cores: cpus().length, seconds, connections, setups, cells }, null, 2),
  );
  console.log("\nWritten: bench-results/load.json");
} finally {
  rmSync(work, { recursive: true, force: true });
}
