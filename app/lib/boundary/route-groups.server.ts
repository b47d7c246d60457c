import type { Config } from "../config.server";

/**
 * The protections of each group of routes, declared once here rather than in each handler: the
 * request boundary applies them to every request whose path falls in the group, including routes
 * added later. Only state-changing requests (POST, PUT, PATCH, DELETE) have a body and count
 * towards the rate limit; every one of them must also come from our own pages (cross-site refusal).
 */
export interface RouteGroup {
  name: "admin" | "api" | "pages";
  /** The largest body accepted; a longer one is answered 413 without being read further. */
  maxBodyBytes: number;
  /** State-changing requests allowed per visitor address and minute, across this group. */
  writesPerMinute: (config: Config) => number;
  /** How a refusal is answered: JSON for the scripts of our pages, the French error page for people. */
  answers: "json" | "page";
}

const kilobytes = 1024;

export const routeGroups: readonly RouteGroup[] = [
  // The staff's area (articles, images, leads): larger bodies (an article's text), a generous budget.
  { name: "admin", maxBodyBytes: 1024 * kilobytes, writesPerMinute: () => 120, answers: "page" },
  // Likes, views, analytics events, currency and consent: tiny bodies, called by our own scripts.
  { name: "api", maxBodyBytes: 4 * kilobytes, writesPerMinute: (config) => config.API_RATE_LIMIT_PER_MINUTE, answers: "json" },
  // Every other path: the public forms (contact, newsletter, subscription). Our largest form,
  // a 5 000-character message with its accents percent-encoded, fits with room to spare.
  { name: "pages", maxBodyBytes: 32 * kilobytes, writesPerMinute: (config) => config.FORMS_RATE_LIMIT_PER_MINUTE, answers: "page" },
];

/** The path a request is for, without the `.data` suffix of React Router's data requests. */
export function pathOf(request: Request): string {
  const { pathname } = new URL(request.url);
  return pathname.replace(/\/_\.data$/, "/").replace(/\.data$/, "") || "/";
}

export function routeGroupOf(pathname: string): RouteGroup {
  const [admin, api, pages] = routeGroups as [RouteGroup, RouteGroup, RouteGroup];
  if (pathname === "/admin" || pathname.startsWith("/admin/")) return admin;
  if (pathname.startsWith("/api/")) return api;
  return pages;
}
