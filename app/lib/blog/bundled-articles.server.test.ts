import { beforeEach, expect, it } from "vitest";
import { findPublishedArticle, listPublishedArticles } from "~/site/blog/articles.server";
import { insertArticle } from "../../../tests/helpers/articles";
import { describeOnEachEngine } from "../../../tests/helpers/database";
import { bundledArticles, seedBundledArticles } from "./bundled-articles.server";

describeOnEachEngine("bundled articles in the database", (getHandle) => {
  beforeEach(async () => {
    await getHandle().db.deleteFrom("article").execute();
  });

  it("seeds every bundled article once, published, newest first", async () => {
    const { db } = getHandle();
    const first = await seedBundledArticles(db);
    expect(first.inserted).toHaveLength(bundledArticles().length);
    expect(await seedBundledArticles(db)).toEqual({ inserted: [], updated: [] });
    const list = await listPublishedArticles(db);
    expect(list.map((article) => article.slug)[0]).toBe("comment-repondre-cest-trop-cher-whatsapp");
    expect(list.every((article) => article.likes === 0 && article.views === 0)).toBe(true);
    const article = await findPublishedArticle(db, "instagram-reels-vs-tiktok");
    expect(article?.content).toContain('<div data-article-component="roi"></div>');
    expect(article?.tags.length).toBeGreaterThan(2);
  });

  it("updates an article whose file changed and keeps its likes and views", async () => {
    const { db } = getHandle();
    await seedBundledArticles(db);
    await db
      .updateTable("article")
      .set({ source_hash: "an older file", title: "Ancien titre", likes: 12, views: 40 })
      .where("slug", "=", "strategie-facebook-2025")
      .execute();
    expect(await seedBundledArticles(db)).toEqual({ inserted: [], updated: ["strategie-facebook-2025"] });
    const article = await findPublishedArticle(db, "strategie-facebook-2025");
    expect(article).toMatchObject({ likes: 12, views: 40 });
    expect(article?.title).not.toBe("Ancien titre");
  });

  it("leaves an article written in the admin with the same slug alone", async () => {
    const { db } = getHandle();
    await insertArticle(db, { id: "1700000000000", slug: "strategie-facebook-2025", title: "Écrit dans l'admin" });
    const result = await seedBundledArticles(db);
    expect(result.inserted).not.toContain("strategie-facebook-2025");
    expect((await findPublishedArticle(db, "strategie-facebook-2025"))?.title).toBe("Écrit dans l'admin");
  });
});
