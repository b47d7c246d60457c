import { expect, it } from "vitest";
import { freshSqliteForHost } from "../helpers/database";
import { startSite } from "../helpers/site";

// `npm run dev` (server/index.ts in development, Astro's development server inside it) serves the pages: the
// build's settings must not break it. A setting meant for the built server once bundled cookie 0.7 (CommonJS) into
// the development server too, and every page answered 500.

it("serves the public pages in development, as `npm run dev` does", async () => {
  const site = await startSite(freshSqliteForHost().env, "development");
  for (const path of ["/", "/kheopscope"]) {
    const answer = await fetch(`${site.origin}${path}`);
    const html = await answer.text();
    expect(answer.status, `${path}: ${html.slice(0, 300)}\n${site.output().slice(-2_000)}`).toBe(200);
    expect(html).toMatch(/<h1[ >]/);
  }
}, 180_000);
