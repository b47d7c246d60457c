import { accountsText } from "~/content/admin/accounts";
import { editorMessages } from "~/content/admin/editor";
import { adminText } from "~/content/admin/shell";
import type { SiteServices } from "~/lib/boundary/context.server";
import { HttpError } from "~/lib/boundary/http-error";
import { adminNotice } from "~/lib/boundary/notice";
import type { Config } from "~/lib/config.server";
import type { ArticleStatus } from "~/lib/db/schema";
import { counted } from "~/lib/format/plural";
import { recordActivityAfter } from "../accounts/activity.server";
import type { StaffSession } from "../accounts/staff-session.server";
import type { DeskWrite } from "../desk/actions.server";
import {
  type AdminArticle,
  type ChangeResult,
  changeStatus,
  countArticles,
  deleteForGood,
  emptyTrash,
  findArticle,
  listArticles,
  type SaveResult,
  saveArticle,
  type Transition,
  transitions,
} from "./admin-articles.server";
import type { ArticleDraft } from "./article-draft";
import { articleHtmlRefusalMessage } from "./editor/html-shape-message";

/**
 * « Gestion des articles » and « Gestion des images », on the server: what each of their pages shows (the five
 * counts first) and the writes of their lists and of the editor, each logged and written to the activity log
 * once it has committed.
 */

/** What the editor's tools may use: the stock-picture search and the text analysis, when configured. */
function editorSettings(config: Config) {
  return {
    imageSearchConfigured: Boolean(config.UNSPLASH_ACCESS_KEY || config.PEXELS_API_KEY || config.PIXABAY_API_KEY),
    ai: { configured: Boolean(config.AI_API_URL && config.AI_API_KEY && config.AI_MODEL), model: config.AI_MODEL ?? null },
  };
}

/** A list of the workflow (/admin/articles?statut=…): the counts and the articles of that status. */
export async function loadArticleList({ db }: SiteServices, status: ArticleStatus) {
  const [counts, articles] = await Promise.all([countArticles(db), listArticles(db, status)]);
  return { counts, articles };
}

/**
 * The editor's page (/admin, /admin/articles/nouveau, /admin/articles/[id]): the counts, the article it opens
 * (none for a new one) and the tools' settings. A link to an article deleted since gets the admin's 404.
 */
export async function loadEditorPage({ db, config }: SiteServices, id?: string) {
  const [counts, article] = await Promise.all([countArticles(db), id ? findArticle(db, id) : undefined]);
  if (id && !article) throw new HttpError(404, adminText.errors.notFound);
  return { counts, article, ...editorSettings(config) };
}

/** What the editor island is given by its page. */
export type EditorPage = Awaited<ReturnType<typeof loadEditorPage>>;

/**
 * What the editor's save and publish answer: the article as saved, and the five counts as the database has them
 * now (the page's stat cards and tabs show them at once, without another request). The write has committed: a
 * count that cannot be read is logged and left out, the page keeping the counts it has.
 */
export async function editorAnswer({ db, logger }: SiteServices, article: AdminArticle) {
  const counts = await countArticles(db).catch((error: unknown) => {
    logger.error({ err: error, articleId: article.id }, "admin: counts not read after a write");
    return undefined;
  });
  return { article, counts };
}

/** The editor's answer to a save or a publish, as its island reads it. */
export type EditorAnswer = Awaited<ReturnType<typeof editorAnswer>>;

/** /admin/images: the counts, and whether a stock-picture source is configured. */
export async function loadImagesPage({ db, config }: SiteServices) {
  return { counts: await countArticles(db), imageSearchConfigured: editorSettings(config).imageSearchConfigured };
}

/** Why a write was not done: the French message and the status an endpoint answers it with. */
export interface WriteRefusal {
  message: string;
  status: 400 | 404 | 409 | 503;
  retryAfter?: string;
}

const saveRefusals: Record<Exclude<SaveResult["status"], "saved" | "refused">, WriteRefusal> = {
  empty: { message: editorMessages.titleAndContentRequired, status: 400 },
  conflict: { message: adminText.errors.conflict, status: 409 },
  "not-found": { message: adminText.errors.notFound, status: 404 },
  "slug-taken": { message: adminText.errors.slugTaken, status: 409 },
  "slug-invalid": { message: adminText.errors.slugInvalid, status: 400 },
  "too-complex": { message: adminText.errors.tooComplex, status: 400 },
  busy: { message: adminText.errors.busy, status: 503, retryAfter: "5" },
};

const changeRefusals: Record<Exclude<ChangeResult["status"], "changed">, WriteRefusal> = {
  conflict: { message: adminText.errors.conflict, status: 409 },
  "not-found": { message: adminText.errors.notFound, status: 404 },
  refused: { message: adminText.errors.transition, status: 409 },
};

