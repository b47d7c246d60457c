import { data, redirect } from "react-router";
import { AdminDashboard } from "~/components/admin/admin-dashboard";
import { LoginForm } from "~/components/admin/login-form";
import { adminText } from "~/content/admin";
import { adminAddresses, formerSectionViews, leadAddress } from "~/lib/admin/addresses";
import { staffSessionOf } from "~/lib/auth/staff-gate.server";
import { checkLogin } from "~/lib/auth/staff-login.server";
import { openStaffSession, staffPasswordFingerprint } from "~/lib/auth/staff-session.server";
import { changeStatus, deleteForGood, emptyTrash } from "~/lib/blog/admin-articles.server";
import { isTransition, type Transition } from "~/lib/blog/article-workflow";
import { cookieJar, requestInfo, services } from "~/lib/boundary/context.server";
import { readForm } from "~/lib/boundary/request-body.server";
import { countNewLeads } from "~/lib/desk/leads.server";
import { loadArticlesSection } from "~/lib/desk/sections.server";
import type { Route } from "./+types/dashboard";
import "~/styles/article.css";
import "~/styles/admin-editor.css";
import "~/styles/admin.css";

export const meta: Route.MetaFunction = () => [{ title: adminText.title }, { name: "robots", content: "noindex, nofollow" }];

/**
 * /admin: the login form without a session (the staff gate lets only this page through), else the
 * articles and images. The desk's sections were `?vue=` of this page; their links lead to their pages now.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const site = services(context);
  if (!staffSessionOf(context)) return { view: "login" as const, configured: Boolean(site.config.ADMIN_PASSWORD) };
  const moved = formerAddress(new URL(request.url).searchParams);
  if (moved) throw redirect(moved, 301);
  const [newLeads, content] = await Promise.all([countNewLeads(site.db), loadArticlesSection(site)]);
  return { view: "dashboard" as const, newLeads, content };
}

/** Where a former `/admin?vue=…` address (a bookmark, a link in a mail) lives now, keeping its filters. */
function formerAddress(params: URLSearchParams): string | undefined {
  const view = params.get("vue");
  const page = view ? formerSectionViews[view] : undefined;
  if (!page) return undefined;
  const lead = params.get("demande");
  params.delete("vue");
  params.delete("demande");
  const query = params.toString();
  if (lead && page === adminAddresses.leads) return `${leadAddress(lead)}${query ? `?${query}` : ""}`;
  return `${page}${query ? `?${query}` : ""}`;
}

const transitionToasts: Record<Transition, string> = {
  publish: adminText.toasts.published,
  archive: adminText.toasts.archived,
  trash: adminText.toasts.trashed,
  backToDraft: adminText.toasts.backToDraft,
  restore: adminText.toasts.restored,
};

export async function action({ context }: Route.ActionArgs) {
  const form = await readForm(context);
  const intent = String(form.get("intent") ?? "");
  if (intent === "login") return logIn(context, String(form.get("password") ?? ""), String(form.get("name") ?? ""));

  // A session that ended meanwhile (expired, or logged out in another tab): the dashboard stays on
  // screen and says so in a toast, rather than giving way to the 401 page.
  if (!staffSessionOf(context)) return data({ ok: false as const, error: adminText.sessionExpired }, { status: 401 });
  const { db, logger } = services(context);
  const id = String(form.get("id") ?? "");
  const version = Number(form.get("version")) || undefined;
  if (isTransition(intent)) {
    const result = await changeStatus(db, id, intent, version);
    if (result.status === "changed") {
      logger.info({ articleId: id, status: result.article.status }, "admin: article status changed");
      return { ok: true as const, toast: transitionToasts[intent], article: result.article };
    }
    return failure(result.status);
  }
  if (intent === "delete") {
    const result = await deleteForGood(db, id);
    if (result === "deleted") {
      logger.info({ articleId: id }, "admin: article deleted");
      return { ok: true as const, toast: adminText.toasts.deleted };
    }
    return failure(result);
  }
  if (intent === "emptyTrash") {
    const deleted = await emptyTrash(db);
    logger.info({ deleted }, "admin: trash emptied");
    return { ok: true as const, toast: adminText.toasts.trashEmptied };
  }
  return data({ ok: false as const, error: adminText.errors.transition }, { status: 400 });
}

function failure(status: "conflict" | "not-found" | "refused") {
  const errors = {
    conflict: [adminText.errors.conflict, 409],
    "not-found": [adminText.errors.notFound, 404],
    refused: [adminText.errors.transition, 409],
  } as const;
  const [error, code] = errors[status];
  return data({ ok: false as const, error }, { status: code });
}

async function logIn(context: Route.ActionArgs["context"], password: string, name: string) {
  const { db, config, logger } = services(context);
  const address = requestInfo(context).clientAddress ?? "unknown";
  const result = await checkLogin(db, config, address, password);
  switch (result.status) {
    case "ok": {
      const staffName = name.trim().slice(0, 60) || null;
      const passwordFingerprint = staffPasswordFingerprint(config) ?? "";
      const { token } = await openStaffSession(db, config.ADMIN_SESSION_HOURS, { staffName, passwordFingerprint });
      cookieJar(context).set("staff", token, { maxAgeSeconds: config.ADMIN_SESSION_HOURS * 3600 });
      logger.info({ address, staffName }, "admin: staff signed in");
      throw redirect("/admin");
    }
    case "missing":
      return data({ loginError: adminText.login.required }, { status: 400 });
    case "wrong":
      logger.warn({ address }, "admin: wrong password");
      return data({ loginError: adminText.login.wrong }, { status: 401 });
    case "blocked":
      logger.warn({ address }, "admin: login refused, too many wrong passwords");
      return data({ loginError: adminText.login.blocked(result.minutes) }, { status: 429 });
    case "not-configured":
      return data({ loginError: adminText.login.notConfigured }, { status: 503 });
  }
}

export default function AdminPage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.view === "login") {
    const loginError = actionData && "loginError" in actionData ? actionData.loginError : undefined;
    return <LoginForm configured={loaderData.configured} error={loginError} />;
  }
  return <AdminDashboard data={loaderData} />;
}
