import type { Kysely, Selectable } from "kysely";
import type { Logger } from "pino";
import { articleAuthor } from "~/lib/blog/article-author";
import { readingMinutesOf } from "~/lib/blog/article-source";
import { bundledArticles } from "~/lib/blog/bundled-articles.server";
import type { Article, ArticleSummary, ImageCredit } from "~/lib/blog/types";
import { typesetLine } from "~/lib/blog/typeset.server";
import type { ArticleTable, Database } from "~/lib/db/schema";

const summaryColumns = [
  "id",
  "slug",
  "title",
  "excerpt",
  "author",
  "date",
  "reading_minutes",
  "category",
  "tags",
  "image",
  "likes",
  "views",
] as const;

type SummaryRow = Pick<Selectable<ArticleTable>, (typeof summaryColumns)[number]>;

/** A column holding a JSON array of strings (tags, keywords). */
function parseStringList(text: string): string[] {
  try {
    const list: unknown = JSON.parse(text);
    return Array.isArray(list) ? list.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}

function toSummary(row: SummaryRow): ArticleSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    author: articleAuthor(row.author),
    date: row.date,
    readingMinutes: Number(row.reading_minutes),
    category: row.category,
    tags: parseStringList(row.tags),
    image: row.image,
    likes: Number(row.likes),
    views: Number(row.views),
  };
}

/** Published articles, newest first. */
export async function listPublishedArticles(db: Kysely<Database>): Promise<ArticleSummary[]> {
  const rows = await db
    .selectFrom("article")
    .select(summaryColumns)
    .where("status", "=", "published")
    .orderBy("date", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map(toSummary);
}

export async function findPublishedArticle(db: Kysely<Database>, slug: string): Promise<Article | undefined> {
  const row = await db
    .selectFrom("article")
    .select([...summaryColumns, "content", "author_quote", "image_credit", "seo_title", "seo_description", "keywords"])
    .where("slug", "=", slug)
    .where("status", "=", "published")
    .executeTakeFirst();
  if (!row) return undefined;
  const imageCredit = parseCredit(row.image_credit);
  return {
    ...toSummary(row),
    content: row.content,
    keywords: parseStringList(row.keywords),
    ...(row.seo_title?.trim() ? { seoTitle: row.seo_title.trim() } : {}),
    ...(row.seo_description?.trim() ? { seoDescription: row.seo_description.trim() } : {}),
    ...(row.author_quote ? { authorQuote: row.author_quote } : {}),
    ...(imageCredit ? { imageCredit } : {}),
  };
}

function parseCredit(text: string | null): ImageCredit | undefined {
  if (!text) return undefined;
  try {
    const credit = JSON.parse(text) as Partial<ImageCredit>;
    const fields = [credit.author, credit.authorUrl, credit.source, credit.sourceUrl];
    return fields.every((field) => typeof field === "string") ? (credit as ImageCredit) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The published articles for a page. When the database cannot be read, the
 * bundled articles are shown with 0 likes and 0 views (spec: a failed stats read shows 0/0).
 */
export async function loadPublishedArticles(db: Kysely<Database>, logger: Pick<Logger, "error">): Promise<ArticleSummary[]> {
  try {
    return await listPublishedArticles(db);
  } catch (error) {
    logger.error({ err: error }, "blog: articles could not be read, showing the bundled ones");
    return bundledArticles()
      .map(
        ({ source }): ArticleSummary => ({
          id: source.id,
          slug: source.slug,
          title: typesetLine(source.title),
          excerpt: typesetLine(source.excerpt),
          author: articleAuthor(source.author),
          date: source.date,
          readingMinutes: readingMinutesOf(source),
          category: source.category,
          tags: source.tags,
          image: source.image,
          likes: 0,
          views: 0,
        }),
      )
      .sort((a, b) => b.date.localeCompare(a.date));
  }
}
