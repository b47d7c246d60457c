import { beforeEach, expect, it } from "vitest";
import { findPublishedArticle } from "~/site/blog/articles.server";
import { up as typesetStoredArticles } from "../../../migrations/2026-11-26-009-typeset-articles";
import { insertArticle } from "../../../tests/helpers/articles";
import { describeOnEachEngine } from "../../../tests/helpers/database";

const nb = "\u00a0";

describeOnEachEngine("the migration that typesets the articles stored before typesetting moved to saving", (getHandle) => {
  beforeEach(async () => {
    await getHandle().db.deleteFrom("article").execute();
  });

  it("gives an article stored untypeset what its readers got until now, and changes nothing the second time", async () => {
    const { db } = getHandle();
    const slug = await insertArticle(db, {
      title: "Vendre pour 5 000 FCFA : « la méthode »",
      excerpt: "Un budget de 50 000 FCFA par mois suffit !",
      author_quote: "On commence petit ; on grandit vite.",
      content: '<p>Un sac à <strong>15 000</strong> FCFA.</p><p title="5 000 FCFA">En 24 h.</p><pre><code>prix = 5 000 FCFA</code></pre>',
    });
    await typesetStoredArticles(db);
    const expected = {
      title: `Vendre pour 5${nb}000${nb}FCFA${nb}: «${nb}la méthode${nb}»`,
      excerpt: `Un budget de 50${nb}000${nb}FCFA par mois suffit${nb}!`,
      authorQuote: `On commence petit${nb}; on grandit vite.`,
      content: `<p>Un sac à <strong>15${nb}000</strong>${nb}FCFA.</p><p title="5 000 FCFA">En 24${nb}h.</p><pre><code>prix = 5 000 FCFA</code></pre>`,
    };
    expect(await findPublishedArticle(db, slug)).toMatchObject(expected);
    await typesetStoredArticles(db);
    expect(await findPublishedArticle(db, slug)).toMatchObject(expected);
  });
});