/** « Enregistrer »: the editor's article saved, new or existing, by the session's account. */
export async function saveDraft(site: SiteServices, staff: StaffSession, draft: ArticleDraft) {
  const result = await saveArticle(site.db, draft, { sanitizer: site.articleSanitizer, by: staff.staffName });
  if (result.status === "saved") {
    site.logger.info({ articleId: result.article.id, status: result.article.status, staffName: staff.staffName }, "admin: article saved");
    await recordActivityAfter(site, staff, "article-saved", result.article.title);
    return result;
  }
  const refusal =
    result.status === "refused"
      ? { message: articleHtmlRefusalMessage(result.refusal), status: 400 as const }
      : saveRefusals[result.status];
  return { status: "not-saved" as const, refusal, conflict: result.status === "conflict" };
}

/** One step of the workflow (publish, archive, trash…) for one article, at the version the staff member was shown. */
export async function moveArticle(site: SiteServices, staff: StaffSession, id: string, transition: Transition, version?: number) {
  const result = await changeStatus(site.db, id, transition, version, { by: staff.staffName });
  if (result.status !== "changed") return { status: "not-moved" as const, refusal: changeRefusals[result.status] };
  site.logger.info({ articleId: id, status: result.article.status, staffName: staff.staffName }, "admin: article status changed");
  await recordActivityAfter(
    site,
    staff,
    "article-status-changed",
    accountsText.activity.subjects.statusChange(result.article.title, adminText.statusLabels[result.article.status]),
  );
  return result;
}

/**
 * « Publier »: from a list (the article as saved) or from the editor, whose text is saved first when it holds
 * changes (`draft`): one request, one way to publish. A save refused publishes nothing.
 */
export async function publishArticle(
  site: SiteServices,
  staff: StaffSession,
  what: { draft: ArticleDraft } | { id: string; version?: number },
) {
  if (!("draft" in what)) return moveArticle(site, staff, what.id, "publish", what.version);
  const saved = await saveDraft(site, staff, what.draft);
  return saved.status === "saved" ? moveArticle(site, staff, saved.article.id, "publish", saved.article.version) : saved;
}

const toasts = adminText.toasts;
const done = (text: string) => adminNotice("done", text);
const refused = (text: string) => adminNotice("refused", text);

/** What each step of the workflow says once done. */
const movedNotices: Record<Transition, string> = {
  publish: toasts.published,
  archive: toasts.archived,
  trash: toasts.trashed,
  backToDraft: toasts.backToDraft,
  restore: toasts.restored,
};

/** The version a list's form sends: the one the staff member was shown (a later change is a conflict). */
function versionOf(field: string): number | undefined {
  return /^[1-9]\d{0,8}$/.test(field) ? Number(field) : undefined;
}

const move =
  (transition: Transition): DeskWrite =>
  async ({ site }, staff, field) => {
    const result =
      transition === "publish"
        ? await publishArticle(site, staff, { id: field("id"), version: versionOf(field("version")) })
        : await moveArticle(site, staff, field("id"), transition, versionOf(field("version")));
    return result.status === "changed" ? done(movedNotices[transition]) : refused(result.refusal.message);
  };

/** « Supprimer définitivement »: one article of the trash. */
const deleteOne: DeskWrite = async ({ site }, staff, field) => {
  const id = field("id");
  const result = await deleteForGood(site.db, id);
  if (result.status !== "deleted") return refused(result.status === "not-found" ? adminText.errors.notFound : adminText.errors.transition);
  site.logger.info({ articleId: id, staffName: staff.staffName }, "admin: article deleted");
  await recordActivityAfter(site, staff, "article-deleted", result.title);
  return done(toasts.deleted);
};

/** « Vider la corbeille »: every article in the trash deleted for good. */
const emptyTheTrash: DeskWrite = async ({ site }, staff) => {
  const titles = await emptyTrash(site.db);
  site.logger.info({ deleted: titles.length, staffName: staff.staffName }, "admin: trash emptied");
  await recordActivityAfter(
    site,
    staff,
    "trash-emptied",
    accountsText.activity.subjects.trashEmptied(counted(titles.length), titles.join(", ")),
  );
  return done(toasts.trashEmptied);
};

/** The writes the lists' forms post (app/pages/admin/articles/index.astro), by their `intent`: any staff member's. */
export const articleListWrites: Record<string, DeskWrite> = {
  ...Object.fromEntries((Object.keys(transitions) as Transition[]).map((transition) => [transition, move(transition)])),
  delete: deleteOne,
  emptyTrash: emptyTheTrash,
};
