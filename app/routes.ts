import { index, type RouteConfig, route } from "@react-router/dev/routes";

// React Router serves only the staff's area now (decision 013): every public page is an Astro page
// (app/pages/). The admin is linked from nowhere; its layout lets nothing through without a session
// (app/lib/auth/staff-gate.server.ts) except /admin itself, which then shows the login form.
export default [
  route("admin", "routes/admin/layout.tsx", [index("routes/admin/dashboard.tsx")]),
  route("admin/*", "routes/admin/not-found.tsx"),
] satisfies RouteConfig;
