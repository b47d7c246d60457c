import type { Kysely } from "kysely";
import { typesetArticle } from "../app/lib/blog/typeset.server";
import type { Database } from "../app/lib/db/schema";

/**
 * Articles are typeset once, when they are stored, no longer on every read (app/lib/blog/typeset.server.ts). The
 * articles stored before that are typeset here, once; bundled ones are also stored again by the next seeding.
 * (The read time, then text, becomes a number of minutes in the next migration, 2026-11-26-010.)
 */
export async function up(db: Kysely<Database>): Promise<void> {
  const rows = await db.selectFrom("article").select(["id", "title", "excerpt", "author_quote", "content"]).execute();
  for (const row of rows) {
    const { id, ...typeset } = typesetArticle(row);
    await db.updateTable("article").set(typeset).where("id", "=", id).execute();
  }
}

// Typeset text reads the same to a visitor; the spaces it made non-breaking cannot be told from typed ones.
export async function down(): Promise<void> {}
