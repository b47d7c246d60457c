import type { ArticleStatus } from "~/lib/db/schema";
import type { LeadFilter } from "../desk/leads.server";

/**
 * The staff's addresses: every screen is an Astro page at its own address (a reload, the back button and a
 * shared link land on the same screen), and the JSON API under /admin/api/ is Astro's endpoints.
 */
export const adminAddresses = {
  home: "/admin",
  articles: "/admin/articles",
  newArticle: "/admin/articles/nouveau",
  images: "/admin/images",
  letters: "/admin/lettres",
  newLetter: "/admin/lettres/nouvelle",
  leads: "/admin/demandes",
  subscribers: "/admin/abonnes",
  audience: "/admin/audience",
  health: "/admin/sante",
  logout: "/admin/deconnexion",
  account: "/admin/compte",
  team: "/admin/equipe",
  activity: "/admin/activite",
  settings: "/admin/reglages",
  shopPrices: "/admin/boutique",
  forgottenPassword: "/admin/mot-de-passe-oublie",
  newPassword: "/admin/nouveau-mot-de-passe",
} as const;

export type AdminSection =
  | "articles"
  | "letters"
  | "leads"
  | "subscribers"
  | "audience"
  | "health"
  | "team"
  | "activity"
  | "settings"
  | "shopPrices"
  | "account";

/** The section an admin address belongs to (its header shows it current): the articles for /admin itself and the rest. */
export function adminSectionOf(path: string): AdminSection {
  const sections = [
    "letters",
    "leads",
    "subscribers",
    "audience",
    "health",
    "team",
    "activity",
    "settings",
    "shopPrices",
    "account",
  ] as const;
  return sections.find((section) => path === adminAddresses[section] || path.startsWith(`${adminAddresses[section]}/`)) ?? "articles";
}

/** A tab of « Gestion des articles »: the editor, or one list of the workflow. */
export type ArticleTab = "create" | ArticleStatus;

/** What a page of the articles-and-images workspace shows: its address says it, so a reload or a shared link opens the same. */
export type WorkspaceView = { area: "images" } | { area: "articles"; tab: ArticleTab; articleId?: string };

/** The `?statut=` of each list of /admin/articles. */
const statusParams: Record<ArticleStatus, string> = { draft: "brouillon", published: "publie", archived: "archive", trash: "corbeille" };

/** The address of a view of the workspace: /admin/images, /admin/articles?statut=…, /admin/articles/nouveau or /admin/articles/:id. */
export function workspaceAddress(view: WorkspaceView): string {
  if (view.area === "images") return adminAddresses.images;
  if (view.tab !== "create") return `${adminAddresses.articles}?statut=${statusParams[view.tab]}`;
  return view.articleId ? articleAddress(view.articleId) : adminAddresses.newArticle;
}

/** The editor open on one article. */
export function articleAddress(id: string): string {
  return `${adminAddresses.articles}/${encodeURIComponent(id)}`;
}

/** The list a `?statut=` of /admin/articles names; none (the editor) for anything else. */
export function listStatusOf(params: URLSearchParams): ArticleStatus | undefined {
  return (Object.keys(statusParams) as ArticleStatus[]).find((key) => statusParams[key] === params.get("statut"));
}

/** The sections of the old single /admin page, by their `?vue=`, and where each lives now. */
const formerSectionViews: Record<string, string> = {
  demandes: adminAddresses.leads,
  abonnes: adminAddresses.subscribers,
  audience: adminAddresses.audience,
  sante: adminAddresses.health,
};

/** One letter of the newsletter: its editor, or what it became once sent. */
export function letterAddress(id: string): string {
  return `${adminAddresses.letters}/${encodeURIComponent(id)}`;
}

/** The second step of « Envoyer » on a letter's page: the question, with the count it asks about. */
export function letterSendAddress(id: string): string {
  return `${letterAddress(id)}?envoi=confirmer`;
}

/** The letter's mail as a document of its own, for the preview's frames. */
export function letterPreviewAddress(id: string): string {
  return `${letterAddress(id)}/apercu`;
}

/** Where a former `/admin?vue=…` address (a bookmark, a link in a mail) lives now, keeping its filters. */
export function formerAddress(params: URLSearchParams): string | undefined {
  const view = params.get("vue");
  const page = view ? formerSectionViews[view] : undefined;
  if (!page) return undefined;
  const next = new URLSearchParams(params);
  const lead = next.get("demande");
  next.delete("vue");
  next.delete("demande");
  const query = next.toString() ? `?${next}` : "";
  return lead && page === adminAddresses.leads ? `${leadAddress(lead)}${query}` : `${page}${query}`;
}

/** What narrows the leads list (app/admin/desk/leads.server.ts), at a page: the query string of /admin/demandes (type, statut, q, page). */
export type LeadsFilter = LeadFilter & { page: number };

function leadsParams(filter: Omit<LeadsFilter, "page">, page?: number): string {
  const params = new URLSearchParams();
  if (filter.kind) params.set("type", filter.kind);
  if (filter.status) params.set("statut", filter.status);
  if (filter.query) params.set("q", filter.query);
  if (page && page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** The leads list narrowed by `filter`, at `page`. */
export function leadsAddress(filter: Omit<LeadsFilter, "page"> = {}, page?: number): string {
  return `${adminAddresses.leads}${leadsParams(filter, page)}`;
}

/** One lead's page; the list's filter rides along so that « Retour aux demandes » goes back to it. */
export function leadAddress(id: string, filter: Omit<LeadsFilter, "page"> = {}, page?: number): string {
  return `${adminAddresses.leads}/${encodeURIComponent(id)}${leadsParams(filter, page)}`;
}

/** The leads export in CSV, narrowed like the list. */
export function leadsExportAddress(filter: Omit<LeadsFilter, "page">): string {
  return `/admin/api/export/demandes${leadsParams(filter)}`;
}

/** The subscribers list, searched for `query`, at `page`. */
export function subscribersAddress(query = "", page?: number): string {
  const params = new URLSearchParams();
  if (query) params.set("q", query);
  if (page && page > 1) params.set("page", String(page));
  const search = params.toString();
  return `${adminAddresses.subscribers}${search ? `?${search}` : ""}`;
}

/** Where to go after signing in: an admin address of this site (never another site's), or nothing. */
export function safeReturnAddress(address: string | undefined): string | undefined {
  if (!address?.startsWith("/admin/") || address.startsWith("//") || /[\\\s]/.test(address)) return undefined;
  return address.slice(0, 500);
}
