import { randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";

/**
 * The database's own id, one row made once (app/lib/db/start-marker.server.ts). A production start writes it, with
 * the row's date, to a marker file outside the database (beside the SQLite file, or in the site's state folder
 * with PostgreSQL); a later start that finds the marker but no database, or an empty one, refuses instead of
 * beginning again empty with a new first account. A backup carries the row, so a restored database is recognised.
 * Made here, under the migrations' lock, so that instances starting together on one PostgreSQL agree on it.
 * A new table only, so an instance on the previous code keeps serving.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("site_identity")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await sql`insert into site_identity (id, created_at) values (${randomUUID()}, ${new Date().toISOString()})`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("site_identity").execute();
}
