import { afterAll, beforeEach, expect, it } from "vitest";
import { changeStatus, saveArticle } from "~/admin/articles/admin-articles.server";
import { createArticleSanitizer } from "~/lib/blog/article-sanitizer.server";
import { seedBundledArticles } from "~/lib/blog/bundled-articles.server";
import { describeOnEachEngine } from "../../../tests/helpers/database";
import { findPublishedArticle, listPublishedArticles } from "./articles.server";

const nb = "\u00a0";

// The real sanitiser, in its worker threads, as the admin's save uses it.
const sanitizer = createArticleSanitizer();
afterAll(() => sanitizer.close());

describeOnEachEngine("articles as the blog reads them: typeset when they were stored", (getHandle) => {
  beforeEach(async () => {
    await getHandle().db.deleteFrom("article").execute();
  });

  it("gives an article saved by the staff non-breaking spaces in numbers, its tags and attributes left as written", async () => {
    const { db } = getHandle();
    const result = await saveArticle(
      db,
      {
        title: "Vendre pour 5 000 FCFA en 30 jours : la méthode",
        excerpt: "Un budget de 50 000 FCFA par mois suffit !",
        content:
          '<p>Un sac à <strong>15 000</strong> FCFA, livré en 24 h.</p><p><a href="/boutique" title="Budget de 5 000 FCFA">Voir</a></p>' +
          "<pre><code>prix = 5 000 FCFA</code></pre>",
        slug: "",
        category: "Marketing Digital",
        tags: [],
        keywords: [],
        seoTitle: "",
        seoDescription: "",
        tone: "professional",
        image: "",
      },
      { sanitizer },
    );
    if (result.status !== "saved") throw new Error(`not saved: ${result.status}`);
    await changeStatus(db, result.article.id, "publish", result.article.version);
    const article = await findPublishedArticle(db, result.article.slug);
    expect(article).toMatchObject({
      title: `Vendre pour 5${nb}000${nb}FCFA en 30${nb}jours${nb}: la méthode`,
      excerpt: `Un budget de 50${nb}000${nb}FCFA par mois suffit${nb}!`,
      readingMinutes: 1,
    });
    expect(article?.content).toBe(
      `<p>Un sac à <strong>15${nb}000</strong>${nb}FCFA, livré en 24${nb}h.</p>` +
        '<p><a href="/boutique" title="Budget de 5 000 FCFA">Voir</a></p><pre><code>prix = 5 000 FCFA</code></pre>',
    );
    const [summary] = await listPublishedArticles(db);
    expect(summary).toMatchObject({ title: `Vendre pour 5${nb}000${nb}FCFA en 30${nb}jours${nb}: la méthode`, readingMinutes: 1 });
  });

  it("does the same for the bundled articles written in Markdown", async () => {
    const { db } = getHandle();
    await seedBundledArticles(db);
    const article = await findPublishedArticle(db, "strategie-facebook-2025");
    expect(article?.excerpt).toContain(`publicité de 5${nb}000 à 50${nb}000${nb}FCFA`);
    const whatsapp = await findPublishedArticle(db, "comment-repondre-cest-trop-cher-whatsapp");
    expect(whatsapp?.content).toContain(`achat 9${nb}000${nb}FCFA, transport 1${nb}000${nb}FCFA`);
    expect(whatsapp?.content).not.toMatch(/\d \d{3}(?!\d)/);
  });
});
