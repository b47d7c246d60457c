import type { Kysely } from "kysely";

/**
 * One row per backup attempt (app/lib/backup): the scheduled ones and `npm run backup`. A run is inserted as
 * « running » before the snapshot starts and marked « succeeded » only once restic has stored it, so a process
 * killed half-way leaves a row that never counts as a good backup. « Santé » reads the last good one's age from
 * here, and the scheduler of every instance reads here whether one is due: the database decides, not the clock.
 * A new table only, so an instance on the previous code keeps serving.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("backup_run")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("trigger", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("started_at", "text", (col) => col.notNull())
    .addColumn("finished_at", "text")
    .addColumn("snapshot_id", "text")
    .addColumn("bytes", "integer")
    .addColumn("error", "text")
    .addColumn("host", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("backup_run_started").on("backup_run").column("started_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("backup_run_started").execute();
  await db.schema.dropTable("backup_run").execute();
}
