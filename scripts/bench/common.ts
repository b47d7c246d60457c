// What `npm run bench` (scripts/bench.ts, the public pages) and `npm run bench:admin` (scripts/bench-admin.ts, the
// article editor) share: the build, the site served in production, the CPU calibration, one Lighthouse run and its
// figures, the medians and the table.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { get } from "node:http";
import { get as getOverTls } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Config, type Result } from "lighthouse";
import { MainThreadTasks } from "lighthouse/core/computed/main-thread-tasks.js";
import { chromiumArgs, chromiumPath } from "../lib/chromium";
import { type Nginx, startNginx } from "../lib/cluster";
import { freePort } from "../lib/free-port";
import { type HostProcess, spawnHost, stopHost, waitForHealth } from "../lib/host-process";

export const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof categories)[number];

export const KB = 1000;
export const reportDir = "bench-results/lighthouse";

export type Asset = {
  url: string;
  type: "Script" | "Stylesheet";
  /** What Chrome received (Brotli when offered), HTTP headers included. */
  transferSize: number;
  /** Content-Encoding of the server's answer to Accept-Encoding: gzip. */
  encoding: string;
  gzipBytes: number;
};
export type FailingAudit = { category: Category; id: string; title: string; score: number };

export type RunResult = {
  scores: Record<Category, number>;
  jsBytes: number;
  cssBytes: number;
  thirdPartyUrls: string[];
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  mainThreadMs: number;
  /** Of mainThreadMs, the time the renderer's main thread actually ran (its thread time, at the same slowdown). */
  ranMs: number;
  cls: number;
  /** Gzip bytes of the page's HTML document. */
  htmlBytes: number;
  benchmarkIndex: number;
  /** The CPU multiplier the run was throttled with. */
  cpuSlowdown: number;
  assets: Asset[];
  failingAudits: FailingAudit[];
};

export type RouteResult = RunResult & { path: string; runs: number; thirdParty: number };

/** BENCH_RUNS, or `fallback` when it is not set. */
export function benchRuns(fallback: number): number {
  const runs = Number(process.env.BENCH_RUNS ?? String(fallback));
  if (!Number.isInteger(runs) || runs < 1) throw new Error("BENCH_RUNS must be a positive integer");
  return runs;
}

export const targetIndex = Number(process.env.BENCH_TARGET_INDEX ?? "1200");
/** Lighthouse's default: 4x moves a high-end desktop into the mid-tier mobile bracket. */
const defaultSlowdown = 4;

/** The multiplier that makes this machine (its benchmarkIndex) as slow as a machine of targetIndex under 4x. */
export function slowdownFor(benchmarkIndex: number, target = targetIndex): number {
  return Math.max(1, Math.round(((defaultSlowdown * benchmarkIndex) / target) * 10) / 10);
}

export function build(): void {
  console.log("Building the site…");
  const result = spawnSync("npm", ["run", "build"], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    throw new Error(`npm run build failed (exit code ${result.status ?? result.signal})`);
  }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** GETs a file asking for gzip only; node:http leaves the body compressed, so its length is the gzip size on the wire. */
function downloadGzip(url: string, headers: Record<string, string> = {}): Promise<{ encoding: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const options = { headers: { ...headers, "accept-encoding": "gzip" } };
    // BENCH_HTTP2's nginx has a certificate of its own making.
    const ask = url.startsWith("https:")
      ? (answer: Parameters<typeof get>[2]) => getOverTls(url, { ...options, rejectUnauthorized: false }, answer)
      : (answer: Parameters<typeof get>[2]) => get(url, options, answer);
    ask((response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`GET ${url} answered ${response.statusCode}`));
        return;
      }
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ encoding: response.headers["content-encoding"] ?? "identity", body: Buffer.concat(chunks) }));
      response.on("error", reject);
    }).on("error", reject);
  });
}

/**
 * The gzip size of each first-party JS and CSS file of the first view. Lighthouse's transferSize is not used for it:
 * it counts the HTTP headers, and Chrome asks for Brotli, which compression() prefers to gzip.
 */
