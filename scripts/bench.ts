// Builds the site, serves it in production mode and runs Lighthouse (mobile defaults) on every public page,
// then prints scores, FCP, LCP, TBT, gzip bytes of JS, CSS and HTML, third-party requests and the budgets.
// Writes bench-results/bench.json.
// Usage: npm run bench   (BENCH_RUNS=3 npm run bench reports the median of 3 runs per page)
// The CPU slowdown is chosen from this machine's benchmarkIndex so that it measures like a machine of index
// BENCH_TARGET_INDEX (default 1200) under Lighthouse's usual 4x: a fast machine then measures like a mid-range phone.
// The machine's speed drifts during a bench (other work shares it): a run whose own benchmarkIndex calls for a
// multiplier more than 20 % away from the one it ran at is run again at the new one (twice at most).
// BENCH_CPU_SLOWDOWN=4 forces a multiplier instead.
// BENCH_WITHOUT_SCRIPTS=1 blocks every script: what is left is the browser's own work on the HTML and CSS.
// BENCH_BLOCK='*/sw.js,*manifest.webmanifest' blocks the requests those patterns match (Lighthouse's, `*` for any
// text): run against a bench without it, what they cost the load.
// BENCH_HTTP2=1 serves the pages through nginx with TLS and HTTP/2, as in production (needs nginx and openssl).
import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { indexablePages, noindexPages } from "../app/lib/seo/public-pages";
import {
  audit,
  benchRuns,
  build,
  calibrated,
  chooseSlowdown,
  KB,
  printTable,
  type RouteResult,
  type RunResult,
  reportDir,
  reportPathOf,
  summarize,
  targetIndex,
  withBenchSite,
} from "./bench/common";

const budgets = {
  jsKb: 100,
  cssKb: 30,
  homeHtmlKb: 15,
  thirdParty: 0,
  performance: 98,
  tbtMs: 50,
  fcpMs: 1200,
  lcpMs: 1200,
  mainThreadMs: 1500,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0.02,
};

const runs = benchRuns(1);
const withoutScripts = process.env.BENCH_WITHOUT_SCRIPTS === "1";
const blockedUrls = process.env.BENCH_BLOCK?.split(",").filter(Boolean) ?? [];

function checkBudgets(rows: RouteResult[]) {
  const highest = (pick: (r: RouteResult) => number) => Math.max(...rows.map(pick));
  const lowest = (pick: (r: RouteResult) => number) => Math.min(...rows.map(pick));
  const check = (name: string, limit: string, worst: number, held: boolean) => ({ name, limit, worst: Number(worst.toFixed(3)), held });

  const js = highest((r) => r.jsBytes) / KB;
  const css = highest((r) => r.cssBytes) / KB;
  const thirdParty = highest((r) => r.thirdParty);
  const performance = lowest((r) => r.scores.performance);
  const accessibility = lowest((r) => r.scores.accessibility);
  const bestPractices = lowest((r) => r.scores["best-practices"]);
  // A noindex page (/mentions-legales, /politique-de-confidentialite, /hors-ligne) loses SEO points on purpose.
  const indexed = rows.filter((r) => !noindexPages.includes(r.path));
  const seo = Math.min(...(indexed.length ? indexed : rows).map((r) => r.scores.seo));
  const cls = highest((r) => r.cls);
  const tbt = highest((r) => r.tbtMs);
  const mainThread = highest((r) => r.mainThreadMs);
  const fcp = highest((r) => r.fcpMs);
  const lcp = highest((r) => r.lcpMs);
  const home = rows.find((r) => r.path === "/");
  const homeHtml = (home?.htmlBytes ?? 0) / KB;
  return [
    check("JS gzip", `<= ${budgets.jsKb} KB`, js, js <= budgets.jsKb),
    check("CSS gzip", `<= ${budgets.cssKb} KB`, css, css <= budgets.cssKb),
    check("Third-party requests", `= ${budgets.thirdParty}`, thirdParty, thirdParty <= budgets.thirdParty),
    check("Home HTML gzip", `<= ${budgets.homeHtmlKb} KB`, homeHtml, homeHtml <= budgets.homeHtmlKb),
    check("Performance", `>= ${budgets.performance}`, performance, performance >= budgets.performance),
    check("TBT", `<= ${budgets.tbtMs} ms`, tbt, tbt <= budgets.tbtMs),
    check("Main-thread work", `<= ${budgets.mainThreadMs} ms`, mainThread, mainThread <= budgets.mainThreadMs),
    check("FCP", `<= ${budgets.fcpMs} ms`, fcp, fcp <= budgets.fcpMs),
    check("LCP", `<= ${budgets.lcpMs} ms`, lcp, lcp <= budgets.lcpMs),
    check("Accessibility", `= ${budgets.accessibility}`, accessibility, accessibility >= budgets.accessibility),
    check("Best Practices", `= ${budgets.bestPractices}`, bestPractices, bestPractices >= budgets.bestPractices),
    check("SEO (indexed pages)", `= ${budgets.seo}`, seo, seo >= budgets.seo),
    check("CLS", `< ${budgets.cls}`, cls, cls < budgets.cls),
  ];
}

