import { useState } from "react";
import { adminText } from "~/content/admin";
import type { loader } from "~/routes/admin/dashboard";
import { AdminFrame } from "./admin-frame";
import { AdminTabs, tabPanelProps } from "./admin-tabs";
import { ArticleWorkspace } from "./article-workspace";
import { ImageLibrary } from "./image-library";
import type { ChosenImage } from "./image-search";
import { StatCards } from "./stat-cards";

export type DashboardData = Extract<Awaited<ReturnType<typeof loader>>, { view: "dashboard" }>;
type ArticlesContent = DashboardData["content"];

/** The staff's first page: the articles and images (spec §2 'Admin dashboard'); the desk's sections have their own pages. */
export function AdminDashboard({ data }: { data: DashboardData }) {
  return (
    <AdminFrame section="articles" title={adminText.title} newLeads={data.newLeads}>
      <ArticlesSection content={data.content} />
    </AdminFrame>
  );
}

/** "Articles et images": the five counts and the two tabs of spec §2. */
function ArticlesSection({ content }: { content: ArticlesContent }) {
  const [area, setArea] = useState<"articles" | "images">("articles");
  // A picture chosen in "Gestion des images" goes to the article being written.
  const [imageForArticle, setImageForArticle] = useState<ChosenImage | undefined>(undefined);
  return (
    <>
      <StatCards counts={content.counts} />
      <AdminTabs
        label={adminText.title}
        idPrefix="zone"
        items={[
          { id: "articles", label: adminText.tabs.articles },
          { id: "images", label: adminText.tabs.images },
        ]}
        selected={area}
        onSelect={setArea}
      />
      <div {...tabPanelProps("zone", "articles")} hidden={area !== "articles"}>
        <ArticleWorkspace
          articles={content.articles}
          counts={content.counts}
          ai={{ configured: content.aiConfigured, model: content.aiModel }}
          imageSearchConfigured={content.imageSearchConfigured}
          imageFromLibrary={imageForArticle}
          onImageFromLibraryUsed={() => setImageForArticle(undefined)}
        />
      </div>
      <div {...tabPanelProps("zone", "images")} hidden={area !== "images"}>
        <ImageLibrary
          configured={content.imageSearchConfigured}
          onUseForArticle={(image) => {
            setImageForArticle(image);
            setArea("articles");
          }}
        />
      </div>
    </>
  );
}
