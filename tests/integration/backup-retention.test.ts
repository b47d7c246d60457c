import { expect, it, onTestFinished } from "vitest";
import { listSnapshots } from "~/lib/backup/restic.server";
import { parseConfig } from "~/lib/config.server";
import { formatIsoDateTime } from "~/lib/format/date";
import { backupNow, resticUnavailableReason, testRepository } from "../helpers/backup";
import { createTestSqlite } from "../helpers/database";

// Backups on fake days (the run's clock, given to restic as --time), each followed by the retention, as the
// schedule runs them: what is left is the last snapshot of each of the 2 last days, 2 last weeks and 2 last
// months, counted in Douala's time.

const skip = resticUnavailableReason();

/** "2026-11-10 18:00": a snapshot's time in Douala (UTC+1). */
const inDouala = (date: Date) => formatIsoDateTime(date).slice(0, 16);

it.skipIf(skip)(
  `keeps the snapshots the policy names, by day, week and month${skip ? ` [skipped: ${skip}]` : ""}`,
  async () => {
    const repository = testRepository();
    const sqlite = await createTestSqlite();
    onTestFinished(() => sqlite.destroy());
    const config = parseConfig({
      ...repository.env,
      SQLITE_PATH: sqlite.path,
      BACKUP_KEEP_DAILY: "2",
      BACKUP_KEEP_WEEKLY: "2",
      BACKUP_KEEP_MONTHLY: "2",
    });
    // Times in Douala: a Tuesday and a Wednesday of September, two weeks of October, then November's days.
    const days = [
      "2026-09-15T10:00",
      "2026-09-30T10:00",
      "2026-10-20T10:00",
      "2026-10-28T10:00",
      "2026-11-02T10:00",
      "2026-11-05T10:00",
      "2026-11-09T10:00",
      "2026-11-10T10:00",
      "2026-11-10T18:00",
      "2026-11-11T00:30", // just after midnight in Douala, still the 10th in UTC
    ];
    for (const day of days) {
      const time = new Date(`${day}:00+01:00`);
      const outcome = await backupNow(sqlite, config, () => time);
      expect(outcome.status, day).toBe("succeeded");
    }

    const kept = (await listSnapshots(repository.settings)).map((snapshot) => inDouala(snapshot.time));
    expect(kept).toEqual([
      "2026-10-28 10:00", // October's last: the 2nd month
      "2026-11-05 10:00", // the last of the week of 2 November: the 2nd week
      "2026-11-10 18:00", // the 10th's last: the 2nd day
      "2026-11-11 00:30", // the 11th in Douala: the last day, week and month
    ]);
  },
  240_000,
);
