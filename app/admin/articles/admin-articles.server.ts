import { type Kysely, type Selectable, sql, type Transaction } from "kysely";
import { countWords, textOfHtml } from "~/admin/articles/editor/html-text";
import { defaultAuthorFor } from "~/lib/blog/article-author";
import { ArticleSanitizeError, type ArticleSanitizer } from "~/lib/blog/article-sanitizer.server";
import type { ArticleHtmlRefusal } from "~/lib/blog/html-shape";
import { anchorHeadings } from "~/lib/blog/render.server";
import type { CheckedArticleHtml } from "~/lib/blog/sanitize-article.server";
import { typesetArticle } from "~/lib/blog/typeset.server";
import { newId, nowIso } from "~/lib/db/ids";
import type { ArticleStatus, ArticleTable, ArticleTone, Database } from "~/lib/db/schema";
import { calendarDay } from "~/lib/format/date";
import { creditOf as storedImageCredit } from "~/lib/images/stored-images.server";
import { slugify } from "~/lib/text/slug";
import type { ArticleDraft } from "./article-draft";

export type Transition = "publish" | "backToDraft" | "restore" | "archive" | "trash";

/**
 * Where each status change goes, and from where it may start: the one table changeStatus checks a change
 * against and the lists (server-rendered, article-list.tsx) offer buttons from. In the order the buttons show.
 */
export const transitions: Record<Transition, { from: readonly ArticleStatus[]; to: ArticleStatus }> = {
  publish: { from: ["draft"], to: "published" },
  backToDraft: { from: ["published"], to: "draft" },
  restore: { from: ["archived", "trash"], to: "draft" },
  archive: { from: ["draft", "published"], to: "archived" },
  trash: { from: ["draft", "published", "archived"], to: "trash" },
};

/** What staff may do with an article: change its status, or delete it for good (from the trash only). */
export type ArticleAction = Transition | "delete";

/** The actions an article of this status offers, as the lists show them. */
export function actionsFor(status: ArticleStatus): ArticleAction[] {
  const changes = (Object.keys(transitions) as Transition[]).filter((transition) => transitions[transition].from.includes(status));
  return status === "trash" ? [...changes, "delete"] : changes;
}

/** An article as the admin lists it. */
export interface AdminArticleSummary {
  id: string;
  slug: string;
  title: string;
  category: string;
  status: ArticleStatus;
  source: "bundled" | "admin";
  wordCount: number;
  updatedAt: string;
  publishedAt: string | null;
  /** The names of the accounts that created it, saved it last and published it last; null for bundled and older rows. */
  createdBy: string | null;
  editedBy: string | null;
  publishedBy: string | null;
  version: number;
}

/** An article as the editor opens it. */
export interface AdminArticle extends AdminArticleSummary {
  excerpt: string;
  content: string;
  author: string;
  tags: string[];
  keywords: string[];
  seoTitle: string;
  seoDescription: string;
  tone: ArticleTone;
  image: string;
  savedAt: string | null;
}

export type ArticleCounts = Record<ArticleStatus | "total", number>;

export type SaveResult =
  | { status: "saved"; article: AdminArticle }
  | { status: "conflict" }
  | { status: "not-found" }
  | { status: "slug-taken" }
  | { status: "slug-invalid" }
  | { status: "empty" }
  /** The HTML's shape is none an article has (html-shape.ts): too many elements, too deep, a tag left open or too long. */
  | { status: "refused"; refusal: ArticleHtmlRefusal }
  /** The sanitiser did not finish in time (a document no article looks like), or too many saves wait. */
  | { status: "too-complex" }
  | { status: "busy" };

export type ChangeResult =
  | { status: "changed"; article: AdminArticle }
  | { status: "conflict" }
  | { status: "not-found" }
  | { status: "refused" };

export type DeleteResult = { status: "deleted"; title: string } | { status: "not-found" } | { status: "refused" };
const wordsPerMinute = 200;
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

