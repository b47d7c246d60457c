import { join } from "node:path";
import type { Page } from "@playwright/test";
import Database from "better-sqlite3";
import { formatShortDateTime } from "../../app/lib/format/date";
import { e2eAdminPassword } from "../../playwright.config";
import { expect, expectAccessible, test } from "./fixtures";

/**
 * « Santé »'s backups and disk, as a staff member reads them. The admin journeys' site has no backup configured, on
 * purpose: with BACKUP_REPOSITORY set, the backup engine would run real snapshots on a schedule during the journeys.
 * So the part says that nothing is backed up, and the journey writes the rows of `backup_run` that the engine would
 * (straight into the site's SQLite file) to see the last good snapshot, its age, and the warning once it is too old.
 */

/** Writes the admin site's backup attempts: the one journey that touches `backup_run`, so no other sees its rows. */
function writeBackupRuns(runs: { status: "succeeded" | "failed"; at: Date; snapshotId?: string; bytes?: number; error?: string }[]) {
  const database = new Database(join(process.env.E2E_DATA_DIR ?? "", "admin.db"), { fileMustExist: true });
  try {
    database.exec("delete from backup_run");
    const insert = database.prepare(
      `insert into backup_run (id, trigger, status, started_at, heartbeat_at, finished_at, snapshot_id, bytes, error, host)
       values (?, 'schedule', ?, ?, ?, ?, ?, ?, ?, 'journey:1')`,
    );
    for (const [index, run] of runs.entries()) {
      const finished = run.at.toISOString();
      insert.run(
        `journey-${index}`,
        run.status,
        finished,
        finished,
        finished,
        run.snapshotId ?? null,
        run.bytes ?? null,
        run.error ?? null,
      );
    }
  } finally {
    database.close();
  }
}

async function logIn(page: Page) {
  await page.goto("/admin");
  await page.getByLabel("Mot de passe").fill(e2eAdminPassword);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByRole("navigation", { name: "Sections de l'administration" })).toBeVisible();
}

const part = (page: Page, name: string) => page.getByRole("heading", { name, exact: true }).locator("..");

test.describe("« Santé »: backups and disk", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("shows the last good backup, its age and size, the free disk space, and a warning once the backup is too old", async ({ page }) => {
    writeBackupRuns([]);
    await logIn(page);
    await page.goto("/admin/sante");

    const backups = part(page, "Sauvegardes");
    const notConfigured = backups.getByRole("alert");
    await expect(notConfigured).toContainText("Rien n'est sauvegardé.");
    await expect(notConfigured).toContainText("BACKUP_REPOSITORY");
    await expect(notConfigured).toContainText("docs/operations.md");
    await expect(backups.getByRole("definition").first()).toHaveText("Aucune");
    // Nothing is scheduled: no interval is said.
    await expect(backups).not.toContainText("Fréquence prévue");

    const disk = part(page, "Disque");
    await expect(disk.getByRole("term").filter({ hasText: "Espace libre" })).toBeVisible();
    await expect(disk.getByRole("definition").first()).toHaveText(/^[\d\u202f,]+\u202f(o|ko|Mo|Go|To)$/);
    await expect(disk).toContainText("Le disque qui porte la base de données");

    // Three days old, with a failure since: more than twice the 24 hours between two backups.
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);
    const old = { status: "succeeded", at: hoursAgo(72.5), snapshotId: "4f3c2b1a9e8d7c6b5a4f3e2d1c0b9a8f", bytes: 5_452_595 } as const;
    const failure = { status: "failed", at: hoursAgo(1), error: "Fatal: unable to open config file: Stat: connection refused" } as const;
    writeBackupRuns([old, failure]);
    await page.reload();
    const alert = backups.getByRole("alert");
    await expect(alert).toContainText("La dernière sauvegarde réussie a plus de 48\u00a0heures.");
    await expect(backups.getByRole("definition").first()).toHaveText(`${formatShortDateTime(old.at)} (il y a 3\u00a0jours)`);
    await expect(backups).toContainText("5,2\u202fMo");
    await expect(backups.getByRole("definition").filter({ hasText: "4f3c2b1a" })).toHaveText("4f3c2b1a");
    await expect(backups.getByRole("heading", { name: /^Dernier échec\s:\s.*\(il y a 1\sheure\)$/ })).toBeVisible();
    await expect(backups).toContainText("Fatal: unable to open config file: Stat: connection refused");
    await expectAccessible(page);

    // A good backup twenty minutes ago: the warning and the older failure are gone; nothing is configured still.
    writeBackupRuns([old, failure, { status: "succeeded", at: hoursAgo(1 / 3), snapshotId: "9a8b7c6d5e4f", bytes: 5_500_000 }]);
    await page.reload();
    await expect(backups.getByRole("definition").first()).toHaveText(/\(il y a 20\u00a0minutes\)$/);
    await expect(backups).toContainText("9a8b7c6d");
    await expect(backups).not.toContainText("a plus de 48");
    await expect(backups).not.toContainText("Dernier échec");
    await expect(backups.getByRole("alert")).toContainText("Rien n'est sauvegardé.");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
