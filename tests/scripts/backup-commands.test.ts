import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { expect, it, onTestFinished } from "vitest";
import { inspectSqlite } from "~/lib/backup/restore.server";
import { openDatabase } from "~/lib/db/db.server";
import { backupCommand, resticUnavailableReason, storePictures, testRepository } from "../helpers/backup";
import { createTestSqlite } from "../helpers/database";
import { leadSettings, storeLeadFor } from "../helpers/leads";

// `npm run backup`, `npm run backups` and `npm run restore`, as whoever runs the server types them: each script
// on its own Node, on a SQLite file and a restic repository in a temp dir.

const skip = resticUnavailableReason();

it.skipIf(skip)(
  `backs up, lists, and restores latest into a new file that passes its checks, never over a database${skip ? ` [skipped: ${skip}]` : ""}`,
  async () => {
    const repository = testRepository();
    const sqlite = await createTestSqlite();
    onTestFinished(() => sqlite.destroy());
    for (let index = 0; index < 3; index++) await storeLeadFor(sqlite.db, leadSettings());
    await storePictures(sqlite.db, 2);
    const env = { ...repository.env, SQLITE_PATH: sqlite.path };

    const backup = await backupCommand("backup", [], env);
    expect(backup.code, backup.stderr).toBe(0);
    const [, snapshotId] = /Sauvegarde faite\u00a0: instantané ([0-9a-f]{8}), .+ en .+\./.exec(backup.stdout) ?? [];
    expect(snapshotId).toBeDefined();

    const list = await backupCommand("backups", [], env);
    expect(list.code).toBe(0);
    expect(list.stdout).toContain("Instantanés du dépôt (1\u00a0instantané)");
    expect(list.stdout).toMatch(new RegExp(`${snapshotId} .+ site\\.db`));
    expect(list.stdout).toMatch(/commande\s+réussie/);

    const restore = await backupCommand("restore", ["latest"], env);
    expect(restore.code, restore.stderr).toBe(0);
    const [, target = ""] = /Restauré dans (.+) en /.exec(restore.stdout) ?? [];
    expect(dirname(target)).toBe(dirname(sqlite.path));
    expect(target).toMatch(/site-restauree-\d{4}-\d{2}-\d{2}-\d{2}h\d{2}\.db$/);
    expect(restore.stdout).toContain("Intégrité\u00a0: ok");
    expect(restore.stdout).toMatch(/Migrations\u00a0: à jour \(\d{4}-\d{2}-\d{2}-\d{3}-[\w-]+\)/);
    expect(restore.stdout).toMatch(/ lead\s+3\n/);
    expect(restore.stdout).toMatch(/ stored_image_variant\s+12\n/);
    expect(inspectSqlite(target).integrity).toBe("ok");

    // Never over an existing database without --force…
    const before = readFileSync(target);
    const again = await backupCommand("restore", ["latest", "--to", target], env);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`${target} existe déjà`);
    expect(readFileSync(target).equals(before)).toBe(true);

    // …nor, even with it, over one a running site holds.
    const site = openDatabase({ sqlitePath: target });
    await site.db.selectFrom("lead").select("id").execute();
    const held = await backupCommand("restore", [snapshotId ?? "", "--to", target, "--force"], env);
    await site.close();
    expect(held.code).toBe(1);
    expect(held.stderr).toContain("est ouvert par un site en marche");

    const forced = await backupCommand("restore", [snapshotId ?? "", "--to", target, "--force"], env);
    expect(forced.code).toBe(0);
    expect(existsSync(`${target}-wal`)).toBe(false);
    // The database it replaced is kept beside it, whole, and said where.
    const [, keptAs] = /L'ancienne base est gardée sous (\S+) /.exec(forced.stdout) ?? [];
    expect(keptAs).toMatch(/\.avant-restauration-\d+$/);
    expect(inspectSqlite(keptAs ?? "").integrity).toBe("ok");

    const missing = await backupCommand("restore", ["0000dead", "--to", join(dirname(target), "autre.db")], env);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("Aucun instantané «\u00a00000dead\u00a0»");
  },
  240_000,
);