async function measureAssets(lhr: Result, siteOrigin: string): Promise<{ assets: Asset[]; thirdPartyUrls: string[] }> {
  const details = lhr.audits["network-requests"]?.details;
  if (details?.type !== "table") throw new Error("Lighthouse returned no network-requests table");

  const assets: Asset[] = [];
  const thirdPartyUrls: string[] = [];
  const seen = new Set<string>();
  for (const item of details.items) {
    const url = String(item.url);
    // The service worker, installed after the load, asks again for files the page has (from the HTTP
    // cache): a file is counted once, and what only the worker fetched is still counted.
    if (seen.has(url)) continue;
    seen.add(url);
    if (!/^https?:/.test(url)) continue; // data: and blob: URLs are not requests to anyone
    if (new URL(url).origin !== siteOrigin) {
      thirdPartyUrls.push(url);
      continue;
    }
    const type = item.resourceType;
    if (type !== "Script" && type !== "Stylesheet") continue;

    const { encoding, body } = await downloadGzip(url);
    if (encoding !== "gzip" && encoding !== "identity") throw new Error(`${url} was sent as ${encoding} to a gzip-only request`);
    // compression() leaves bodies under 1 KB uncompressed: those are gzipped here.
    const gzipBytes = encoding === "gzip" ? body.length : gzipSync(body).length;
    assets.push({ url, type, transferSize: Number(item.transferSize ?? 0), encoding, gzipBytes });
  }
  return { assets, thirdPartyUrls };
}

async function documentGzipBytes(url: string, headers: Record<string, string>): Promise<number> {
  const { encoding, body } = await downloadGzip(url, headers);
  return encoding === "gzip" ? body.length : gzipSync(body).length;
}

/** A forced multiplier, or the benchmarkIndex readings of the last runs, which the next run's multiplier follows. */
export type Calibration = { forced?: number; recentIndexes: number[] };

/**
 * BENCH_CPU_SLOWDOWN when set; otherwise three warm-up Lighthouse runs read this machine's benchmarkIndex
 * (Lighthouse measures it before each run) and the multiplier follows from it.
 */
export async function chooseSlowdown(url: string, port: number): Promise<Calibration> {
  const forced = process.env.BENCH_CPU_SLOWDOWN;
  if (forced) {
    const multiplier = Number(forced);
    if (!(multiplier >= 1)) throw new Error("BENCH_CPU_SLOWDOWN must be a number >= 1");
    console.log(`CPU slowdown ${multiplier}x (BENCH_CPU_SLOWDOWN)`);
    return { forced: multiplier, recentIndexes: [] };
  }
  // One reading swings by a third on a shared machine (1 290 to 1 860 within a minute here): the median of three.
  const readings: number[] = [];
  for (let run = 0; run < 3; run++) {
    const result = await lighthouse(url, { port, logLevel: "error", onlyCategories: ["performance"] });
    const reading = result?.lhr.environment.benchmarkIndex;
    if (!reading) throw new Error("Lighthouse gave no benchmarkIndex for a warm-up run");
    readings.push(reading);
  }
  const benchmarkIndex = median(readings);
  console.log(
    `benchmarkIndex ${readings.map(Math.round).join(", ")}: median ${Math.round(benchmarkIndex)}, CPU slowdown ${slowdownFor(benchmarkIndex)}x (= 4 x ${Math.round(benchmarkIndex)} / ${targetIndex})`,
  );
  return { recentIndexes: readings };
}

const currentSlowdown = (calibration: Calibration) => calibration.forced ?? slowdownFor(median(calibration.recentIndexes.slice(-3)));

/** How far apart two multipliers may be before a run is taken again at the one its own benchmarkIndex calls for. */
const slowdownTolerance = 0.2;

/**
 * One run at the machine's current calibration. The benchmarkIndex measured as the run starts says how fast the
 * machine was then; when it calls for a multiplier more than 20 % away, the run measured another phone than the
 * target, and is run again (twice at most).
 */
