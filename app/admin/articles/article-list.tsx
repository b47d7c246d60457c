import type { ReactNode } from "react";
import type { AdminArticleSummary } from "~/admin/articles/admin-articles.server";
import { actionsFor } from "~/admin/articles/admin-articles.server";
import { articleAddress } from "~/admin/shell/addresses";
import { adminText } from "~/content/admin/shell";
import type { ArticleStatus } from "~/lib/db/schema";
import { formatShortDate, formatShortDateTime } from "~/lib/format/date";
import { counted } from "~/lib/format/plural";
import { buttonClass } from "../shell/button-class";

/**
 * A list's action: a plain form posted to the list's own page, which does it and sends the browser back
 * to the list (303) with what it did (app/admin/articles/articles-workspace.server.ts `articleListWrites`).
 */
function ActionForm({ intent, fields = {}, children }: { intent: string; fields?: Record<string, string>; children: ReactNode }) {
  return (
    <form method="post">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </form>
  );
}

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

function ArticleRow({ article }: { article: AdminArticleSummary }) {
  const published = article.status === "published" && article.publishedAt;
  const fields = { id: article.id, version: String(article.version) };
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
          <a href={articleAddress(article.id)} className={buttonClass("primary")}>
            {adminText.actions.edit}
          </a>
        ) : null}
        {article.status === "published" ? (
          <a href={`/kheopscope/${article.slug}`} target="_blank" rel="noopener" className={buttonClass("quiet")}>
            {adminText.actions.view}
          </a>
        ) : null}
        {actionsFor(article.status).map((intent) => (
          <ActionForm key={intent} intent={intent} fields={fields}>
            <button
              type="submit"
              aria-label={`${adminText.actions[intent]} : ${article.title}`}
              className={buttonClass(intent === "delete" || intent === "trash" ? "danger" : "quiet")}
            >
              {adminText.actions[intent]}
            </button>
          </ActionForm>
        ))}
      </div>
    </li>
  );
}

/** One list of the workflow, with its empty state and, for the trash, "Vider la corbeille". */
export function ArticleList({ status, articles }: { status: ArticleStatus; articles: AdminArticleSummary[] }) {
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-bold text-ink-900">{adminText.articleTabs[status]}</h2>
        {status === "trash" && articles.length > 0 ? (
          <ActionForm intent="emptyTrash">
            <button type="submit" className={buttonClass("danger")}>
              {adminText.actions.emptyTrash}
            </button>
          </ActionForm>
        ) : null}
      </div>
      {articles.length === 0 ? (
        <p className="mt-6 rounded-2xl border border-dashed border-ink-100 px-6 py-10 text-center text-ink-700">
          {adminText.empty[status]}
        </p>
      ) : (
        <ul className="mt-2 divide-y divide-ink-100">
          {articles.map((article) => (
            <ArticleRow key={article.id} article={article} />
          ))}
        </ul>
      )}
    </div>
  );
}
