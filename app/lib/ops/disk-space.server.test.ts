import { mkdtempSync, rmSync, statfsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it, onTestFinished } from "vitest";
import { leadSettings } from "../../../tests/helpers/leads";
import { loadDiskHealth } from "./disk-space.server";

function tempFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), "site-disk-"));
  onTestFinished(() => rmSync(folder, { recursive: true, force: true }));
  return folder;
}

it("measures the disk of the SQLite database's folder, as df does", async () => {
  const folder = tempFolder();
  const stats = statfsSync(folder);

  const disk = await loadDiskHealth(leadSettings({ SQLITE_PATH: join(folder, "site.db"), DISK_FREE_WARNING_MB: "1" }));

  expect(disk).toMatchObject({ engine: "sqlite", folder, warningBytes: 1024 * 1024, low: false });
  expect(disk.space?.totalBytes).toBe(stats.blocks * stats.bsize);
  // Another process may write meanwhile: the same order of size, not the same byte.
  expect(disk.space?.freeBytes).toBeGreaterThan(0);
  expect(Math.abs((disk.space?.freeBytes ?? 0) - stats.bavail * stats.bsize)).toBeLessThan(1024 ** 3);
});

it("warns below DISK_FREE_WARNING_MB", async () => {
  const folder = tempFolder();
  const freeMb = Math.floor((statfsSync(folder).bavail * statfsSync(folder).bsize) / 1024 ** 2);

  const disk = await loadDiskHealth(leadSettings({ SQLITE_PATH: join(folder, "site.db"), DISK_FREE_WARNING_MB: String(freeMb + 2048) }));

  expect(disk.low).toBe(true);
});

it("with PostgreSQL, measures the site's state folder, and says so when it cannot be read", async () => {
  const folder = tempFolder();
  const postgres = { DATABASE_URL: "postgres://site@127.0.0.1:5432/site" };

  expect(await loadDiskHealth(leadSettings({ ...postgres, SQLITE_PATH: join(folder, "site.db") }))).toMatchObject({
    engine: "postgres",
    folder,
  });
  const missing = join(folder, "absent");
  expect(await loadDiskHealth(leadSettings({ ...postgres, SQLITE_PATH: join(missing, "site.db") }))).toEqual({
    engine: "postgres",
    folder: missing,
    space: null,
    warningBytes: 1024 ** 3,
    low: false,
  });
});
