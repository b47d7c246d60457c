import { useState } from "react";
import { Form, Link } from "react-router";
import { Logo } from "~/components/layout/logo";
import { adminText } from "~/content/admin";
import type { AdminArticleSummary, ArticleCounts } from "~/lib/blog/admin-articles.server";
import type { ArticleStatus } from "~/lib/db/schema";
import { AdminTabs, tabPanelProps } from "./admin-tabs";
import { ArticleWorkspace } from "./article-workspace";
import { ImageLibrary } from "./image-library";
import type { ChosenImage } from "./image-search";
import { StatCards } from "./stat-cards";

export interface DashboardData {
  counts: ArticleCounts;
  articles: Record<ArticleStatus, AdminArticleSummary[]>;
  imageSearchConfigured: boolean;
  aiConfigured: boolean;
  aiModel: string | null;
}

type Area = "articles" | "images";

/** The staff's dashboard (spec §2 'Admin dashboard'): stats, articles, images, logout. */
export function AdminDashboard({ data }: { data: DashboardData }) {
  const [area, setArea] = useState<Area>("articles");
  // A picture chosen in "Gestion des images" goes to the article being written.
  const [imageForArticle, setImageForArticle] = useState<ChosenImage | undefined>(undefined);

  return (
    <div className="min-h-screen bg-sand-50">
      <header className="bg-ink-950 text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-4 sm:px-6 lg:px-8">
          <div className="flex items-center gap-3">
            <Logo tone="light" />
            <span className="hidden rounded-full bg-white/10 px-3 py-1 text-xs font-semibold tracking-wide text-gold-300 uppercase sm:inline">
              Admin
            </span>
          </div>
          <div className="flex items-center gap-2">
            <Link
              to="/"
              className="rounded-full px-4 py-2 text-sm font-semibold text-ink-100 hover:bg-white/10"
              target="_blank"
              rel="noopener"
            >
              {adminText.viewSite}
            </Link>
            <Form method="post" action="/admin/deconnexion" reloadDocument>
              <button
                type="submit"
                className="min-h-10 rounded-full bg-gold-400 px-4 py-2 text-sm font-semibold text-ink-950 hover:bg-gold-300"
              >
                {adminText.logout}
              </button>
            </Form>
          </div>
        </div>
        <div className="mx-auto max-w-7xl px-4 pb-4 sm:px-6 lg:px-8">
          <h1 className="sr-only">{adminText.title}</h1>
          <AdminTabs
            label={adminText.title}
            idPrefix="zone"
            tone="dark"
            items={[
              { id: "articles", label: adminText.tabs.articles },
              { id: "images", label: adminText.tabs.images },
            ]}
            selected={area}
            onSelect={setArea}
          />
        </div>
      </header>

      <main className="mx-auto max-w-7xl space-y-8 px-4 py-8 sm:px-6 lg:px-8">
        <StatCards counts={data.counts} />
        <div {...tabPanelProps("zone", "articles")} hidden={area !== "articles"}>
          <ArticleWorkspace
            articles={data.articles}
            counts={data.counts}
            ai={{ configured: data.aiConfigured, model: data.aiModel }}
            imageSearchConfigured={data.imageSearchConfigured}
            imageFromLibrary={imageForArticle}
            onImageFromLibraryUsed={() => setImageForArticle(undefined)}
          />
        </div>
        <div {...tabPanelProps("zone", "images")} hidden={area !== "images"}>
          <ImageLibrary
            configured={data.imageSearchConfigured}
            onUseForArticle={(image) => {
              setImageForArticle(image);
              setArea("articles");
            }}
          />
        </div>
      </main>
    </div>
  );
}