export async function calibrated<T extends { benchmarkIndex: number }>(
  run: (cpuSlowdown: number) => Promise<T>,
  calibration: Calibration,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const cpuSlowdown = currentSlowdown(calibration);
    const result = await run(cpuSlowdown);
    if (calibration.forced) return result;
    calibration.recentIndexes.push(result.benchmarkIndex);
    const wanted = slowdownFor(result.benchmarkIndex);
    if (Math.abs(wanted / cpuSlowdown - 1) <= slowdownTolerance || attempt === 3) return result;
    console.log(`  benchmarkIndex ${Math.round(result.benchmarkIndex)} during the run calls for ${wanted}x, not ${cpuSlowdown}x: again`);
    // The machine is not what the last readings said: its calibration starts again from this one.
    calibration.recentIndexes = [result.benchmarkIndex];
  }
}

/** Audits that keep accessibility, best practices or SEO below 100: weighted, scored, and below 1. */
function failingAudits(lhr: Result): FailingAudit[] {
  const failing: FailingAudit[] = [];
  for (const category of ["accessibility", "best-practices", "seo"] as const) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        failing.push({ category, id: audit.id, title: audit.title, score: audit.score });
      }
    }
  }
  return failing;
}

// Headless Chrome sometimes fails to record a trace (NO_NAVSTART); such a run is tried again.
const transientErrors = new Set(["NO_NAVSTART", "NO_FCP", "PROTOCOL_TIMEOUT"]);

export type AuditOptions = {
  port: number;
  siteOrigin: string;
  reportPath: string;
  cpuSlowdown: number;
  /** Lighthouse's configuration: its default (mobile) unless given, e.g. its desktop preset. */
  config?: Config;
  /** Sent with every request of the page (a staff session's cookie). */
  headers?: Record<string, string>;
  /** Every script blocked: what is left is the browser's own work on the HTML and CSS. */
  withoutScripts?: boolean;
  /** Requests blocked, as Lighthouse's patterns (`*` for any text): what those requests cost the load. */
  blockedUrls?: string[];
};