function printReport(rows: RouteResult[], budgetResults: ReturnType<typeof checkBudgets>): void {
  printTable(
    rows,
    `Lighthouse ${runs > 1 ? `median of ${runs} runs` : "single run"}, mobile, simulated throttling${withoutScripts ? ", every script blocked" : ""}${blockedUrls.length ? `, blocked: ${blockedUrls.join(" ")}` : ""}; CPU: the slowdown of the runs, their median`,
  );

  console.log("\nBudgets (worst page):");
  for (const b of budgetResults) console.log(`  ${b.held ? "OK  " : "MISS"}  ${b.name.padEnd(21)} ${b.limit.padEnd(10)} ${b.worst}`);

  for (const r of rows) {
    const notGzipped = r.assets.filter((a) => a.encoding !== "gzip");
    if (notGzipped.length) {
      console.log(`\n${r.path}: not gzipped by the server (compression() skips bodies under 1 KB), gzipped here for the table:`);
      for (const a of notGzipped) console.log(`  ${a.url} (${a.encoding}, ${a.gzipBytes} B gzipped)`);
    }
    if (r.thirdPartyUrls.length) {
      console.log(`\n${r.path}: third-party requests:`);
      for (const url of r.thirdPartyUrls) console.log(`  ${url}`);
    }
    if (r.failingAudits.length) {
      console.log(`\n${r.path}: failing audits:`);
      for (const f of r.failingAudits) console.log(`  [${f.category}] ${f.id}: ${f.title} (score ${f.score})`);
    }
  }
}

async function main(): Promise<void> {
  build();
  await withBenchSite({}, async ({ siteUrl, chrome }) => {
    mkdirSync(reportDir, { recursive: true });
    const rows: RouteResult[] = [];
    // BENCH_PATHS=/,/services limits the run to some pages while tuning one of them.
    const only = process.env.BENCH_PATHS?.split(",").filter(Boolean);
    // Every public page, and every bundled article (their slugs are their file names).
    const articlePaths = readdirSync("app/content/articles")
      .filter((file) => file.endsWith(".md"))
      .map((file) => `/kheopscope/${file.replace(/\.md$/, "")}`);
    const paths = only ?? [...indexablePages.map((page) => page.path), ...noindexPages, ...articlePaths];
    const calibration = await chooseSlowdown(new URL("/", siteUrl).href, chrome.port);
    for (const path of paths) {
      const results: RunResult[] = [];
      // The HTML report of the last run is kept, for the details of each audit.
      const reportPath = reportPathOf(path);
      for (let run = 1; run <= runs; run++) {
        console.log(`Lighthouse ${path}${runs > 1 ? ` (run ${run}/${runs})` : ""}…`);
        const url = new URL(path, siteUrl).href;
        const options = { port: chrome.port, siteOrigin: siteUrl, reportPath, withoutScripts, blockedUrls };
        results.push(await calibrated((cpuSlowdown) => audit(url, { ...options, cpuSlowdown }), calibration));
      }
      rows.push(summarize(path, results));
    }

    const budgetResults = checkBudgets(rows);
    printReport(rows, budgetResults);

    // What was blocked is written down, so that such a run is not taken for the site's figures.
    const blocked = [...(withoutScripts ? ["*.js"] : []), ...blockedUrls];
    const summary = { date: new Date().toISOString(), runs, targetIndex, blocked, budgets, budgetResults, routes: rows };
    writeFileSync("bench-results/bench.json", `${JSON.stringify(summary, null, 2)}\n`);
    console.log(`\nFull results: bench-results/bench.json, Lighthouse reports: ${reportDir}/`);
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
