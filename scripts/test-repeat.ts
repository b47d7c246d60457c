// npm run test:repeat [-- <playwright filters>]: the flake detector. Runs the journeys REPEAT times (default 3)
// with two workers while a CPU hog keeps one core busy (as a loaded CI machine would), then lists every
// journey that did not pass each time. Exit code 1 when there is one. Builds first, as `npm test` does.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const repeat = Number(process.env.REPEAT ?? "3");
if (!Number.isInteger(repeat) || repeat < 1) throw new Error("REPEAT must be a positive integer");

/** What Playwright's JSON report says of each run of a test. */
type Report = { suites?: Suite[] };
type Suite = { title: string; file?: string; suites?: Suite[]; specs?: Spec[] };
type Spec = { title: string; file: string; line: number; tests: { projectName: string; results: { status: string }[] }[] };

/** Every test of the report, by project, file, line and title path, with the status of each of its runs. */
function runsOf(report: Report): Map<string, string[]> {
  const runs = new Map<string, string[]>();
  const visit = (suite: Suite, titles: string[]) => {
    const path = suite.file && suite.title === suite.file ? titles : [...titles, suite.title];
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const name = `[${test.projectName}] ${spec.file}:${spec.line} › ${[...path, spec.title].filter(Boolean).join(" › ")}`;
        runs.set(name, [...(runs.get(name) ?? []), ...test.results.map((result) => result.status)]);
      }
    }
    for (const child of suite.suites ?? []) visit(child, path);
  };
  for (const suite of report.suites ?? []) visit(suite, []);
  return runs;
}

const build = spawnSync("npm", ["run", "--silent", "build"], { stdio: "inherit" });
if (build.status !== 0) process.exit(build.status ?? 1);

// One busy process beside the two workers, the server and Chromium: the journeys must wait on what the
// page shows, never on time, to pass here.
const hog = spawn(process.execPath, ["-e", "for (;;) {}"], { stdio: "ignore" });
const stopHog = () => hog.kill("SIGKILL");
process.once("SIGINT", () => {
  stopHog();
  process.exit(130);
});

const reportDir = mkdtempSync(join(tmpdir(), "test-repeat-"));
const reportFile = join(reportDir, "report.json");
try {
  console.log(`Journeys ${repeat} times each, 2 workers, a CPU hog beside them…`);
  const run = spawnSync(
    "npx",
    ["playwright", "test", `--repeat-each=${repeat}`, "--workers=2", "--reporter=list,json", ...process.argv.slice(2)],
    { stdio: "inherit", env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile } },
  );
  const runs = runsOf(JSON.parse(readFileSync(reportFile, "utf8")) as Report);
  const unsteady = [...runs].filter(([, statuses]) => statuses.some((status) => status !== "passed" && status !== "skipped"));
  console.log(`\n${runs.size} journeys, ${repeat} runs each (Playwright's exit code ${run.status}).`);
  if (unsteady.length === 0) {
    console.log("Every journey passed every time.");
  } else {
    console.log(`${unsteady.length} did not pass every time:`);
    for (const [name, statuses] of unsteady) {
      console.log(`  ${statuses.filter((status) => status === "passed").length}/${statuses.length} ${name} (${statuses.join(", ")})`);
    }
  }
  process.exitCode = unsteady.length === 0 && run.status === 0 ? 0 : 1;
} finally {
  stopHog();
  rmSync(reportDir, { recursive: true, force: true });
}