export async function audit(url: string, options: AuditOptions, attempt = 1): Promise<RunResult> {
  const { port, siteOrigin, reportPath, cpuSlowdown, config, headers = {}, withoutScripts = false, blockedUrls = [] } = options;
  const result = await lighthouse(
    url,
    {
      port,
      output: "html",
      logLevel: "error",
      onlyCategories: [...categories],
      // Merged into the preset's throttling: only the CPU multiplier changes.
      throttling: { cpuSlowdownMultiplier: cpuSlowdown },
      blockedUrlPatterns: [...(withoutScripts ? ["*.js"] : []), ...blockedUrls],
      extraHeaders: headers,
    },
    config,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError && transientErrors.has(lhr.runtimeError.code) && attempt < 3) {
    console.log(`  ${lhr.runtimeError.code}: trying again`);
    return audit(url, options, attempt + 1);
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  writeFileSync(reportPath, String(result.report));
  writeFileSync(reportPath.replace(/\.html$/, ".json"), JSON.stringify(lhr));

  const scores = {} as Record<Category, number>;
  for (const category of categories) {
    const score = lhr.categories[category]?.score;
    if (score === null || score === undefined) throw new Error(`Lighthouse gave no ${category} score for ${url}`);
    scores[category] = Math.round(score * 100);
  }
  const { assets, thirdPartyUrls } = await measureAssets(lhr, siteOrigin);
  const sum = (type: Asset["type"]) => assets.filter((a) => a.type === type).reduce((total, a) => total + a.gzipBytes, 0);
  return {
    scores,
    jsBytes: sum("Script"),
    cssBytes: sum("Stylesheet"),
    thirdPartyUrls,
    fcpMs: lhr.audits["first-contentful-paint"]?.numericValue ?? Number.NaN,
    lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
    tbtMs: lhr.audits["total-blocking-time"]?.numericValue ?? Number.NaN,
    mainThreadMs: lhr.audits["mainthread-work-breakdown"]?.numericValue ?? Number.NaN,
    ranMs: (await mainThreadTime(result.artifacts.Trace)).ranMs * cpuSlowdown,
    cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
    htmlBytes: await documentGzipBytes(url, headers),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    cpuSlowdown,
    assets,
    failingAudits: failingAudits(lhr),
  };
}

/**
 * The page's main-thread tasks, unthrottled: how long they lasted (wall time, which Lighthouse counts) and how long the
 * thread ran during them (thread time). On a machine of two cores the renderer waits for one about half the time
 * (decision 029), so the thread time says what a change to the page removed, with less of the machine's noise.
 */
export async function mainThreadTime(trace: Parameters<typeof MainThreadTasks.request>[0]): Promise<{ wallMs: number; ranMs: number }> {
  type Task = { parent?: unknown; event: { dur?: number; tdur?: number } };
  const tasks = (await MainThreadTasks.request(trace, { computedCache: new Map() })) as unknown as Task[];
  const topLevel = tasks.filter((task) => !task.parent);
  const sum = (pick: (event: Task["event"]) => number | undefined) =>
    topLevel.reduce((total, task) => total + (pick(task.event) ?? 0), 0) / 1000;
  return { wallMs: sum((event) => event.dur), ranMs: sum((event) => event.tdur) };
}

/** Where the HTML report of a page's last run is kept (with its JSON beside it). */
export function reportPathOf(path: string, suffix = ""): string {
  return join(reportDir, `${fileNameOf(path)}${suffix}.html`);
}

/** A page's address as a file name: `/kheopscope/x` is `kheopscope_x`, `/` is `home`. */
export function fileNameOf(path: string): string {
  return path.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home";
}

export function summarize(path: string, results: RunResult[]): RouteResult {
  const med = (pick: (r: RunResult) => number) => median(results.map(pick));
  const scores = {} as Record<Category, number>;
  for (const category of categories) scores[category] = Math.round(med((r) => r.scores[category]));
  const failing = new Map<string, FailingAudit>();
  for (const r of results) for (const f of r.failingAudits) failing.set(`${f.category}/${f.id}`, f);
  const last = results[results.length - 1];
  return {
    path,
    runs: results.length,
    scores,
    jsBytes: med((r) => r.jsBytes),
    cssBytes: med((r) => r.cssBytes),
    thirdParty: Math.max(...results.map((r) => r.thirdPartyUrls.length)),
    thirdPartyUrls: [...new Set(results.flatMap((r) => r.thirdPartyUrls))],
    fcpMs: med((r) => r.fcpMs),
    lcpMs: med((r) => r.lcpMs),
    tbtMs: med((r) => r.tbtMs),
    mainThreadMs: med((r) => r.mainThreadMs),
    ranMs: med((r) => r.ranMs),
    cls: med((r) => r.cls),
    htmlBytes: med((r) => r.htmlBytes),
    benchmarkIndex: med((r) => r.benchmarkIndex),
    cpuSlowdown: med((r) => r.cpuSlowdown),
    assets: last?.assets ?? [],
    failingAudits: [...failing.values()],
  };
}

/** The table of the pages' figures; `how` says how they were measured (runs, preset, throttling). */
export function printTable(rows: RouteResult[], how: string): void {
  const header = [
    "Route",
    "CPU",
    "Perf",
    "FCP ms",
    "LCP ms",
    "TBT ms",
    "Main ms",
    "Ran ms",
    "CLS",
    "A11y",
    "Best P.",
    "SEO",
    "JS KB",
    "CSS KB",
    "HTML KB",
    "3rd",
  ];
  const lines = rows.map((r) => [
    r.path,
    `${r.cpuSlowdown}x`,
    String(r.scores.performance),
    String(Math.round(r.fcpMs)),
    String(Math.round(r.lcpMs)),
    String(Math.round(r.tbtMs)),
    String(Math.round(r.mainThreadMs)),
    String(Math.round(r.ranMs)),
    r.cls.toFixed(3),
    String(r.scores.accessibility),
    String(r.scores["best-practices"]),
    String(r.scores.seo),
    (r.jsBytes / KB).toFixed(1),
    (r.cssBytes / KB).toFixed(1),
    (r.htmlBytes / KB).toFixed(1),
    String(r.thirdParty),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => line[i]?.length ?? 0)));
  const format = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join("  ");
  console.log(`\n${format(header)}`);
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const line of lines) console.log(format(line));
  console.log(`(JS/CSS/HTML: gzip bytes of the first-party files of the first view, KB = ${KB} B; ${how})`);
  console.log("(Ran ms: of « Main ms », the time the page's main thread ran; the rest it waited for one of this machine's cores)");
  const indexes = rows.map((r) => r.benchmarkIndex);
  console.log(
    `benchmarkIndex of this machine during the runs: median ${Math.round(median(indexes))} (min ${Math.round(Math.min(...indexes))}, max ${Math.round(Math.max(...indexes))}); target ${targetIndex} under 4x`,
  );
}

