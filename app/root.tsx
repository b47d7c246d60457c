import { useEffect, useState } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
} from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { BareShell } from "./components/layout/bare-shell";
import { StatusErrorPage } from "./components/layout/error-page";
import { SiteShell } from "./components/layout/site-shell";
import { ToastHost } from "./components/layout/toast-host";
import { errorPageFor } from "./content/errors";
import { followRenderedConsent, track } from "./lib/analytics/track";
import { cookieJar, services } from "./lib/boundary/context.server";
import { requestBoundary } from "./lib/boundary/request-boundary.server";
import { dataSaverState } from "./lib/data-saver";
import { defaultCurrency } from "./lib/format/currency";
import { statusOfRouteError } from "./lib/http/route-error";
import { useNonce } from "./lib/nonce";
import { useRootData } from "./lib/root-data";
import { seoMeta } from "./lib/seo/meta";
import { organizationJsonLd, serializeJsonLd } from "./lib/seo/structured-data";

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

/** Every request passes the request boundary first: cookies, cross-site refusal, rate and size limits. */
export const middleware: Route.MiddlewareFunction[] = [requestBoundary];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { config } = services(context);
  const cookies = cookieJar(context);
  const contact = { phone: config.AGENCY_PHONE, email: config.AGENCY_EMAIL, socialUrl: config.SOCIAL_FACEBOOK_URL };
  // The data_saver cookie never existed unsigned: an unsigned one is not the site's.
  const saving = dataSaverState(request.headers.get("save-data"), await cookies.get("dataSaver", { acceptUnsigned: false }));
  return {
    siteUrl: config.SITE_URL,
    currency: (await cookies.get("currency")) ?? defaultCurrency,
    consent: (await cookies.get("consent")) ?? null,
    /** Data-saver mode (app/lib/data-saver.ts): the pages are rendered light. */
    dataSaver: saving.on,
    /** The browser sent Save-Data: on (the footer's switch says so). */
    browserSavesData: saving.browserAsks,
    contact,
  };
}

export const meta: Route.MetaFunction = ({ data, location, error }) => {
  // An error page is named after its status (« Connexion requise », « Demande refusée »...) and never indexed.
  if (error) {
    const status = isRouteErrorResponse(error) ? error.status : 500;
    return seoMeta(data?.siteUrl ?? "", { title: errorPageFor(status).title, path: location.pathname, noindex: true });
  }
  return seoMeta(data?.siteUrl ?? "", { path: location.pathname });
};

/** The staff's pages (their layout's handle says so) have their own frame, without the public site's. */
function useIsAdminPage(): boolean {
  return useMatches().some((match) => (match.handle as { shell?: string } | undefined)?.shell === "admin");
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const data = useRootData();
  const admin = useIsAdminPage();
  return (
    <html lang="fr" dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0d1530" />
        {/* Before the module preloads that <Links> writes, so the only render-blocking file is fetched first. */}
        <link rel="stylesheet" href={stylesheet} />
        <Meta />
        <Links />
        {data && !admin ? (
          <script
            type="application/ld+json"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD built from our own settings, "<" escaped.
            dangerouslySetInnerHTML={{
              __html: serializeJsonLd(organizationJsonLd({ siteUrl: data.siteUrl, ...data.contact })),
            }}
          />
        ) : null}
      </head>
      <body id="top">
        {admin ? children : data ? <SiteShell data={data}>{children}</SiteShell> : <BareShell>{children}</BareShell>}
        <ToastHost />
        <AfterHydration />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * Once the page has hydrated: marks <html data-hydrated> (what scripts and tests can wait for), and mounts
 * React Router's scroll restoration, which then restores a reloaded page's position itself, so the page
 * needs no inline script for it before its first paint (issue 14).
 */
function AfterHydration() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
    setHydrated(true);
  }, []);
  return hydrated ? <ScrollRestoration /> : null;
}

/**
 * Sends a page view on each route change and, when the visitor leaves the
 * page or the tab, the time spent on it (only after 'Accepter', like every event).
 */
function usePageViews() {
  const location = useLocation();
  useEffect(() => {
    const path = location.pathname;
    if (path === "/admin" || path.startsWith("/admin/")) return;
    track("page_view", { page_path: path, page_title: document.title });
    let visibleSince = document.visibilityState === "visible" ? performance.now() : undefined;
    let engagedMs = 0;
    const flush = () => {
      if (visibleSince !== undefined) engagedMs += performance.now() - visibleSince;
      visibleSince = undefined;
      if (engagedMs >= 1000) track("user_engagement", { page_path: path, engagement_time_msec: Math.round(engagedMs) });
      engagedMs = 0;
    };
    const onVisibility = () => {
      if (document.visibilityState === "hidden") flush();
      else visibleSince = performance.now();
    };
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("pagehide", flush);
    return () => {
      flush();
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("pagehide", flush);
    };
  }, [location.pathname]);
}

export default function App() {
  followRenderedConsent(useRootData()?.consent ?? null);
  usePageViews();
  return <Outlet />;
}

/**
 * The page of any error no route handled itself, by HTTP status, in French. The server logs
 * errors itself (entry.server.tsx's handleError).
 */
export function ErrorBoundary() {
  return <StatusErrorPage {...statusOfRouteError(useRouteError())} />;
}
