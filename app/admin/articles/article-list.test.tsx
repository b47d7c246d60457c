import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { AdminArticleSummary } from "~/admin/articles/admin-articles.server";
import type { ArticleStatus } from "~/lib/db/schema";
import { ArticleList } from "./article-list";

function article(fields: Partial<AdminArticleSummary>): AdminArticleSummary {
  return {
    id: "a1",
    slug: "un-article",
    title: "Un article",
    category: "SEO",
    status: "draft",
    source: "admin",
    wordCount: 300,
    updatedAt: "2026-11-27T07:00:00.000Z",
    publishedAt: null,
    createdBy: null,
    editedBy: null,
    publishedBy: null,
    version: 1,
    ...fields,
  };
}

/** What a list says about its one article, as read on screen (tags gone, spaces collapsed). */
function shown(status: ArticleStatus, fields: Partial<AdminArticleSummary>): string {
  const html = renderToStaticMarkup(<ArticleList status={status} articles={[article({ status, ...fields })]} />);
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .replace(/&#x27;/g, "'");
}

describe("who wrote an article, in the admin's lists", () => {
  it("names its creator and, when someone else saved it last, that person too, and its publisher", () => {
    const text = shown("published", {
      createdBy: "Awa",
      editedBy: "Paul",
      publishedBy: "Mireille",
      publishedAt: "2026-11-27T07:00:00.000Z",
    });
    expect(text).toContain("Créé par Awa · modifié par Paul");
    expect(text).toContain("Publié par Mireille");
  });

  it("names the creator once when they also saved it last, and no publisher for an article no longer published", () => {
    const text = shown("draft", { createdBy: "Awa", editedBy: "Awa", publishedBy: "Paul" });
    expect(text).toContain("Créé par Awa");
    expect(text).not.toContain("modifié par");
    expect(text).not.toContain("Publié par");
  });

  it("says who edited a bundled article, and nothing for one nobody touched", () => {
    expect(shown("published", { source: "bundled", editedBy: "Paul" })).toContain("Modifié par Paul");
    expect(shown("published", { source: "bundled" })).not.toMatch(/par /);
  });
});