export type BenchSite = { siteUrl: string; chrome: chromeLauncher.LaunchedChrome };

/**
 * Serves the build (`npm run build`) on a free port of 127.0.0.1 with a fresh SQLite database and `env` on top,
 * starts a headless Chromium for Lighthouse, runs `measure`, then stops both, also on Ctrl-C or an error.
 */
export async function withBenchSite(env: Record<string, string>, measure: (site: BenchSite) => Promise<void>): Promise<void> {
  const port = await freePort();
  // BENCH_HTTP2=1: the pages through nginx with TLS and HTTP/2, as production serves them (docs/operations.md), rather
  // than from the instance over HTTP/1.1, where Lighthouse's simulation opens a cold connection for each file a page
  // asks for at once (decision 027).
  const http2 = process.env.BENCH_HTTP2 === "1";
  const nginxPort = http2 ? await freePort() : undefined;
  const siteUrl = nginxPort ? `https://127.0.0.1:${nginxPort}` : `http://127.0.0.1:${port}`;
  const tempDir = mkdtempSync(join(tmpdir(), "bench-"));
  let server: HostProcess | undefined;
  let nginx: Nginx | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  const cleanUp = async () => {
    await chrome?.kill();
    chrome = undefined;
    await nginx?.stop();
    nginx = undefined;
    if (server) await stopHost(server, { graceMs: 12_000 });
    server = undefined;
    rmSync(tempDir, { recursive: true, force: true });
  };
  // Ctrl-C, or an error thrown outside the awaited chain (chrome-launcher's spawn can), must not leave the server running.
  const abort = (code: number) => void cleanUp().finally(() => process.exit(code));
  process.once("SIGINT", () => abort(130));
  process.once("SIGTERM", () => abort(143));
  process.once("uncaughtException", (error) => {
    console.error(error);
    abort(1);
  });

  try {
    // The compiled host of `npm run build`, in a process group of its own (the whole group is killed at the end).
    // DATABASE_URL is emptied so that the bench never touches a real Postgres database from the developer's shell.
    server = spawnHost(
      {
        PORT: String(port),
        HOST: "127.0.0.1",
        SQLITE_PATH: join(tempDir, "site.db"),
        SITE_URL: siteUrl,
        LOG_LEVEL: "warn",
        DATABASE_URL: "",
        SESSION_SECRET: "bench-session-secret-not-a-real-one-0123456789",
        ...(http2 ? { TRUST_PROXY: "1" } : {}),
        ...env,
      },
      { mode: "production", detached: true },
    );
    await waitForHealth(`http://127.0.0.1:${port}/healthz`, { host: server, timeoutMs: 30_000 });
    if (nginxPort)
      nginx = await startNginx({
        upstreams: [`127.0.0.1:${port}`],
        pageCache: false,
        port: nginxPort,
        tls: selfSignedCertificate(tempDir),
      });
    console.log(`Server ready on ${siteUrl}${nginx ? " (nginx, TLS and HTTP/2)" : ""}`);

    if (!existsSync(chromiumPath)) throw new Error(`Chromium not found at ${chromiumPath} (set CHROMIUM_PATH)`);
    chrome = await chromeLauncher.launch({
      chromePath: chromiumPath,
      chromeFlags: ["--headless=new", ...(nginx ? ["--ignore-certificate-errors"] : []), ...chromiumArgs],
      handleSIGINT: false,
      logLevel: "silent",
    });
    await measure({ siteUrl, chrome });
  } finally {
    await cleanUp();
  }
}

/** A certificate for 127.0.0.1 made for this run (BENCH_HTTP2), with openssl. */
function selfSignedCertificate(dir: string): { certificate: string; key: string } {
  const certificate = join(dir, "certificate.pem");
  const key = join(dir, "key.pem");
  const subject = ["-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"];
  execFileSync(
    "openssl",
    ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-keyout", key, "-out", certificate, ...subject],
    {
      stdio: "pipe",
    },
  );
  return { certificate, key };
}
