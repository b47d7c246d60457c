import { useState } from "react";
import { adminText } from "~/content/admin";
import type { AdminArticleSummary, ArticleCounts } from "~/lib/blog/admin-articles.server";
import type { ArticleStatus } from "~/lib/db/schema";
import { AdminTabs, tabPanelProps } from "./admin-tabs";
import { ArticleCreator } from "./article-creator";
import { ArticleList, useArticleActionToasts } from "./article-list";
import type { ChosenImage } from "./image-search";

type ArticleTab = ArticleStatus | "create";
const statuses: ArticleStatus[] = ["draft", "published", "archived", "trash"];

/** "Gestion des articles": the creator and the four lists of the workflow (spec §2, §4). */
export function ArticleWorkspace({
  articles,
  counts,
  ai,
  imageSearchConfigured,
  imageFromLibrary,
  onImageFromLibraryUsed,
}: {
  articles: Record<ArticleStatus, AdminArticleSummary[]>;
  counts: ArticleCounts;
  ai: { configured: boolean; model: string | null };
  imageSearchConfigured: boolean;
  imageFromLibrary: ChosenImage | undefined;
  onImageFromLibraryUsed: () => void;
}) {
  const [tab, setTab] = useState<ArticleTab>("create");
  useArticleActionToasts();
  // The article opened in the creator ("Modifier"); a counter reopens the same one after a reload.
  const [opening, setOpening] = useState<{ id: string; at: number } | undefined>(undefined);

  const items = [
    { id: "create" as const, label: adminText.articleTabs.create },
    ...statuses.map((status) => ({ id: status, label: adminText.articleTabs[status], count: counts[status] })),
  ];

  return (
    <section className="rounded-3xl bg-white p-4 shadow-sm sm:p-6">
      <h2 className="sr-only">{adminText.tabs.articles}</h2>
      <AdminTabs label={adminText.tabs.articles} idPrefix="articles" items={items} selected={tab} onSelect={setTab} />
      <div {...tabPanelProps("articles", "create")} hidden={tab !== "create"} className="mt-6">
        <ArticleCreator
          opening={opening}
          ai={ai}
          imageSearchConfigured={imageSearchConfigured}
          imageFromLibrary={imageFromLibrary}
          onImageFromLibraryUsed={onImageFromLibraryUsed}
        />
      </div>
      {statuses.map((status) => (
        <div key={status} {...tabPanelProps("articles", status)} hidden={tab !== status} className="mt-6">
          <ArticleList
            status={status}
            articles={articles[status]}
            onEdit={(id) => {
              setOpening({ id, at: Date.now() });
              setTab("create");
            }}
          />
        </div>
      ))}
    </section>
  );
}
