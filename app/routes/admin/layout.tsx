import { Link, Outlet, useRouteError } from "react-router";
import { StatusErrorPage } from "~/components/layout/error-page";
import { adminText } from "~/content/admin";
import { staffGate } from "~/lib/auth/staff-gate.server";
import type { Route } from "./+types/layout";

/** The staff gate: every /admin page, action and API passes it (see app/lib/auth/staff-gate.server.ts). */
export const middleware: Route.MiddlewareFunction[] = [staffGate];

/** Tells the root layout to leave out the public site's navbar, footer and cookie banner. */
export const handle = { shell: "admin" };

export const meta: Route.MetaFunction = () => [{ title: adminText.title }, { name: "robots", content: "noindex, nofollow" }];

export default function AdminLayout() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <div className="min-h-screen bg-sand-50">
      <StatusErrorPage error={error} />
      <p className="pb-16 text-center">
        <Link to="/admin" reloadDocument className="font-semibold text-ink-900 underline underline-offset-4">
          {adminText.loginAgain}
        </Link>
      </p>
    </div>
  );
}
