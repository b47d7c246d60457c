import { useState } from "react";
import { Form, Link } from "react-router";
import { Logo } from "~/components/layout/logo";
import { adminText } from "~/content/admin";
import { deskText } from "~/content/admin-desk";
import type { Section } from "~/lib/desk/sections.server";
import type { loader } from "~/routes/admin/dashboard";
import { AdminTabs, tabPanelProps } from "./admin-tabs";
import { ArticleWorkspace } from "./article-workspace";
import { AudienceView } from "./desk/audience-view";
import { useDeskActionToasts } from "./desk/desk-action";
import { HealthView } from "./desk/health-view";
import { LeadDetail } from "./desk/lead-detail";
import { LeadsView, leadsQuery } from "./desk/leads-view";
import { SubscribersView } from "./desk/subscribers-view";
import { ImageLibrary } from "./image-library";
import type { ChosenImage } from "./image-search";
import { StatCards } from "./stat-cards";

export type DashboardData = Extract<Awaited<ReturnType<typeof loader>>, { view: "dashboard" }>;
type ArticlesContent = Extract<DashboardData["content"], { section: "articles" }>;

const navItems: { section: Section; label: string }[] = [
  { section: "articles", label: deskText.nav.articles },
  { section: "demandes", label: deskText.nav.leads },
  { section: "abonnes", label: deskText.nav.subscribers },
  { section: "audience", label: deskText.nav.audience },
  { section: "sante", label: deskText.nav.health },
];

/** The staff's dashboard: the sections of the admin, the articles and images first (spec §2 'Admin dashboard'). */
export function AdminDashboard({ data }: { data: DashboardData }) {
  useDeskActionToasts();
  const { content } = data;
  return (
    <div className="min-h-screen bg-sand-50">
      <header className="bg-ink-950 text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-4 sm:px-6 lg:px-8">
          <div className="flex items-center gap-3">
            <Logo tone="light" />
            <span className="hidden rounded-full bg-white/10 px-3 py-1 text-xs font-semibold tracking-wide text-gold-300 uppercase sm:inline">
              Admin
            </span>
          </div>
          <div className="flex items-center gap-2">
            <Link
              to="/"
              className="rounded-full px-3 py-2 text-sm font-semibold text-ink-100 hover:bg-white/10"
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
        <nav aria-label={deskText.nav.label} className="mx-auto max-w-7xl px-4 pb-3 sm:px-6 lg:px-8">
          {/* On a phone the five sections wrap onto two lines: all of them in sight, none behind a scroll. */}
          <ul className="flex flex-wrap gap-1">
            {navItems.map((item) => {
              const current = item.section === content.section;
              return (
                <li key={item.section}>
                  <Link
                    to={`/admin?vue=${item.section}`}
                    aria-current={current ? "page" : undefined}
                    className={`inline-flex min-h-10 items-center gap-2 rounded-full px-3 py-2 text-sm sm:px-4 font-semibold whitespace-nowrap ${current ? "bg-white text-ink-900" : "text-ink-100 hover:bg-white/10"}`}
                  >
                    {item.label}
                    {item.section === "demandes" && data.newLeads > 0 ? (
                      <span className="rounded-full bg-gold-400 px-2 py-0.5 text-xs text-ink-950">
                        <span aria-hidden="true">{data.newLeads}</span>
                        <span className="sr-only">{deskText.nav.newLeads(data.newLeads)}</span>
                      </span>
                    ) : null}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </header>

      <main className="mx-auto max-w-7xl space-y-8 px-4 py-8 sm:px-6 lg:px-8">
        <h1 className="sr-only">{adminText.title}</h1>
        {content.section === "articles" ? <ArticlesSection content={content} /> : null}
        {content.section === "demandes" ? (
          content.lead ? (
            <LeadDetail lead={content.lead} backTo={leadsQuery(content.filter)} />
          ) : (
            <>
              {content.leadMissing ? (
                <p className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">{deskText.leads.notFound}</p>
              ) : null}
              <LeadsView leads={content.leads} total={content.total} page={content.page} pages={content.pages} filter={content.filter} />
            </>
          )
        ) : null}
        {content.section === "abonnes" ? (
          <SubscribersView
            subscribers={content.subscribers}
            total={content.total}
            bySource={content.bySource}
            query={content.query}
            page={content.page}
            pages={content.pages}
          />
        ) : null}
        {content.section === "audience" ? <AudienceView audience={content.audience} /> : null}
        {content.section === "sante" ? <HealthView health={content.health} /> : null}
      </main>
    </div>
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