type Row = Selectable<ArticleTable>;

function parseList(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
  } catch {
    return [];
  }
}

function toSummary(row: Row): AdminArticleSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    category: row.category,
    status: row.status,
    source: row.source,
    wordCount: Number(row.word_count),
    updatedAt: row.updated_at,
    publishedAt: row.published_at,
    createdBy: row.created_by,
    editedBy: row.edited_by,
    publishedBy: row.published_by,
    version: Number(row.version),
  };
}

function toArticle(row: Row): AdminArticle {
  return {
    ...toSummary(row),
    excerpt: row.excerpt,
    content: row.content,
    author: row.author,
    tags: parseList(row.tags),
    keywords: parseList(row.keywords),
    seoTitle: row.seo_title ?? "",
    seoDescription: row.seo_description ?? "",
    tone: row.tone,
    image: row.image,
    savedAt: row.saved_at,
  };
}

/** The five stat cards, counted by the database. */
export async function countArticles(db: Kysely<Database>): Promise<ArticleCounts> {
  const rows = await db
    .selectFrom("article")
    .select(["status", (eb) => eb.fn.countAll<number | string>().as("count")])
    .groupBy("status")
    .execute();
  const counts: ArticleCounts = { total: 0, draft: 0, published: 0, archived: 0, trash: 0 };
  for (const { status, count } of rows) {
    counts[status] = Number(count);
    counts.total += Number(count);
  }
  return counts;
}

/**
 * Every article of one status: the published ones by their publication, newest first, as each row says « Publié le … »
 * (the bundled ones were all written to the table at one start-up, so their changes say nothing); the others, the most
 * recently changed first.
 */
export async function listArticles(db: Kysely<Database>, status: ArticleStatus): Promise<AdminArticleSummary[]> {
  const newestFirst = status === "published" ? sql<string>`coalesce(published_at, updated_at) desc` : sql<string>`updated_at desc`;
  const rows = await db.selectFrom("article").selectAll().where("status", "=", status).orderBy(newestFirst).orderBy("id", "desc").execute();
  return rows.map(toSummary);
}

export async function findArticle(db: Kysely<Database>, id: string): Promise<AdminArticle | undefined> {
  const row = await db.selectFrom("article").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toArticle(row) : undefined;
}

async function slugIsFree(db: Kysely<Database> | Transaction<Database>, slug: string, exceptId: string | undefined): Promise<boolean> {
  let query = db.selectFrom("article").select("id").where("slug", "=", slug);
  if (exceptId) query = query.where("id", "!=", exceptId);
  return (await query.executeTakeFirst()) === undefined;
}

/** The title's slug, made unique with -2, -3… */
async function freeSlugFor(db: Kysely<Database> | Transaction<Database>, title: string, exceptId: string | undefined): Promise<string> {
  const base = slugify(title) || "article";
  for (let suffix = 1; ; suffix += 1) {
    const candidate = suffix === 1 ? base : `${base}-${suffix}`;
    if (await slugIsFree(db, candidate, exceptId)) return candidate;
  }
}

