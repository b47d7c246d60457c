import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { countWords } from "~/lib/blog/article-source";
import { bundledArticles } from "~/lib/blog/bundled-articles.server";
import { renderArticleBody, tableOfContents } from "~/lib/blog/render.server";
import { findPerson } from "../people";

const articles = bundledArticles();
const specSlugs = [
  "tendances-marketing-digital-afrique-2025",
  "strategie-facebook-2025",
  "avenir-intelligence-artificielle",
  "instagram-reels-vs-tiktok",
  "marketing-influence-afrique-francophone-guide-complet",
  "profil-ou-page-facebook-2025-guide-ultime-vendre-cameroun",
  "comment-repondre-cest-trop-cher-whatsapp",
];
const categories = ["Vente & Négociation", "Marketing d'Influence", "Marketing Digital", "Technologie"];

describe("the Kheopscope articles", () => {
  it("are the seven of the spec, with unique ids and slugs", () => {
    expect(articles.map((article) => article.source.slug).sort()).toEqual([...specSlugs].sort());
    expect(new Set(articles.map((article) => article.source.id)).size).toBe(articles.length);
  });

  it("the WhatsApp objection article is the newest", () => {
    const newest = [...articles].sort((a, b) => b.source.date.localeCompare(a.source.date))[0];
    expect(newest?.source.slug).toBe("comment-repondre-cest-trop-cher-whatsapp");
  });

  it("at least one carries a diagram; the Reels/TikTok one has its four charts", () => {
    expect(articles.some((article) => /```mermaid\n/.test(article.source.body))).toBe(true);
    const reels = articles.find((article) => article.source.slug === "instagram-reels-vs-tiktok");
    for (const marker of ["repartition-ages", "comparatif-fonctionnalites", "taux-engagement", "roi"]) {
      expect(reels?.source.body.match(new RegExp(`^\\[\\[composant:${marker}\\]\\]$`, "gm"))).toHaveLength(1);
    }
  });

  for (const { source, file } of articles) {
    describe(source.slug, () => {
      const words = countWords(source.body);
      const html = renderArticleBody(source.body, source.slug);

      it("has every field and a known category", () => {
        expect(file).toContain(`${source.slug}.md`);
        expect(source.title.length).toBeGreaterThan(20);
        expect(source.excerpt.length).toBeGreaterThan(80);
        expect(categories).toContain(source.category);
        expect(source.tags.length).toBeGreaterThanOrEqual(3);
        expect(source.image).toBe(`/images/art/articles/${source.slug}`);
        expect(existsSync(`artwork/articles/${source.slug}.svg`)).toBe(true);
      });

      it("names its author by the id of a person", () => {
        expect(findPerson(source.author)?.id).toBe(source.author);
      });

      it("is 1 200 to 3 500 words, with a read time that matches", () => {
        expect(words).toBeGreaterThanOrEqual(1200);
        expect(words).toBeLessThanOrEqual(3500);
        expect(source.readTime).toMatch(/^\d+ min$/);
        expect(Math.abs(Number.parseInt(source.readTime, 10) - words / 200)).toBeLessThanOrEqual(2);
      });

      it("has h2 sections, one FAQ block and the three closing calls", () => {
        expect(tableOfContents(html).length).toBeGreaterThanOrEqual(4);
        expect(source.body.match(/^:::faq$/gm)).toHaveLength(1);
        expect(html).toMatch(/<details class="article-faq-item"/);
        expect(source.body).toContain("](/contact)");
        expect(source.body).toMatch(/\]\(\/boutique\/[a-z0-9-]+\)/);
        expect(source.body).toContain("]({{whatsapp}})");
      });
    });
  }
});
