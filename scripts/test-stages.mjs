// npm test: the stages one after the other, each one's time printed as it ends, stopping at the first that
// fails. The heavy tier is `npm run test:heavy` (README).
import { spawnSync } from "node:child_process";

const stages = [
  ["typecheck", ["run", "--silent", "typecheck"]],
  ["lint", ["run", "--silent", "lint"]],
  ["build", ["run", "--silent", "build"]],
  ["unit and integration tests (Vitest)", ["run", "--silent", "test:unit"]],
  ["journeys (Playwright)", ["exec", "--", "playwright", "test"]],
];

const timings = [];
const started = Date.now();
for (const [name, args] of stages) {
  const stageStarted = Date.now();
  const { status } = spawnSync("npm", args, { stdio: "inherit" });
  const seconds = Math.round((Date.now() - stageStarted) / 1000);
  timings.push(`${name}: ${status === 0 ? "ok" : `failed (exit ${status})`} in ${seconds} s`);
  console.log(`\n=== ${timings.at(-1)}\n`);
  if (status !== 0) break;
}
console.log(`=== npm test, ${Math.round((Date.now() - started) / 1000)} s in all:\n${timings.map((line) => `  ${line}`).join("\n")}`);
process.exit(timings.every((line) => line.includes(": ok in")) && timings.length === stages.length ? 0 : 1);
