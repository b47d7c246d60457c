import { expect, it, onTestFinished } from "vitest";
import type { BackupOutcome } from "~/lib/backup/backup.server";
import { listSnapshots } from "~/lib/backup/restic.server";
import { startBackupSchedule } from "~/lib/backup/schedule.server";
import { parseConfig } from "~/lib/config.server";
import { openDatabase } from "~/lib/db/db.server";
import { migrateToLatest } from "~/lib/db/migrate.server";
import { waitUntil } from "../../scripts/lib/wait";
import { resticUnavailableReason, testRepository } from "../helpers/backup";
import { describeEachEngine, hostDatabasesOn } from "../helpers/database";
import { silentLogger } from "../helpers/site-services";

// Two instances, each with its own connection and its own schedule, on one database and one repository, asking
// every few milliseconds of a clock the test moves: one snapshot per interval, never two.

const skip = resticUnavailableReason();

describeEachEngine(skip ? `the backup schedule [skipped: ${skip}]` : "the backup schedule of two instances", (engine) => {
  const freshDatabase = hostDatabasesOn(engine);

  it.skipIf(skip)(
    "makes exactly one snapshot per interval",
    async () => {
      const repository = testRepository();
      const config = parseConfig({ ...(await freshDatabase()).env, ...repository.env, BACKUP_INTERVAL_HOURS: "24" });
      const open = () => openDatabase({ databaseUrl: config.DATABASE_URL, sqlitePath: config.SQLITE_PATH });
      const instances = [open(), open()];
      const [{ db }] = instances as [ReturnType<typeof open>];
      await migrateToLatest(db);

      let clock = new Date("2026-11-28T09:00:00Z");
      const outcomes: BackupOutcome["status"][][] = [[], []];
      const schedules = instances.map((instance, index) =>
        startBackupSchedule({
          db: instance.db,
          engine: instance.engine,
          sqlite: instance.sqlite,
          config,
          logger: silentLogger,
          now: () => clock,
          tickMs: 20,
          onOutcome: (outcome) => outcomes[index]?.push(outcome.status),
        }),
      );
      onTestFinished(async () => {
        await Promise.all(schedules.map((schedule) => schedule.stop()));
        await Promise.all(instances.map((instance) => instance.close()));
      });
      const runs = () => db.selectFrom("backup_run").select(["status", "started_at"]).orderBy("started_at").execute();

      /** Until `good` runs succeeded and each instance has since heard, twice, that none is due. */
      const settle = async (good: number) => {
        await waitUntil(async () => (await runs()).filter((run) => run.status === "succeeded").length === good, {
          timeoutMs: 60_000,
          what: `${good} good backups`,
        });
        const heard = outcomes.map((list) => list.length);
        await waitUntil(
          () => outcomes.every((list, index) => list.slice(heard[index]).filter((status) => status === "not-due").length >= 2),
          {
            timeoutMs: 30_000,
            what: "both instances to find nothing due",
          },
        );
      };

      await settle(1);
      expect(await runs()).toEqual([{ status: "succeeded", started_at: "2026-11-28T09:00:00.000Z" }]);

      clock = new Date("2026-11-29T08:59:00Z"); // 23 h 59 min later: not yet
      const heard = outcomes.map((list) => list.length);
      await waitUntil(() => outcomes.every((list, index) => list.length >= (heard[index] ?? 0) + 3), {
        timeoutMs: 30_000,
        what: "more checks",
      });
      expect(await runs()).toHaveLength(1);

      clock = new Date("2026-11-29T09:01:00Z");
      await settle(2);
      expect(await runs()).toEqual([
        { status: "succeeded", started_at: "2026-11-28T09:00:00.000Z" },
        { status: "succeeded", started_at: "2026-11-29T09:01:00.000Z" },
      ]);
      expect(await listSnapshots(repository.settings)).toHaveLength(2);
      expect(outcomes.flat().filter((status) => status === "succeeded")).toHaveLength(2);
    },
    180_000,
  );
});
