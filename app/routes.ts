import { index, type RouteConfig, route } from "@react-router/dev/routes";

// React Router serves only the staff's area now (decision 013): every public page is an Astro page
// (app/pages/). The admin is linked from nowhere; its layout lets nothing through without a session
// (app/lib/auth/staff-gate.server.ts) except /admin itself, which then shows the login form.
export default [
  route("admin", "routes/admin/layout.tsx", [
    index("routes/admin/dashboard.tsx"),
    route("api/articles", "routes/admin/api/articles.ts"),
    route("api/articles/:id", "routes/admin/api/article.ts"),
    route("api/images/recherche", "routes/admin/api/image-search.ts"),
    route("api/images/apercu", "routes/admin/api/image-preview.ts"),
    route("api/images", "routes/admin/api/image-store.ts"),
    route("api/analyse", "routes/admin/api/text-suggestions.ts"),
  ]),
  route("admin/*", "routes/admin/not-found.tsx"),
] satisfies RouteConfig;
