import type { Kysely } from "kysely";

/**
 * The article table keeps facts, not what a page prints: `reading_minutes` replaces the read time
 * written as text (« 14 min »), and the shown date is read from `date`, the day of publication in
 * Douala, so `publish_date` (« 3 septembre 2025 ») goes. Both texts are dropped rather than left
 * unused: a column nothing reads would still have to be written, NOT NULL as it is.
 *
 * `date` was the UTC day of the first publication while the shown date was Douala's: from 23:00 to
 * midnight UTC the two differed. It is set again from `published_at`, in Douala, as it is now written.
 *
 * An instance still running the code before this migration fails to read articles until it restarts:
 * a rolling restart shows that for the seconds between the first and the last instance.
 */

const douala = new Intl.DateTimeFormat("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", timeZone: "Africa/Douala" });

/** The article table as this migration finds and leaves it, not as the app types it today. */
interface Tables {
  article: { id: string; date: string; published_at: string | null; read_time: string; publish_date: string; reading_minutes: number };
}

export async function up(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Kysely<Tables>;
  await db.schema
    .alterTable("article")
    .addColumn("reading_minutes", "integer", (col) => col.notNull().defaultTo(1))
    .execute();

  const rows = await db.selectFrom("article").select(["id", "read_time", "published_at"]).execute();
  for (const row of rows) {
    const minutes = Number.parseInt(row.read_time, 10);
    const publishedAt = row.published_at ? new Date(row.published_at) : undefined;
    await db
      .updateTable("article")
      .set({
        reading_minutes: Number.isInteger(minutes) && minutes > 0 ? minutes : 1,
        ...(publishedAt && !Number.isNaN(publishedAt.getTime()) ? { date: douala.format(publishedAt) } : {}),
      })
      .where("id", "=", row.id)
      .execute();
  }

  await db.schema.alterTable("article").dropColumn("read_time").execute();
  await db.schema.alterTable("article").dropColumn("publish_date").execute();
}

export async function down(untyped: Kysely<unknown>): Promise<void> {
  const db = untyped as Kysely<Tables>;
  const longDate = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "long", year: "numeric", timeZone: "Africa/Douala" });
  await db.schema
    .alterTable("article")
    .addColumn("read_time", "text", (col) => col.notNull().defaultTo(""))
    .execute();
  await db.schema
    .alterTable("article")
    .addColumn("publish_date", "text", (col) => col.notNull().defaultTo(""))
    .execute();
  const rows = await db.selectFrom("article").select(["id", "reading_minutes", "date"]).execute();
  for (const row of rows) {
    await db
      .updateTable("article")
      .set({ read_time: `${row.reading_minutes}\u00a0min`, publish_date: longDate.format(new Date(`${row.date}T12:00:00Z`)) })
      .where("id", "=", row.id)
      .execute();
  }
  await db.schema.alterTable("article").dropColumn("reading_minutes").execute();
}
