import { expect, it } from "vitest";
import { freePort } from "../../scripts/lib/free-port";
import { waitForHealth } from "../../scripts/lib/host-process";
import { freshSqliteForHost } from "../helpers/database";
import { isolatedEnv, startHost } from "../helpers/site";

// `npm run dev` (server/index.ts in development, Astro's development server inside it) serves the pages: the
// build's settings must not break it. A setting meant for the built server once bundled cookie 0.7 (CommonJS) into
// the development server too, and every page answered 500.

it("serves the public pages in development, as `npm run dev` does", async () => {
  const port = await freePort();
  const host = await startHost({ ...isolatedEnv, ...freshSqliteForHost().env, PORT: String(port) }, "development");
  const origin = `http://127.0.0.1:${port}`;
  await waitForHealth(`${origin}/healthz`, { host, timeoutMs: 120_000 });

  for (const [path, heading] of [
    ["/", "<h1"],
    ["/kheopscope", "Kheopscope"],
  ] as const) {
    const answer = await fetch(`${origin}${path}`);
    const html = await answer.text();
    expect(answer.status, `${path}: ${html.slice(0, 300)}\n${host.output().slice(-2_000)}`).toBe(200);
    expect(html).toContain(heading);
  }
}, 180_000);