function excerptOf(text: string): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= 200) return clean;
  const cut = clean.slice(0, 200);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 120 ? cut.lastIndexOf(" ") : 200)}…`;
}

/** The day an instant falls on in Douala, the day the pages show. */
function dayOf(at: string): string {
  return calendarDay(new Date(at));
}

/** Minutes to read `wordCount` words, one at the least. */
function readingMinutesFor(wordCount: number): number {
  return Math.max(1, Math.ceil(wordCount / wordsPerMinute));
}

/**
 * Saves the editor's draft: a new article as a draft; an existing one keeps its status (a
 * published article is updated where it is read). The HTML's shape is checked and the HTML
 * sanitised here, whatever the browser sent, by `sanitizer`'s worker threads
 * (article-sanitizer.server.ts), never on the thread that answers the visitors. A save naming an older version than the stored one is refused (two tabs).
 * Saving a bundled article makes it an admin article, which start-up seeding leaves alone.
 *
 * `by` is the signed-in account's name, which the endpoint takes from the session (never from the
 * request's body): it becomes `edited_by` at every save and `created_by` at the first. A new article is
 * signed by that person when the name is one of app/content/people.ts, otherwise by the agency; an
 * existing article keeps its author.
 */
export async function saveArticle(
  db: Kysely<Database>,
  draft: ArticleDraft,
  { sanitizer, by, now = nowIso() }: { sanitizer: Pick<ArticleSanitizer, "sanitize">; by?: string; now?: string },
): Promise<SaveResult> {
  let checked: CheckedArticleHtml;
  try {
    checked = await sanitizer.sanitize(draft.content);
  } catch (error) {
    if (error instanceof ArticleSanitizeError) return { status: error.reason === "busy" ? "busy" : "too-complex" };
    throw error;
  }
  if ("refusal" in checked) return { status: "refused", refusal: checked.refusal };
  const clean = checked.html;
  const text = textOfHtml(clean);
  const content = anchorHeadings(clean);
  if (draft.title.trim() === "" || text.trim() === "") return { status: "empty" };
  if (draft.slug !== "" && !slugPattern.test(draft.slug)) return { status: "slug-invalid" };
  const wordCount = countWords(text);
  const image = draft.image || firstPictureOf(clean);
  const fields = typesetArticle({
    title: draft.title,
    excerpt: draft.excerpt || excerptOf(text),
    content,
    category: draft.category,
    tags: JSON.stringify(draft.tags),
    keywords: JSON.stringify(draft.keywords),
    seo_title: draft.seoTitle || null,
    seo_description: draft.seoDescription || null,
    tone: draft.tone,
    image,
    image_credit: await creditOf(db, image),
    word_count: wordCount,
    reading_minutes: readingMinutesFor(wordCount),
    saved_at: now,
    updated_at: now,
    source: "admin" as const,
    edited_by: by ?? null,
  });

  return db.transaction().execute(async (trx): Promise<SaveResult> => {
    if (draft.id === undefined) {
      const slug = draft.slug || (await freeSlugFor(trx, draft.title, undefined));
      if (!(await slugIsFree(trx, slug, undefined))) return { status: "slug-taken" };
      const id = newId();
      await trx
        .insertInto("article")
        .values({
          ...fields,
          id,
          slug,
          author: defaultAuthorFor(by),
          author_quote: null,
          date: dayOf(now),
          status: "draft",
          source_hash: null,
          created_at: now,
          created_by: by ?? null,
          version: 1,
        })
        .execute();
      const saved = await trx.selectFrom("article").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
      return { status: "saved", article: toArticle(saved) };
    }

    const existing = await trx.selectFrom("article").select(["slug", "version"]).where("id", "=", draft.id).executeTakeFirst();
    if (!existing) return { status: "not-found" };
    const slug = draft.slug || existing.slug;
    if (slug !== existing.slug && !(await slugIsFree(trx, slug, draft.id))) return { status: "slug-taken" };
    const result = await trx
      .updateTable("article")
      .set({ ...fields, slug, version: sql<number>`version + 1` })
      .where("id", "=", draft.id)
      .where("version", "=", draft.version ?? Number(existing.version))
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return { status: "conflict" };
    const saved = await trx.selectFrom("article").selectAll().where("id", "=", draft.id).executeTakeFirstOrThrow();
    return { status: "saved", article: toArticle(saved) };
  });
}

/**
 * The article's picture when none was chosen: the first stored picture in its text (spec: "first
 * image url or placeholder"; without one, pages and share cards use the brand's colours).
 */
function firstPictureOf(html: string): string {
  return /<img\b[^>]*\bsrc="(\/media\/[0-9a-f-]{36})-\d+\.(?:webp|avif)"/.exec(html)?.[1] ?? "";
}

/** The credit of a stored picture, read from the database rather than taken from the browser. */
async function creditOf(db: Kysely<Database>, image: string): Promise<string | null> {
  const id = /^\/media\/([0-9a-f-]{36})$/.exec(image)?.[1];
  if (!id) return null;
  const row = await db.selectFrom("stored_image").select(["author", "author_url", "source"]).where("id", "=", id).executeTakeFirst();
  return row ? JSON.stringify(storedImageCredit(row)) : null;
}

/**
 * Moves an article along the workflow. Publishing for the first time dates it today; every change
 * bumps the version, so an editor still holding the old one is told rather than overwriting it.
 * A publication records `by` (the signed-in account's name, from the session) as `published_by`.
 */
export async function changeStatus(
  db: Kysely<Database>,
  id: string,
  transition: Transition,
  expectedVersion: number | undefined,
  { by, now = nowIso() }: { by?: string; now?: string } = {},
): Promise<ChangeResult> {
  const rule = transitions[transition];
  return db.transaction().execute(async (trx): Promise<ChangeResult> => {
    const row = await trx.selectFrom("article").select(["status", "version", "published_at"]).where("id", "=", id).executeTakeFirst();
    if (!row) return { status: "not-found" };
    if (expectedVersion !== undefined && Number(row.version) !== expectedVersion) return { status: "conflict" };
    if (!rule.from.includes(row.status)) return { status: "refused" };
    const firstPublication = rule.to === "published" && row.published_at === null;
    await trx
      .updateTable("article")
      .set({
        status: rule.to,
        updated_at: now,
        version: sql<number>`version + 1`,
        ...(firstPublication ? { published_at: now, date: dayOf(now) } : {}),
        ...(rule.to === "published" ? { published_by: by ?? null } : {}),
      })
      .where("id", "=", id)
      .execute();
    const changed = await trx.selectFrom("article").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    return { status: "changed", article: toArticle(changed) };
  });
}

/** Deletes one article of the trash for good (a bundled one is not seeded back). */
export async function deleteForGood(db: Kysely<Database>, id: string): Promise<DeleteResult> {
  return db.transaction().execute(async (trx): Promise<DeleteResult> => {
    const row = await trx.selectFrom("article").select(["slug", "title", "status", "source_hash"]).where("id", "=", id).executeTakeFirst();
    if (!row) return { status: "not-found" };
    if (row.status !== "trash") return { status: "refused" };
    await buryBundledSlugs(trx, [row]);
    await trx.deleteFrom("article").where("id", "=", id).execute();
    return { status: "deleted", title: row.title };
  });
}

/** Deletes every article of the trash for good; returns their titles (the activity log names them). */
export async function emptyTrash(db: Kysely<Database>): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx.selectFrom("article").select(["id", "slug", "title", "source_hash"]).where("status", "=", "trash").execute();
    await buryBundledSlugs(trx, rows);
    // The rows read above, not « whatever is in the trash now »: the titles returned are those deleted.
    if (rows.length > 0)
      await trx
        .deleteFrom("article")
        .where("status", "=", "trash")
        .where(
          "id",
          "in",
          rows.map((row) => row.id),
        )
        .execute();
    return rows.map((row) => row.title);
  });
}

// A row seeded from a file keeps its source_hash, even once an edit made it an admin article.
async function buryBundledSlugs(trx: Transaction<Database>, rows: { slug: string; source_hash: string | null }[]): Promise<void> {
  const slugs = rows.filter((row) => row.source_hash !== null).map((row) => row.slug);
  if (slugs.length === 0) return;
  const deletedAt = nowIso();
  await trx
    .insertInto("article_tombstone")
    .values(slugs.map((slug) => ({ slug, deleted_at: deletedAt })))
    .onConflict((conflict) => conflict.column("slug").doNothing())
    .execute();
}
