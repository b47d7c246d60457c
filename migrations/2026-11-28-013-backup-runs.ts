import { type Kysely, sql } from "kysely";

/**
 * One row per backup attempt (app/lib/backup): the scheduled ones and `npm run backup`. A run is inserted as
 * « running » before the snapshot starts and marked « succeeded » only once restic has stored it, so a process
 * killed half-way leaves a row that never counts as a good backup. « Santé » reads the last good one's age from
 * here, and the scheduler of every instance reads here whether one is due: the database decides, not the clock.
 * At most one run is « running » at a time (a partial unique index, on both engines): of two instances claiming
 * the same snapshot, the second insert fails. A running process touches `heartbeat_at`; a « running » row whose
 * heartbeat has stopped (kill -9) is marked failed by the next claim.
 * A new table only, so an instance on the previous code keeps serving.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("backup_run")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("trigger", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("started_at", "text", (col) => col.notNull())
    .addColumn("heartbeat_at", "text", (col) => col.notNull())
    .addColumn("finished_at", "text")
    .addColumn("snapshot_id", "text")
    .addColumn("bytes", "integer")
    .addColumn("error", "text")
    .addColumn("host", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("backup_run_started").on("backup_run").column("started_at").execute();
  await db.schema
    .createIndex("backup_run_one_running")
    .on("backup_run")
    .column("status")
    .unique()
    .where(sql.ref("status"), "=", "running")
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("backup_run_one_running").execute();
  await db.schema.dropIndex("backup_run_started").execute();
  await db.schema.dropTable("backup_run").execute();
}
