import { expect, it, onTestFinished } from "vitest";
import { STALE_AFTER_MS } from "~/lib/backup/runs.server";
import { newId } from "~/lib/db/ids";
import type { BackupRunTable } from "~/lib/db/schema";
import { createTestSqlite } from "../../../tests/helpers/database";
import { leadSettings } from "../../../tests/helpers/leads";
import { loadBackupHealth } from "./backups.server";
import { loadHealth } from "./health.server";

const now = new Date("2026-11-28T12:00:00.000Z");
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();

const configured = leadSettings({
  BACKUP_REPOSITORY: "sftp:sauvegarde@coffre.exemple.cm:/kheops",
  BACKUP_PASSWORD_FILE: "/etc/kheops-site/restic-mot-de-passe",
});

async function databaseWithRuns(runs: Partial<BackupRunTable>[]) {
  const { db, destroy } = await createTestSqlite();
  onTestFinished(destroy);
  for (const run of runs) {
    const startedAt = run.started_at ?? hoursAgo(1);
    await db
      .insertInto("backup_run")
      .values({
        id: newId(),
        trigger: "schedule",
        status: "succeeded",
        started_at: startedAt,
        heartbeat_at: run.finished_at ?? startedAt,
        finished_at: null,
        snapshot_id: null,
        bytes: null,
        error: null,
        host: "kheops-1:4242",
        ...run,
      })
      .execute();
  }
  return db;
}

it("says that nothing is backed up while the repository and its password are not set", async () => {
  const db = await databaseWithRuns([]);

  const backups = await loadBackupHealth(db, leadSettings(), now);

  expect(backups).toMatchObject({ configured: false, lastGood: null, lastFailure: null, running: null, intervalHours: 24 });
  expect(backups.problems).toEqual(["not-configured"]);
});

it("turns red while configured without any good snapshot, a failed one included", async () => {
  const db = await databaseWithRuns([
    { status: "failed", started_at: hoursAgo(2), finished_at: hoursAgo(2), error: "restic: repository not found" },
  ]);

  const backups = await loadBackupHealth(db, configured, now);

  expect(backups.problems).toEqual(["none"]);
  expect(backups.lastFailure).toEqual({ at: hoursAgo(2), error: "restic: repository not found" });
});

it("gives the last good snapshot's time, size and short id, and hides a failure older than it", async () => {
  const db = await databaseWithRuns([
    { status: "failed", started_at: hoursAgo(30), finished_at: hoursAgo(30), error: "disque plein" },
    { started_at: hoursAgo(27), finished_at: hoursAgo(26.9), snapshot_id: "0f1e2d3c4b5a69788796a5b4c3d2e1f0", bytes: 4_200_000 },
    { started_at: hoursAgo(3.1), finished_at: hoursAgo(3), snapshot_id: "a1b2c3d4e5f60718293a4b5c6d7e8f90", bytes: 5_300_000 },
  ]);

  const backups = await loadBackupHealth(db, configured, now);

  expect(backups).toMatchObject({
    configured: true,
    checkedAt: now.toISOString(),
    lastGood: { finishedAt: hoursAgo(3), snapshotId: "a1b2c3d4", bytes: 5_300_000 },
    lastFailure: null,
    running: null,
    tooOld: false,
    problems: [],
  });
});

it("turns red once the last good snapshot is older than twice the interval, and shows the failures since", async () => {
  const db = await databaseWithRuns([
    { started_at: hoursAgo(13.1), finished_at: hoursAgo(13), snapshot_id: "a1b2c3d4e5f6", bytes: 1000 },
    {
      status: "failed",
      started_at: hoursAgo(1),
      finished_at: hoursAgo(0.9),
      error: "Fatal: unable to open config file: ssh: connect refused",
    },
  ]);
  const every = (hours: number) => ({ ...configured, BACKUP_INTERVAL_HOURS: hours });

  expect((await loadBackupHealth(db, every(7), now)).problems).toEqual([]);
  const late = await loadBackupHealth(db, every(6), now);
  expect(late.problems).toEqual(["too-old"]);
  expect(late.lastFailure).toEqual({ at: hoursAgo(0.9), error: "Fatal: unable to open config file: ssh: connect refused" });
  // The settings removed since: still said too old, beside « nothing is backed up ».
  expect((await loadBackupHealth(db, { ...leadSettings(), BACKUP_INTERVAL_HOURS: 6 }, now)).problems).toEqual([
    "not-configured",
    "too-old",
  ]);
});

it("shows a run whose heartbeat is fresh as in progress, and one whose heartbeat stopped as interrupted", async () => {
  const fresh = await databaseWithRuns([
    { started_at: hoursAgo(24), finished_at: hoursAgo(23.9), snapshot_id: "a1b2c3d4" },
    { status: "running", trigger: "command", started_at: hoursAgo(0.2), heartbeat_at: hoursAgo(0.001) },
  ]);
  expect(await loadBackupHealth(fresh, configured, now)).toMatchObject({
    running: { startedAt: hoursAgo(0.2), trigger: "command" },
    lastFailure: null,
  });

  const stoppedAt = new Date(now.getTime() - STALE_AFTER_MS - 1000).toISOString();
  const killed = await databaseWithRuns([
    { started_at: hoursAgo(24), finished_at: hoursAgo(23.9), snapshot_id: "a1b2c3d4" },
    { status: "running", started_at: hoursAgo(1), heartbeat_at: stoppedAt },
  ]);
  expect(await loadBackupHealth(killed, configured, now)).toMatchObject({ running: null, lastFailure: { at: stoppedAt, error: null } });
});

it("is part of « Santé », without the repository's address nor the password file's path", async () => {
  const db = await databaseWithRuns([{ started_at: hoursAgo(2), finished_at: hoursAgo(1.9), snapshot_id: "a1b2c3d4", bytes: 2048 }]);

  const health = await loadHealth(db, configured, undefined, now);

  expect(health.backups.lastGood).toEqual({ finishedAt: hoursAgo(1.9), snapshotId: "a1b2c3d4", bytes: 2048 });
  const shown = JSON.stringify(health);
  for (const secret of ["coffre.exemple.cm", "restic-mot-de-passe"]) expect(shown).not.toContain(secret);
});
