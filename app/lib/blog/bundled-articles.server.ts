import type { Kysely } from "kysely";
import { nowIso } from "../db/ids";
import type { Database } from "../db/schema";
import { type ArticleSource, countWords, parseArticleSource, readingMinutesOf } from "./article-source";
import { renderArticleBody, sourceHash } from "./render.server";
import { typesetArticle } from "./typeset.server";

// Bundled into the server build, so the files need not be shipped beside it.
const files = import.meta.glob("../../content/articles/*.md", { query: "?raw", import: "default", eager: true }) as Record<string, string>;

export interface BundledArticle {
  file: string;
  raw: string;
  source: ArticleSource;
}

export function bundledArticles(): BundledArticle[] {
  return Object.entries(files).map(([file, raw]) => ({ file, raw, source: parseArticleSource(raw, file) }));
}

function articleRow(article: BundledArticle) {
  const { source } = article;
  return typesetArticle({
    slug: source.slug,
    title: source.title,
    excerpt: source.excerpt,
    content: renderArticleBody(source.body, source.slug),
    author: source.author,
    author_quote: source.authorQuote ?? null,
    date: source.date,
    reading_minutes: readingMinutesOf(source),
    category: source.category,
    tags: JSON.stringify(source.tags),
    image: source.image,
    source_hash: sourceHash(article.raw),
    // What the admin lists: the words a reader reads, and the article's own date as its publication.
    word_count: countWords(source.body),
    published_at: `${source.date}T00:00:00.000Z`,
  });
}

/**
 * Puts the bundled articles in the article table at start-up: a new file adds
 * its article, a changed file updates it (likes and views are kept), an
 * unchanged one is left alone. An admin article with the same slug wins, and
 * one deleted for good in the admin stays deleted.
 */
export async function seedBundledArticles(db: Kysely<Database>): Promise<{ inserted: string[]; updated: string[] }> {
  const inserted: string[] = [];
  const updated: string[] = [];
  const tombstones = new Set((await db.selectFrom("article_tombstone").select("slug").execute()).map(({ slug }) => slug));
  for (const article of bundledArticles()) {
    if (tombstones.has(article.source.slug)) continue;
    const row = articleRow(article);
    const existing = await db.selectFrom("article").select(["id", "source", "source_hash"]).where("slug", "=", row.slug).executeTakeFirst();
    const now = nowIso();
    if (!existing) {
      const result = await db
        .insertInto("article")
        .values({ ...row, id: article.source.id, status: "published", source: "bundled", created_at: now, updated_at: now })
        // Another instance starting at the same time may have inserted it first.
        .onConflict((conflict) => conflict.doNothing())
        .executeTakeFirst();
      if (Number(result.numInsertedOrUpdatedRows ?? 0) > 0) inserted.push(row.slug);
    } else if (existing.source === "bundled" && existing.source_hash !== row.source_hash) {
      await db
        .updateTable("article")
        .set({ ...row, updated_at: now })
        .where("id", "=", existing.id)
        .execute();
      updated.push(row.slug);
    }
  }
  return { inserted, updated };
}
