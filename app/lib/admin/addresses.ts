import type { LeadFilter } from "../desk/leads.server";

/**
 * The staff's addresses. The desk's sections are Astro pages, each at its own address, and the JSON API
 * under /admin/api/ is Astro's endpoints; the login, the articles and the images are still React
 * Router's /admin (issue 23 moves them next).
 */
export const adminAddresses = {
  articles: "/admin",
  leads: "/admin/demandes",
  subscribers: "/admin/abonnes",
  audience: "/admin/audience",
  health: "/admin/sante",
  logout: "/admin/deconnexion",
} as const;

export type AdminSection = keyof Omit<typeof adminAddresses, "logout">;

/** The section an admin address belongs to (its header shows it current): the articles for /admin itself and the rest. */
export function adminSectionOf(path: string): AdminSection {
  const sections = ["leads", "subscribers", "audience", "health"] as const;
  return sections.find((section) => path === adminAddresses[section] || path.startsWith(`${adminAddresses[section]}/`)) ?? "articles";
}

/** The sections of the old single /admin page, by their `?vue=`, and where each lives now. */
export const formerSectionViews: Record<string, string> = {
  demandes: adminAddresses.leads,
  abonnes: adminAddresses.subscribers,
  audience: adminAddresses.audience,
  sante: adminAddresses.health,
};

const astroPrefixes = [
  adminAddresses.leads,
  adminAddresses.subscribers,
  adminAddresses.audience,
  adminAddresses.health,
  adminAddresses.logout,
  "/admin/api",
];

/** Whether Astro serves this admin address (the desk, the logout, the JSON API): React Router serves the rest of /admin until it moves. */
export function isAstroAdminAddress(path: string): boolean {
  return astroPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** What narrows the leads list (app/lib/desk/leads.server.ts), at a page: the query string of /admin/demandes (type, statut, q, page). */
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
