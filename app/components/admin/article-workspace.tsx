import { adminText } from "~/content/admin";
import { type ArticleTab, workspaceAddress } from "~/lib/admin/addresses";
import type { ArticlesOverview } from "~/lib/admin/admin-api";
import type { ArticleStatus } from "~/lib/db/schema";
import { AdminTabs, tabPanelProps } from "./admin-tabs";
import { ArticleCreator } from "./article-creator";
import { ArticleList, type ListAction } from "./article-list";
import type { Opening } from "./articles-desk";
import type { ChosenImage } from "./image-search";

const statuses: ArticleStatus[] = ["draft", "published", "archived", "trash"];

/** "Gestion des articles": the creator and the four lists of the workflow (spec §2, §4). */
export function ArticleWorkspace({
  overview,
  tab,
  onTab,
  editingId,
  opening,
  onEdit,
  onSaved,
  onStartNew,
  onChanged,
  onAction,
  busy,
  imageFromLibrary,
  onImageFromLibraryUsed,
}: {
  overview: ArticlesOverview;
  tab: ArticleTab;
  onTab: (tab: ArticleTab) => void;
  /** The article in the creator, for the address of its tab. */
  editingId: string | undefined;
  opening: Opening | undefined;
  onEdit: (id: string) => void;
  onSaved: (id: string) => void;
  onStartNew: () => void;
  onChanged: () => Promise<void>;
  onAction: ListAction;
  busy: boolean;
  imageFromLibrary: ChosenImage | undefined;
  onImageFromLibraryUsed: () => void;
}) {
  const { articles, counts } = overview;
  const items = [
    {
      id: "create" as const,
      label: adminText.articleTabs.create,
      href: workspaceAddress({ area: "articles", tab: "create", articleId: editingId }),
    },
    ...statuses.map((status) => ({
      id: status,
      label: adminText.articleTabs[status],
      href: workspaceAddress({ area: "articles", tab: status }),
      count: counts[status],
    })),
  ];

  return (
    <section className="rounded-3xl bg-white p-4 shadow-sm sm:p-6">
      <h2 className="sr-only">{adminText.tabs.articles}</h2>
      <AdminTabs label={adminText.tabs.articles} idPrefix="articles" items={items} selected={tab} onSelect={onTab} />
      <div {...tabPanelProps("articles", "create")} hidden={tab !== "create"} className="mt-6">
        <ArticleCreator
          opening={opening}
          ai={{ configured: overview.aiConfigured, model: overview.aiModel }}
          imageSearchConfigured={overview.imageSearchConfigured}
          imageFromLibrary={imageFromLibrary}
          onImageFromLibraryUsed={onImageFromLibraryUsed}
          onSaved={onSaved}
          onStartNew={onStartNew}
          onChanged={onChanged}
        />
      </div>
      {statuses.map((status) => (
        <div key={status} {...tabPanelProps("articles", status)} hidden={tab !== status} className="mt-6">
          <ArticleList status={status} articles={articles[status]} onEdit={onEdit} onAction={onAction} busy={busy} />
        </div>
      ))}
    </section>
  );
}
