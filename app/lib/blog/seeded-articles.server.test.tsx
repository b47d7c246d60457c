import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, expect, it } from "vitest";
import { ArticleCard } from "~/site/blog/article-card";
import { ArticleHeader } from "~/site/blog/article-page";
import { findPublishedArticle, listPublishedArticles } from "~/site/blog/articles.server";
import { describeOnEachEngine } from "../../../tests/helpers/database";
import { bundledArticles, seedBundledArticles } from "./bundled-articles.server";

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/[ \t\r\n]+/g, " ");

// What the pages showed when the files gave the date in French and the database stored it and the read
// time as text: the same must be shown from the facts.
const shownBefore: Record<string, { date: string; readTime: string }> = {
  "avenir-intelligence-artificielle": { date: "29 juin 2025", readTime: "14\u00a0min" },
  "comment-repondre-cest-trop-cher-whatsapp": { date: "3 septembre 2025", readTime: "14\u00a0min" },
  "instagram-reels-vs-tiktok": { date: "4 juillet 2025", readTime: "14\u00a0min" },
  "marketing-influence-afrique-francophone-guide-complet": { date: "4 août 2025", readTime: "15\u00a0min" },
  "profil-ou-page-facebook-2025-guide-ultime-vendre-cameroun": { date: "20 juillet 2025", readTime: "13\u00a0min" },
  "strategie-facebook-2025": { date: "15 mai 2025", readTime: "14\u00a0min" },
  "tendances-marketing-digital-afrique-2025": { date: "1 mai 2025", readTime: "15\u00a0min" },
};

describeOnEachEngine("the seeded articles show the date and read time their files give", (getHandle) => {
  beforeEach(async () => {
    await getHandle().db.deleteFrom("article").execute();
  });

  it("on each article's page and on its card in the list", async () => {
    const { db } = getHandle();
    await seedBundledArticles(db);
    const cards = await listPublishedArticles(db);
    const slugs = bundledArticles().map(({ source }) => source.slug);
    expect(cards.map((card) => card.slug).sort()).toEqual(slugs.sort());
    expect(Object.keys(shownBefore).sort()).toEqual(slugs.sort());

    for (const [slug, before] of Object.entries(shownBefore)) {
      const article = await findPublishedArticle(db, slug);
      if (!article) throw new Error(`${slug} is not published`);
      const header = textOf(renderToStaticMarkup(<ArticleHeader article={article} light={false} />));
      expect(header, slug).toContain(` ${before.date} ${before.readTime} de lecture `);

      const card = cards.find((summary) => summary.slug === slug);
      if (!card) throw new Error(`${slug} is not listed`);
      const cardText = textOf(renderToStaticMarkup(<ArticleCard article={card} layout="grid" light={false} />));
      expect(cardText, slug).toContain(` ${before.readTime} `);
    }
  });
});
