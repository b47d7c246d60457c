import { beforeEach, expect, it } from "vitest";
import { insertArticle } from "../../../tests/helpers/articles";
import { describeOnEachEngine } from "../../../tests/helpers/database";
import { findPublishedArticle, listPublishedArticles } from "./articles.server";
import { seedBundledArticles } from "./bundled-articles.server";

const nb = "\u00a0";

describeOnEachEngine("articles as the blog reads them: numbers never break", (getHandle) => {
  beforeEach(async () => {
    await getHandle().db.deleteFrom("article").execute();
  });

  it("gives an admin article's text non-breaking spaces in numbers, its tags and attributes left as written", async () => {
    const { db } = getHandle();
    const slug = await insertArticle(db, {
      title: "Vendre pour 5 000 FCFA en 30 jours",
      excerpt: "Un budget de 50 000 FCFA par mois suffit.",
      content:
        '<p>Un sac à <strong>15 000</strong> FCFA, livré en 24 h.</p><p><a href="/boutique?budget=5 000 FCFA" title="Budget de 5 000 FCFA">Voir</a></p>' +
        "<pre><code>prix = 5 000 FCFA</code></pre>",
    });
    const article = await findPublishedArticle(db, slug);
    expect(article).toMatchObject({
      title: `Vendre pour 5${nb}000${nb}FCFA en 30${nb}jours`,
      excerpt: `Un budget de 50${nb}000${nb}FCFA par mois suffit.`,
    });
    expect(article?.content).toBe(
      `<p>Un sac à <strong>15${nb}000</strong>${nb}FCFA, livré en 24${nb}h.</p>` +
        '<p><a href="/boutique?budget=5 000 FCFA" title="Budget de 5 000 FCFA">Voir</a></p><pre><code>prix = 5 000 FCFA</code></pre>',
    );
    const [summary] = await listPublishedArticles(db);
    expect(summary).toMatchObject({ title: `Vendre pour 5${nb}000${nb}FCFA en 30${nb}jours` });
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
