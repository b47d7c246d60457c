import { expect, it, onTestFinished } from "vitest";
import { runBackup } from "~/lib/backup/backup.server";
import { findSnapshot, restoreSnapshot } from "~/lib/backup/restore.server";
import { parseConfig } from "~/lib/config.server";
import { type Engine, openDatabase } from "~/lib/db/db.server";
import { migrateToLatest } from "~/lib/db/migrate.server";
import { submitContact } from "~/site/forms/contact/submit-contact.server";
import { waitUntil } from "../../scripts/lib/wait";
import { createSiteServices } from "../../server/app";
import { everyRow, resticUnavailableReason, storePictures, testRepository } from "../helpers/backup";
import { describeEachEngine, hostDatabasesOn } from "../helpers/database";
import { contactFormFields } from "../helpers/leads";
import { silentLogger, withScope } from "../helpers/site-services";

// The site's own services (server/app.ts createSiteServices, the real middleware and contact action) on a real
// database, four visitors posting the contact form while a backup runs, then the snapshot restored into a new
// database and read back: nothing acknowledged before the backup began is missing, and a snapshot taken once
// the visitors stopped is the source, row for row and picture byte for byte.

const skip = resticUnavailableReason();

/** The database behind the settings `env`, migrated as start-up migrates it, with its raw SQLite connection. */
async function openMigrated(env: Record<string, string>) {
  const config = parseConfig(env);
  const handle = openDatabase({ databaseUrl: config.DATABASE_URL, sqlitePath: config.SQLITE_PATH });
  await migrateToLatest(handle.db);
  onTestFinished(() => handle.close());
  return { ...handle, config };
}

function contactPost(email: string): Request {
  return new Request("http://localhost:3000/contact", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "user-agent": "Test/1.0" },
    body: new URLSearchParams({ ...contactFormFields, email }),
  });
}

describeEachEngine(skip ? `a backup while visitors write [skipped: ${skip}]` : "a backup while visitors write", (engine) => {
  const freshDatabase = hostDatabasesOn(engine);

  it.skipIf(skip)(
    "holds every lead acknowledged before it began, and, taken once writers stopped, every row and picture of the source",
    async () => {
      const repository = testRepository();
      const source = await openMigrated({ ...(await freshDatabase()).env, ...repository.env, FORMS_RATE_LIMIT_PER_MINUTE: "10000" });
      const services = createSiteServices(source.config, { db: source.db, engine, logger: silentLogger });
      onTestFinished(() => services.databaseAvailability.stop());
      await storePictures(source.db, 30, { variantBytes: () => 8_000 });

      // Four visitors, each posting one form after the other, until told to stop. Each post is a turn of the event
      // loop of its own, as a request arriving from the network is (better-sqlite3 answers within the same turn),
      // and comes from one of many addresses, so the forms' rate limit lets them all through.
      const acknowledged: string[] = [];
      let writing = true;
      const visitors = Array.from({ length: 4 }, async (_, visitor) => {
        for (let index = 0; writing; index++) {
          await new Promise((resolve) => setImmediate(resolve));
          const email = `visiteur${visitor}.${index}@example.cm`;
          const clientAddress = `41.202.${visitor + 1}.${(index % 250) + 1}`;
          const result = await withScope(services, contactPost(email), submitContact, { clientAddress });
          if (result.status !== "sent") throw new Error(`contact ${email}: ${result.status}`);
          acknowledged.push(email);
        }
      });
      await waitUntil(() => acknowledged.length >= 40, { timeoutMs: 30_000, what: "the visitors' first leads" });

      /** Snapshot `snapshotId` restored into a new database, opened. */
      const restored = async (snapshotId: string) => {
        const { target, open } = await restoreTarget(engine, freshDatabase);
        const snapshot = await findSnapshot(repository.settings, snapshotId);
        await restoreSnapshot({ settings: repository.settings, snapshot, target, tempParent: repository.tempDir });
        return open();
      };

      const before = [...acknowledged];
      const backup = {
        db: source.db,
        engine,
        sqlite: source.sqlite,
        config: source.config,
        logger: silentLogger,
        trigger: "command" as const,
      };
      const during = await runBackup(backup);
      const afterwards = acknowledged.length;
      writing = false;
      await Promise.all(visitors);
      if (during.status !== "succeeded") throw new Error(`backup: ${JSON.stringify(during)}`);
      expect(afterwards).toBeGreaterThan(before.length); // the visitors went on while it ran

      const first = await restored(during.snapshotId);
      const restoredEmails = new Set((await first.db.selectFrom("lead").select("email").execute()).map((row) => row.email));
      expect(before.filter((email) => !restoredEmails.has(email))).toEqual([]);
      // The snapshot holds its own run as it was then: running, which never counts as a good backup.
      expect(await first.db.selectFrom("backup_run").select(["id", "status"]).execute()).toEqual([{ id: during.runId, status: "running" }]);

      // Writers stopped: a second snapshot is the source itself (but for the backup runs, which the backup writes).
      const quiet = await runBackup(backup);
      if (quiet.status !== "succeeded") throw new Error(`backup: ${JSON.stringify(quiet)}`);
      const second = await restored(quiet.snapshotId);
      const sourceRows = await everyRow(source.db, engine, ["backup_run"]);
      expect(sourceRows.lead).toHaveLength(acknowledged.length);
      expect(sourceRows.stored_image_variant).toHaveLength(30 * 6);
      expect(await everyRow(second.db, engine, ["backup_run"])).toEqual(sourceRows);
      const pictures = (db: typeof source.db) =>
        db
          .selectFrom("stored_image_variant")
          .select(["image_id", "format", "width", "bytes"])
          .orderBy("image_id")
          .orderBy("format")
          .orderBy("width")
          .execute();
      expect(await pictures(second.db)).toEqual(await pictures(source.db));
    },
    240_000,
  );
});

/** Where a test restores: a new SQLite file, or an empty database of the same cluster; and how to open it afterwards. */
async function restoreTarget(engine: Engine, freshDatabase: ReturnType<typeof hostDatabasesOn>) {
  const { env } = await freshDatabase();
  const config = parseConfig(env);
  const target = engine === "sqlite" ? { engine, path: config.SQLITE_PATH } : { engine, url: config.DATABASE_URL ?? "" };
  return {
    target: target as Parameters<typeof restoreSnapshot>[0]["target"],
    async open() {
      const handle = openDatabase({ databaseUrl: config.DATABASE_URL, sqlitePath: config.SQLITE_PATH });
      onTestFinished(() => handle.close());
      return handle;
    },
  };
}
