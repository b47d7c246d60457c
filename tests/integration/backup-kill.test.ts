import { spawn } from "node:child_process";
import { readdirSync } from "node:fs";
import { expect, it, onTestFinished } from "vitest";
import { backupText } from "~/content/backups";
import { initRepository, listSnapshots } from "~/lib/backup/restic.server";
import { parseConfig } from "~/lib/config.server";
import { encodedPictureBytes } from "../../scripts/lib/sample-data";
import { waitUntil, withTimeout } from "../../scripts/lib/wait";
import { backupNow, resticUnavailableReason, storePictures, testRepository } from "../helpers/backup";
import { createTestSqlite } from "../helpers/database";

// `npm run backup` killed with SIGKILL (with the restic it started) once its run is recorded: the run never
// counts as a good backup, and the next one, a minute after its heartbeat stopped, succeeds.

const skip = resticUnavailableReason();

it.skipIf(skip)(
  `a backup killed half-way is never counted as good, and the next one succeeds${skip ? ` [skipped: ${skip}]` : ""}`,
  async () => {
    const repository = testRepository();
    const sqlite = await createTestSqlite();
    onTestFinished(() => sqlite.destroy());
    await storePictures(sqlite.db, 200, { variantBytes: encodedPictureBytes }); // about 60 MB: the copy takes a while
    await initRepository(repository.settings);

    const child = spawn(process.execPath, ["--import", "tsx", "scripts/backup.ts"], {
      env: { ...process.env, ...repository.env, SQLITE_PATH: sqlite.path, DATABASE_URL: "" },
      stdio: "ignore",
      detached: true,
    });
    const group = child.pid;
    if (group === undefined) throw new Error("npm run backup did not start");
    const exited = new Promise((resolve) => child.once("exit", resolve));
    onTestFinished(() => {
      if (child.exitCode === null && child.signalCode === null) process.kill(-group, "SIGKILL");
    });
    const running = () => sqlite.db.selectFrom("backup_run").selectAll().where("status", "=", "running").executeTakeFirst();
    const killed = await waitUntil(running, { timeoutMs: 60_000, intervalMs: 10, what: "the backup's running row" });
    process.kill(-group, "SIGKILL"); // the script and the restic it may have started
    await withTimeout(exited, { timeoutMs: 10_000, what: "the killed backup to exit" });
    expect(child.signalCode).toBe("SIGKILL");

    const runs = () => sqlite.db.selectFrom("backup_run").selectAll().orderBy("started_at").execute();
    expect(await runs()).toEqual([expect.objectContaining({ id: killed.id, status: "running", snapshot_id: null, finished_at: null })]);

    const config = parseConfig({ ...repository.env, SQLITE_PATH: sqlite.path });
    const aMinuteLater = () => new Date(Date.now() + 2 * 60_000);
    const next = await backupNow(sqlite, config, aMinuteLater);
    if (next.status !== "succeeded") throw new Error(`next backup: ${JSON.stringify(next)}`);

    expect(await runs()).toEqual([
      expect.objectContaining({ id: killed.id, status: "failed", snapshot_id: null, error: backupText.stale }),
      expect.objectContaining({ id: next.runId, status: "succeeded", snapshot_id: next.snapshotId }),
    ]);
    expect((await listSnapshots(repository.settings)).map((snapshot) => snapshot.shortId)).toContain(next.snapshotId);
    // The killed run's temporary copy went with the next run.
    expect(readdirSync(repository.tempDir)).toEqual([]);
  },
  180_000,
);
