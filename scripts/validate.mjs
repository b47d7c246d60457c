// npm run validate: typecheck, lint and the Vitest tests at the same time, for a quick check before a
// commit (no build, no browser: `npm test` runs everything). Each one's output is printed when it ends.
import { spawn } from "node:child_process";

const checks = ["typecheck", "lint", "test:unit"];

const results = await Promise.all(
  checks.map(
    (name) =>
      new Promise((resolve) => {
        const started = Date.now();
        const child = spawn("npm", ["run", "--silent", name], { stdio: ["ignore", "pipe", "pipe"] });
        let output = "";
        child.stdout.on("data", (chunk) => {
          output += chunk;
        });
        child.stderr.on("data", (chunk) => {
          output += chunk;
        });
        child.on("close", (code) => {
          const seconds = Math.round((Date.now() - started) / 1000);
          process.stdout.write(
            `\n=== ${name}: ${code === 0 ? "ok" : `failed (exit ${code})`} in ${seconds} s\n${code === 0 ? "" : output}`,
          );
          resolve(code === 0);
        });
      }),
  ),
);
process.exit(results.every(Boolean) ? 0 : 1);
