import { randomBytes } from "node:crypto";
import type { Insertable, Kysely } from "kysely";
import { newId, nowIso } from "~/lib/db/ids";
import type { ArticleTable, Database } from "~/lib/db/schema";

/**
 * A published article written in the admin, as a row of the `article` table;
 * its slug is `article-de-test-` and 8 random hex digits unless `overrides` names one.
 */
export function articleRow(overrides: Partial<Insertable<ArticleTable>> = {}): Insertable<ArticleTable> {
  const slug = overrides.slug ?? `article-de-test-${randomBytes(4).toString("hex")}`;
  const now = nowIso();
  return {
    id: newId(),
    slug,
    title: "Article de test",
    excerpt: "Un article pour les tests.",
    content: "<p>Bonjour</p>",
    author: "Kheops",
    author_quote: null,
    date: "2025-09-03",
    reading_minutes: 5,
    category: "Marketing Digital",
    tags: "[]",
    image: `/images/art/articles/${slug}`,
    status: "published",
    source: "admin",
    source_hash: null,
    created_at: now,
    updated_at: now,
    ...overrides,
  };
}

/** Inserts articleRow(overrides); resolves with its slug. */
export async function insertArticle(db: Kysely<Database>, overrides: Partial<Insertable<ArticleTable>> = {}): Promise<string> {
  const row = articleRow(overrides);
  await db.insertInto("article").values(row).execute();
  return row.slug;
}
