import { expect, it } from "vitest";
import { findPublishedArticle, listPublishedArticles } from "~/site/blog/articles.server";
import { createTestSqlite } from "../../../tests/helpers/database";
import { bundledArticles, seedBundledArticles } from "./bundled-articles.server";

// What a visitor gets of every bundled article, byte for byte: the file was written by the code that typeset the
// articles on each read, before their typography moved to the moment they are stored. A change here is a change
// of what every reader sees.
it("gives visitors every bundled article exactly as the pinned file has it", async () => {
  const database = await createTestSqlite();
  try {
    await seedBundledArticles(database.db);
    const summaries = await listPublishedArticles(database.db);
    const articles: Record<string, unknown> = {};
    for (const { source } of bundledArticles()) {
      const article = await findPublishedArticle(database.db, source.slug);
      articles[source.slug] = {
        summary: summaries.find((summary) => summary.slug === source.slug),
        title: article?.title,
        excerpt: article?.excerpt,
        readingMinutes: article?.readingMinutes,
        authorQuote: article?.authorQuote,
        content: article?.content,
      };
    }
    expect(Object.keys(articles).length).toBeGreaterThanOrEqual(7);
    await expect(`${JSON.stringify(articles, null, 2)}\n`).toMatchFileSnapshot("./__snapshots__/bundled-articles-public.json.snap");
  } finally {
    await database.destroy();
  }
});
