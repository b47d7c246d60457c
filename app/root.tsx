import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { ErrorPage } from "./components/layout/error-page";
import { SiteShell } from "./components/layout/site-shell";
import { ToastHost } from "./components/layout/toast-host";
import { serverErrorText } from "./content/site";
import { track } from "./lib/analytics/track";
import { getConfig } from "./lib/config.server";
import { useNonce } from "./lib/nonce";
import { readConsent, readCurrency } from "./lib/preferences";
import { seoMeta } from "./lib/seo/meta";
import { organizationJsonLd, serializeJsonLd } from "./lib/seo/structured-data";

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export async function loader({ request }: Route.LoaderArgs) {
  const config = getConfig();
  const cookieHeader = request.headers.get("cookie");
  const contact = { phone: config.AGENCY_PHONE, email: config.AGENCY_EMAIL, socialUrl: config.SOCIAL_FACEBOOK_URL };
  return {
    siteUrl: config.SITE_URL,
    currency: readCurrency(cookieHeader),
    consent: readConsent(cookieHeader) ?? null,
    contact,
    organizationJsonLd: serializeJsonLd(organizationJsonLd({ siteUrl: config.SITE_URL, ...contact })),
  };
}

export type RootData = Awaited<ReturnType<typeof loader>>;

export function useRootData(): RootData | undefined {
  return useRouteLoaderData<typeof loader>("root");
}

export const meta: Route.MetaFunction = ({ data, location }) => seoMeta(data?.siteUrl ?? "", { path: location.pathname });

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const data = useRootData();
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
        {data ? (
          <script
            type="application/ld+json"
            nonce={nonce}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD built from our own settings, "<" escaped.
            dangerouslySetInnerHTML={{
              __html: data.organizationJsonLd,
            }}
          />
        ) : null}
      </head>
      <body id="top">
        {data ? <SiteShell data={data}>{children}</SiteShell> : children}
        <ToastHost />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * Sends a page view on each route change and, when the visitor leaves the
 * page or the tab, the time spent on it (only after 'Accepter', like every event).
 */
function usePageViews() {
  const location = useLocation();
  useEffect(() => {
    const path = location.pathname;
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
  usePageViews();
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) console.error(error);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <ErrorPage code={String(status)} title={serverErrorText.title} message={serverErrorText.message} action={serverErrorText.action} />
  );
}
