import type { Config } from "../config.server";

/**
 * The protections of each group of routes, declared once here rather than in each handler: the
 * request boundary applies them to every request whose path falls in the group, including routes
 * added later. Only state-changing requests (POST, PUT, PATCH, DELETE) have a body and count
 * towards the rate limit; every one of them must also come from our own pages (cross-site refusal).
 */
export interface RouteGroup {
  name: "admin" | "analytics" | "api" | "pages";
  /**
   * The group's paths: this one and every path below it ("/admin", "/admin/…"). The first group whose
   * path matches takes the request; the last one, without a path, takes every other path.
   */
  path?: string;
  /** The largest body accepted; a longer one is answered 413 without being read further. */
  maxBodyBytes: number;
  /** State-changing requests allowed per visitor address and minute, across this group. */
  writesPerMinute: (config: Config) => number;
  /** How a refusal is answered: JSON for the scripts of our pages, the French error page for people. */
  answers: "json" | "page";
}

const kilobytes = 1024;
const staffLimits = { maxBodyBytes: 1024 * kilobytes, writesPerMinute: (config: Config) => config.ADMIN_RATE_LIMIT_PER_MINUTE };

const routeGroups: readonly RouteGroup[] = [
  // The analytics events of consenting visitors (/api/ga4/event): a page sends a few a minute, each
  // well under a kilobyte and a half (event-schema.ts), so a budget of its own, lower than the API's:
  // a program that took consent can no longer fill the events table at the API's pace.
  {
    name: "analytics",
    path: "/api/ga4",
    maxBodyBytes: 2 * kilobytes,
    writesPerMinute: (config) => config.ANALYTICS_RATE_LIMIT_PER_MINUTE,
    answers: "json",
  },
  // The staff's area (articles, images, leads): larger bodies (an article's text), a generous budget,
  // shared by its pages and its JSON API (the editor's saves, the picture search), which answers in JSON.
  { name: "admin", path: "/admin/api", ...staffLimits, answers: "json" },
  { name: "admin", path: "/admin", ...staffLimits, answers: "page" },
  // Likes, views, currency and consent: tiny bodies, called by our own scripts.
  {
    name: "api",
    path: "/api",
    maxBodyBytes: 4 * kilobytes,
    writesPerMinute: (config) => config.API_RATE_LIMIT_PER_MINUTE,
    answers: "json",
  },
  // Every other path: the public forms (contact, newsletter, subscription). Our largest form,
  // a 5 000-character message with its accents percent-encoded, fits with room to spare.
  { name: "pages", maxBodyBytes: 32 * kilobytes, writesPerMinute: (config) => config.FORMS_RATE_LIMIT_PER_MINUTE, answers: "page" },
];

/** The path a request is for. */
export function pathOf(request: Request): string {
  return new URL(request.url).pathname;
}

export function routeGroupOf(pathname: string): RouteGroup {
  const group = routeGroups.find(({ path }) => path === undefined || pathname === path || pathname.startsWith(`${path}/`));
  // The last group has no path: it always matches.
  return group as RouteGroup;
}
