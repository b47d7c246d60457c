import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, it } from "vitest";
import { freePort } from "../scripts/lib/free-port";
import { waitForHealth } from "../scripts/lib/host-process";
import { startHost } from "../tests/helpers/site";

const dirs: string[] = [];

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

it("refuses to start on a bad setting, naming the variable", async () => {
  const host = await startHost({ PORT: "quatre-mille", SITE_URL: "pas-une-url" });
  expect(await host.exited).toBe(1);
  expect(host.output()).toContain("PORT");
  expect(host.output()).toContain("SITE_URL");
}, 60_000);

it("refuses a production start that a launch is not ready for, listing every problem in French", async () => {
  // The built host, as `npm start` runs it (npm test builds before the unit tests), without the preview flag.
  const host = await startHost(
    { LOCAL_PREVIEW: "0", PORT: "0", SITE_URL: "http://kheops.cm", SESSION_SECRET: "", ADMIN_PASSWORD: "admin" },
    "production",
  );
  expect(await host.exited).toBe(1);
  expect(host.output()).toContain("Configuration invalide");
  expect(host.output()).toContain("SITE_URL doit commencer par https://");
  expect(host.output()).toContain("SESSION_SECRET n'est pas défini");
  expect(host.output()).toContain("ADMIN_PASSWORD est trop faible");
}, 60_000);

it("serves /healthz, then on SIGTERM finishes, closes the database and exits 0", async () => {
  const dir = mkdtempSync(join(tmpdir(), "site-host-"));
  dirs.push(dir);
  const port = await freePort();
  const sqlitePath = join(dir, "site.db");
  const host = await startHost({ PORT: String(port), HOST: "127.0.0.1", SQLITE_PATH: sqlitePath });

  const health = await waitForHealth(`http://127.0.0.1:${port}/healthz`, { host });
  expect(await health.json()).toEqual({ status: "ok", database: "ok" });
  expect(existsSync(`${sqlitePath}-wal`)).toBe(true);

  host.child.kill("SIGTERM");
  expect(await host.exited).toBe(0);
  expect(host.output()).toContain('"msg":"stopped"');
  // SQLite removes the write-ahead log when the last connection closes cleanly.
  expect(existsSync(`${sqlitePath}-wal`)).toBe(false);
}, 60_000);
