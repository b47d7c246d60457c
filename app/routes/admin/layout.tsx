import { Outlet } from "react-router";
import { staffGate } from "~/lib/auth/staff-gate.server";
import type { Route } from "./+types/layout";

/** The staff gate: every /admin page, action and API passes it (see app/lib/auth/staff-gate.server.ts). */
export const middleware: Route.MiddlewareFunction[] = [staffGate];

/**
 * Tells the root layout to leave out the public site's navbar, footer and cookie banner. This route
 * imports nothing else for the browser: a module shared by two admin routes would be a small chunk,
 * which the build may merge into a chunk every public page loads (see vite.config.ts).
 */
export const handle = { shell: "admin" };

export default function AdminLayout() {
  return <Outlet />;
}
