import type { Kysely } from "kysely";

/**
 * One row that /healthz rewrites on each call: it answers 200 only once a write has been
 * kept, so a full disk, a read-only database or a PostgreSQL standby shows there (issue 37), not only a database
 * that cannot be reached. A new table only, so an instance on the previous code keeps serving.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("health_check")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("checked_at", "text", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("health_check").execute();
}
