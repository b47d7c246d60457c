import { adminText } from "~/content/admin";
import type { AdminArticleSummary } from "~/lib/blog/admin-articles.server";
import { type ArticleAction, actionsFor } from "~/lib/blog/article-workflow";
import type { ArticleStatus } from "~/lib/db/schema";
import { formatShortDate, formatShortDateTime } from "~/lib/format/date";
import { counted } from "~/lib/format/plural";

/** What a list's button asks for: a status change or a deletion of one article, or « Vider la corbeille ». */
export type ListRequest = { action: ArticleAction; article: Pick<AdminArticleSummary, "id" | "version"> } | { action: "emptyTrash" };
export type ListAction = (request: ListRequest) => Promise<void>;

/**
 * « Créé par Awa · modifié par Paul », then « Publié par Mireille » on a line of its own when the line is
 * narrow (390 px); the dot between the parts is not read aloud. Nothing for a bundled
 * article nobody has touched.
 */
function WhoWroteIt({ article }: { article: Pick<AdminArticleSummary, "createdBy" | "editedBy" | "publishedBy" | "status"> }) {
  const { createdBy, editedBy } = article;
  const writing = createdBy
    ? [adminText.list.createdBy(createdBy), ...(editedBy && editedBy !== createdBy ? [adminText.list.editedBy(editedBy)] : [])]
    : editedBy
      ? [adminText.list.editedByAlone(editedBy)]
      : [];
  const publishedBy = article.status === "published" ? article.publishedBy : null;
  if (writing.length === 0 && !publishedBy) return null;
  return (
    <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-ink-700">
      {writing.length > 0 ? (
        <span>
          {writing.map((part, index) => (
            <span key={part}>
              {index > 0 ? <span aria-hidden="true"> · </span> : null}
              {part}
            </span>
          ))}
        </span>
      ) : null}
      {publishedBy ? <span>{adminText.list.publishedBy(publishedBy)}</span> : null}
    </p>
  );
}

function ArticleRow({
  article,
  onEdit,
  onAction,
  busy,
}: {
  article: AdminArticleSummary;
  onEdit: (id: string) => void;
  onAction: ListAction;
  busy: boolean;
}) {
  const published = article.status === "published" && article.publishedAt;
  return (
    <li className="flex flex-col gap-3 py-4">
      <div className="min-w-0">
        <h3 className="font-semibold text-ink-900">{article.title}</h3>
        <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-ink-700">
          <span>{article.category}</span>
          <span>{adminText.list.words(counted(article.wordCount))}</span>
          <span>
            {published
              ? `${adminText.list.published} ${formatShortDate(new Date(published))}`
              : `${adminText.list.updated} ${formatShortDateTime(new Date(article.updatedAt))}`}
          </span>
        </p>
        <WhoWroteIt article={article} />
      </div>
      <div className="flex flex-wrap gap-2">
        {article.status !== "trash" ? (
          <button type="button" onClick={() => onEdit(article.id)} className={buttonClass("primary")}>
            {adminText.actions.edit}
          </button>
        ) : null}
        {article.status === "published" ? (
          <a href={`/kheopscope/${article.slug}`} target="_blank" rel="noopener" className={buttonClass("quiet")}>
            {adminText.actions.view}
          </a>
        ) : null}
        {actionsFor(article.status).map((intent) => (
          <button
            key={intent}
            type="button"
            onClick={() => void onAction({ action: intent, article })}
            disabled={busy}
            aria-label={`${adminText.actions[intent]} : ${article.title}`}
            className={buttonClass(intent === "delete" || intent === "trash" ? "danger" : "quiet")}
          >
            {adminText.actions[intent]}
          </button>
        ))}
      </div>
    </li>
  );
}

export function buttonClass(kind: "primary" | "quiet" | "danger"): string {
  const base = "inline-flex min-h-10 items-center rounded-full px-4 py-2 text-sm font-semibold disabled:opacity-50";
  const kinds = {
    primary: "bg-ink-900 text-white hover:bg-ink-700",
    quiet: "border border-ink-100 bg-white text-ink-900 hover:bg-ink-50",
    danger: "border border-red-200 bg-white text-red-800 hover:bg-red-50",
  };
  return `${base} ${kinds[kind]}`;
}

/** One list of the workflow, with its empty state and, for the trash, "Vider la corbeille". */
export function ArticleList({
  status,
  articles,
  onEdit,
  onAction,
  busy,
}: {
  status: ArticleStatus;
  articles: AdminArticleSummary[];
  onEdit: (id: string) => void;
  onAction: ListAction;
  busy: boolean;
}) {
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-bold text-ink-900">{adminText.articleTabs[status]}</h2>
        {status === "trash" && articles.length > 0 ? (
          <button type="button" onClick={() => void onAction({ action: "emptyTrash" })} disabled={busy} className={buttonClass("danger")}>
            {adminText.actions.emptyTrash}
          </button>
        ) : null}
      </div>
      {articles.length === 0 ? (
        <p className="mt-6 rounded-2xl border border-dashed border-ink-100 px-6 py-10 text-center text-ink-700">
          {adminText.empty[status]}
        </p>
      ) : (
        <ul className="mt-2 divide-y divide-ink-100">
          {articles.map((article) => (
            <ArticleRow key={article.id} article={article} onEdit={onEdit} onAction={onAction} busy={busy} />
          ))}
        </ul>
      )}
    </div>
  );
}
