import { mkdirSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { expect, it, onTestFinished } from "vitest";
import { backupNow } from "../../../tests/helpers/backup";
import { createTestSqlite } from "../../../tests/helpers/database";
import { parseConfig } from "../config.server";
import { BackupError, checkRoom, splitPassword, withoutSecrets } from "./snapshot.server";

it("keeps PostgreSQL's password out of the command line and out of what it says", () => {
  const url = "postgres://site:s%3Dcr%C3%A8t@db.internal:5432/kheops?sslmode=require";
  expect(splitPassword(url)).toEqual({ url: "postgres://site@db.internal:5432/kheops?sslmode=require", password: "s=crèt" });
  expect(withoutSecrets(`connection to ${url} failed (password s=crèt)`, url)).not.toMatch(/s%3Dcr|s=crèt/);
});

it("refuses a copy that would leave the database's disk under DISK_FREE_WARNING_MB, and one that does not fit", async () => {
  const sqlite = await createTestSqlite();
  onTestFinished(() => sqlite.destroy());
  const folder = dirname(sqlite.path);
  await expect(checkRoom(folder, 1, { databaseFolder: folder, reserveMb: 10_000_000 })).rejects.toThrow(/sur le disque de la base/);
  await expect(checkRoom(folder, 1, { reserveMb: 10_000_000 })).resolves.toBeUndefined(); // another disk: no reserve
  await expect(checkRoom(folder, 2 ** 60, { reserveMb: 0 })).rejects.toThrow(BackupError);
});

it("records a run refused for room as failed, with the reason, and leaves no temporary file", async () => {
  const sqlite = await createTestSqlite();
  onTestFinished(() => sqlite.destroy());
  const temp = join(dirname(sqlite.path), "temp");
  mkdirSync(temp);
  const config = parseConfig({
    SQLITE_PATH: sqlite.path,
    BACKUP_REPOSITORY: join(dirname(sqlite.path), "repository"),
    BACKUP_PASSWORD_FILE: join(dirname(sqlite.path), "password"),
    BACKUP_TEMP_DIR: temp,
    DISK_FREE_WARNING_MB: "10000000",
  });
  const outcome = await backupNow(sqlite, config);
  expect(outcome).toMatchObject({ status: "failed", error: expect.stringContaining("DISK_FREE_WARNING_MB") });
  expect(await sqlite.db.selectFrom("backup_run").select(["status", "snapshot_id", "error"]).execute()).toEqual([
    { status: "failed", snapshot_id: null, error: expect.stringContaining("Réglez BACKUP_TEMP_DIR sur un autre disque") },
  ]);
  expect(readdirSync(temp)).toEqual([]);
});
