import { type BackupDeps, type BackupOutcome, runBackup } from "./backup.server";

/** How often each instance asks the database whether a backup is due. */
const BACKUP_TICK_MS = 60_000;

export type BackupScheduleDeps = Omit<BackupDeps, "trigger" | "signal"> & {
  tickMs?: number;
  /** Told each run's outcome (the tests wait on it); the outcome is logged anyway. */
  onOutcome?: (outcome: BackupOutcome) => void;
};

/**
 * The scheduled backups of one instance: every `tickMs` (a minute) it asks the database whether one is due,
 * and claims it if so (runs.server.ts: due when no good or running run started within BACKUP_INTERVAL_HOURS;
 * after a failure, again after 5 min, 10, 20… up to the interval). Every instance runs one; the claim is
 * atomic in the database, so one snapshot is made per interval whatever their number. The first check comes
 * one tick after start; a tick is skipped while this instance's run is under way. The timer does not keep the
 * process alive; stop() aborts a run under way (marked failed: the next instance to check retries) and waits
 * for it to end.
 */
export function startBackupSchedule({ tickMs = BACKUP_TICK_MS, onOutcome, ...deps }: BackupScheduleDeps): { stop: () => Promise<void> } {
  const controller = new AbortController();
  let running: Promise<void> | undefined;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = runBackup({ ...deps, trigger: "schedule", signal: controller.signal })
      .then((outcome) => onOutcome?.(outcome))
      .catch((error: unknown) => deps.logger.error({ err: error }, "backup: scheduled check failed"))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(tick, tickMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      controller.abort();
      await running;
    },
  };
}
