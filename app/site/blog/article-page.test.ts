import { expect, it } from "vitest";
import type { Article } from "~/lib/blog/types";
import { articleJsonLd, articleSearchText } from "./article-page";

const article: Article = {
  id: "a1",
  slug: "vendre-ses-pagnes-sur-instagram",
  title: "Vendre ses pagnes sur Instagram",
  excerpt: "Une vitrine ouverte jour et nuit pour les créatrices de Douala.",
  author: { name: "Kheops Digital", organization: true },
  date: "2026-11-24",
  readingMinutes: 4,
  category: "Réseaux Sociaux",
  tags: ["Instagram", "Mode"],
  image: "",
  likes: 0,
  views: 0,
  content: "<p>Trois réglages suffisent.</p>",
  keywords: [],
};

it("titles and describes the article's page with the staff's SEO text, or with its title and excerpt when none was written", () => {
  expect(articleSearchText(article)).toEqual({ title: article.title, description: article.excerpt });
  expect(
    articleSearchText({ ...article, seoTitle: "Pagnes sur Instagram : trois réglages", seoDescription: "Ouvrir une vitrine qui vend." }),
  ).toEqual({ title: "Pagnes sur Instagram : trois réglages", description: "Ouvrir une vitrine qui vend." });
});

it("gives search engines the staff's keywords, or the tags when there are none", () => {
  const keywordsOf = (read: Article) => articleJsonLd(read, "https://kheops.cm")[0]?.keywords;
  expect(keywordsOf(article)).toBe("Instagram, Mode");
  expect(keywordsOf({ ...article, keywords: ["pagne", "vitrine instagram"] })).toBe("pagne, vitrine instagram");
});
