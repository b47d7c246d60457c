import type { StaffRole } from "../db/schema";

/**
 * Every route the site answers, by the pattern Astro matched (`context.routePattern`: the file's path under
 * app/pages, `/admin/demandes/[id]`): the methods it takes and who may open it. It is the one place both are
 * decided; app/middleware.ts asks it for every request, before any page or endpoint runs, and every staff
 * handler asks it again for itself (app/admin/accounts/staff-gate.server.ts). Deciding on the matched route rather
 * than on the address as written means that no other spelling of an address reaches a route without its rules
 * (decision 017).
 *
 * A route Astro serves that is not listed here (its own `/_image`, `/_server-islands/…`, a file added without
 * its line) answers 404; tests/endpoints/routes.test.ts fails until every file under app/pages has its line and
 * every endpoint exports exactly the methods listed.
 */

export type Method = "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * Who may open a route: everyone (no session is asked), any signed-in staff member (an administrator or a
 * « Rédacteur »: articles, pictures, their own account), or administrators only.
 */
export type Audience = "everyone" | "staff" | "admins";

export interface Route {
  pattern: string;
  methods: readonly Method[];
  audience: Audience;
}

const read: readonly Method[] = ["GET", "HEAD"];
/** A page with a form posted to itself. */
const readAndPost: readonly Method[] = ["GET", "HEAD", "POST"];
const post: readonly Method[] = ["POST"];
/** The catch-alls: any method gets the French 404. */
const anyMethod: readonly Method[] = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"];

const table: Record<string, [readonly Method[], Audience]> = {
  // The public pages.
  "/": [read, "everyone"],
  "/apropos": [read, "everyone"],
  "/boutique": [read, "everyone"],
  "/boutique/[id]": [read, "everyone"],
  "/conditions-generales-de-vente": [read, "everyone"],
  "/contact": [readAndPost, "everyone"],
  "/desinscription": [readAndPost, "everyone"],
  "/erreur": [read, "everyone"],
  "/hors-ligne": [read, "everyone"],
  "/hors-ligne/envoi": [read, "everyone"],
  "/kheopscope": [read, "everyone"],
  "/kheopscope/[slug]": [read, "everyone"],
  "/mentions-legales": [read, "everyone"],
  "/newsletter": [readAndPost, "everyone"],
  "/newsletter/confirmation": [readAndPost, "everyone"],
  "/newsletter/archives": [read, "everyone"],
  "/newsletter/archives/[slug]": [read, "everyone"],
  "/politique-de-confidentialite": [read, "everyone"],
  "/services": [read, "everyone"],
  "/services/[serviceId]": [read, "everyone"],
  "/services/formulaire-de-souscription": [readAndPost, "everyone"],
  // Any other address: the not-found page, whatever the method.
  "/[...path]": [anyMethod, "everyone"],
  // The public endpoints: files, feeds, pictures, and the API of our scripts.
  "/diagnostic-whatsapp": [read, "everyone"],
  "/healthz": [read, "everyone"],
  "/kheopscope/rss.xml": [read, "everyone"],
  "/media/[file]": [read, "everyone"],
  "/partage/[section]/[file]": [read, "everyone"],
  "/robots.txt": [read, "everyone"],
  "/sitemap.xml": [read, "everyone"],
  "/api/articles/[slug]/jaime": [post, "everyone"],
  "/api/articles/[slug]/vue": [post, "everyone"],
  "/api/articles/statistiques/flux": [read, "everyone"],
  "/api/cookies": [post, "everyone"],
  "/api/devise": [post, "everyone"],
  "/api/economie-donnees": [post, "everyone"],
  "/api/ga4/event": [post, "everyone"],
  // The staff's ways in, open without a session: the sign-in (then the workspace), the forgotten password, a
  // mailed link, a passkey's sign-in.
  "/admin": [readAndPost, "everyone"],
  "/admin/mot-de-passe-oublie": [readAndPost, "everyone"],
  "/admin/nouveau-mot-de-passe": [readAndPost, "everyone"],
  "/admin/api/cles/connexion-options": [post, "everyone"],
  "/admin/api/cles/connexion": [post, "everyone"],
  // A « Rédacteur »'s: articles, pictures, their own account and passkeys.
  "/admin/articles": [readAndPost, "staff"],
  "/admin/articles/nouveau": [read, "staff"],
  "/admin/articles/[id]": [read, "staff"],
  "/admin/images": [read, "staff"],
  // Letters: any staff member drafts (the handlers let only administrators test, schedule or send).
  "/admin/lettres": [read, "staff"],
  "/admin/lettres/nouvelle": [readAndPost, "staff"],
  "/admin/lettres/[id]": [readAndPost, "staff"],
  "/admin/lettres/[id]/apercu": [read, "staff"],
  "/admin/compte": [readAndPost, "staff"],
  "/admin/deconnexion": [post, "staff"],
  "/admin/[...path]": [anyMethod, "staff"],
  "/admin/api/analyse": [post, "staff"],
  "/admin/api/articles": [post, "staff"],
  "/admin/api/articles/publication": [post, "staff"],
  "/admin/api/articles/[id]": [read, "staff"],
  "/admin/api/images": [post, "staff"],
  "/admin/api/images/apercu": [read, "staff"],
  "/admin/api/images/recherche": [read, "staff"],
  "/admin/api/cles/inscription-options": [post, "staff"],
  "/admin/api/cles/inscription": [post, "staff"],
  "/admin/api/cles/[id]": [["DELETE"], "staff"],
  "/admin/api/[...path]": [anyMethod, "staff"],
  // The rest of the admin is an administrator's: leads, subscribers, audience, health, the team, the activity log.
  "/admin/demandes": [read, "admins"],
  "/admin/demandes/[id]": [readAndPost, "admins"],
  "/admin/abonnes": [readAndPost, "admins"],
  "/admin/audience": [read, "admins"],
  "/admin/sante": [readAndPost, "admins"],
  "/admin/equipe": [readAndPost, "admins"],
  "/admin/activite": [read, "admins"],
  "/admin/reglages": [readAndPost, "admins"],
  "/admin/boutique": [readAndPost, "admins"],
  "/admin/api/export/demandes": [read, "admins"],
  "/admin/api/export/abonnes": [read, "admins"],
};

/** Every route, as listed (the tests compare it with the files under app/pages). */
export const routes: readonly Route[] = Object.entries(table).map(([pattern, [methods, audience]]) => ({ pattern, methods, audience }));

const byPattern = new Map(routes.map((route) => [route.pattern, route]));

/** The route of a pattern Astro matched; undefined for one the site does not serve. */
export function routeOf(pattern: string): Route | undefined {
  return byPattern.get(pattern);
}

/** Whether a signed-in staff member of `role` may open a route of `audience`. */
export function roleMayOpen(role: StaffRole, audience: Audience): boolean {
  return audience !== "admins" || role === "admin";
}

/** Whether `role` may open the page at `address` (a pattern without parameters: the admin header's sections). */
export function roleMayOpenAddress(role: StaffRole, address: string): boolean {
  const route = routeOf(address);
  return route !== undefined && roleMayOpen(role, route.audience);
}

/**
 * The staff's area: every route under /admin, whose pages are never indexed, whose requests are looked up for a
 * session and whose windows are kept apart from other sites' (server/app.ts). Also asked of a plain path.
 */
export function isStaffArea(pattern: string): boolean {
  return pattern === "/admin" || pattern.startsWith("/admin/");
}
