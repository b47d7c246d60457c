import { useCallback, useEffect, useState } from "react";
import { adminText } from "~/content/admin";
import { type ArticleTab, type WorkspaceView, workspaceAddress, workspaceViewOf } from "~/lib/admin/addresses";
import { type ArticlesOverview, articlesApi } from "~/lib/admin/admin-api";
import { markEnhanced } from "~/lib/behaviours/page";
import type { ArticleAction } from "~/lib/blog/article-workflow";
import { showToast } from "~/lib/toast";
import { AdminTabs, tabPanelProps } from "./admin-tabs";
import type { ListAction } from "./article-list";
import { ArticleWorkspace } from "./article-workspace";
import { ImageLibrary } from "./image-library";
import type { ChosenImage } from "./image-search";
import { StatCards } from "./stat-cards";

const actionToasts: Record<ArticleAction, string> = {
  publish: adminText.toasts.published,
  archive: adminText.toasts.archived,
  trash: adminText.toasts.trashed,
  backToDraft: adminText.toasts.backToDraft,
  restore: adminText.toasts.restored,
  delete: adminText.toasts.deleted,
};

/** The article the creator opens: an id, and when it was asked for (asking again reloads it). */
export type Opening = { id: string; at: number };

/**
 * The island of /admin, /admin/articles… and /admin/images (spec §2 'Admin dashboard'): the five counts,
 * « Gestion des articles » and « Gestion des images ». The tabs change the address (the browser's back
 * button goes back to the previous tab); each write goes through the API, then the counts and lists are
 * asked for again, so what is shown is what the database holds.
 */
export function ArticlesDesk({ initial, initialView }: { initial: ArticlesOverview; initialView: WorkspaceView }) {
  const [overview, setOverview] = useState(initial);
  const [view, setView] = useState(initialView);
  const [opening, setOpening] = useState<Opening | undefined>(() =>
    initialView.area === "articles" && initialView.articleId ? { id: initialView.articleId, at: 0 } : undefined,
  );
  // The article in the creator (its address is /admin/articles/:id), undefined for a new one.
  const [editingId, setEditingId] = useState(initialView.area === "articles" ? initialView.articleId : undefined);
  // The tab last shown in « Gestion des articles », kept while the images are shown.
  const [articleTab, setArticleTab] = useState<ArticleTab>(initialView.area === "articles" ? initialView.tab : "create");
  const [imageForArticle, setImageForArticle] = useState<ChosenImage | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    // The page is interactive: the same mark as a public page whose script has run.
    markEnhanced();
    const onBack = () => {
      const shown = workspaceViewOf(new URL(window.location.href));
      setView(shown);
      if (shown.area !== "articles") return;
      setArticleTab(shown.tab);
      const { articleId } = shown;
      if (!articleId) return;
      setEditingId(articleId);
      setOpening((current) => (current?.id === articleId ? current : { id: articleId, at: Date.now() }));
    };
    window.addEventListener("popstate", onBack);
    return () => window.removeEventListener("popstate", onBack);
  }, []);

  const show = useCallback((next: WorkspaceView, { replace = false } = {}) => {
    setView(next);
    if (next.area === "articles") setArticleTab(next.tab);
    const address = workspaceAddress(next);
    if (address === window.location.pathname + window.location.search) return;
    if (replace) window.history.replaceState(null, "", address);
    else window.history.pushState(null, "", address);
  }, []);

  const refresh = useCallback(async () => {
    const answer = await articlesApi.overview();
    if (answer.ok) setOverview(answer.value);
  }, []);

  const act: ListAction = async (request) => {
    setBusy(true);
    try {
      const { action } = request;
      const answer =
        action === "emptyTrash"
          ? await articlesApi.emptyTrash()
          : action === "delete"
            ? await articlesApi.remove(request.article.id)
            : await articlesApi.change(request.article.id, action, request.article.version);
      void showToast(
        answer.ok
          ? { title: action === "emptyTrash" ? adminText.toasts.trashEmptied : actionToasts[action] }
          : { title: answer.error, tone: "error" },
      );
      if (answer.ok || answer.status === 409 || answer.status === 404) await refresh();
    } finally {
      setBusy(false);
    }
  };

  const area = view.area;
  return (
    <div className="space-y-8">
      <StatCards counts={overview.counts} />
      <AdminTabs
        label={adminText.title}
        idPrefix="zone"
        items={[
          {
            id: "articles",
            label: adminText.tabs.articles,
            href: workspaceAddress({ area: "articles", tab: articleTab, articleId: editingId }),
          },
          { id: "images", label: adminText.tabs.images, href: workspaceAddress({ area: "images" }) },
        ]}
        selected={area}
        onSelect={(id) => show(id === "images" ? { area: "images" } : { area: "articles", tab: articleTab, articleId: editingId })}
      />
      <div {...tabPanelProps("zone", "articles")} hidden={area !== "articles"}>
        <ArticleWorkspace
          overview={overview}
          tab={articleTab}
          onTab={(tab) => show({ area: "articles", tab, articleId: editingId })}
          editingId={editingId}
          opening={opening}
          onEdit={(id) => {
            setOpening({ id, at: Date.now() });
            setEditingId(id);
            show({ area: "articles", tab: "create", articleId: id });
          }}
          onSaved={(id) => {
            // A new article, once saved, has its own address.
            if (id !== editingId) show({ area: "articles", tab: "create", articleId: id }, { replace: true });
            setEditingId(id);
            void refresh();
          }}
          onStartNew={() => {
            setEditingId(undefined);
            show({ area: "articles", tab: "create" });
          }}
          onChanged={refresh}
          onAction={act}
          busy={busy}
          imageFromLibrary={imageForArticle}
          onImageFromLibraryUsed={() => setImageForArticle(undefined)}
        />
      </div>
      <div {...tabPanelProps("zone", "images")} hidden={area !== "images"}>
        <ImageLibrary
          configured={overview.imageSearchConfigured}
          onUseForArticle={(image) => {
            setImageForArticle(image);
            show({ area: "articles", tab: "create", articleId: editingId });
          }}
        />
      </div>
    </div>
  );
}
