import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
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
import { Toaster } from "sonner";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { ErrorPage } from "./components/layout/error-page";
import { SiteShell } from "./components/layout/site-shell";
import { serverErrorText } from "./content/site";
import { track } from "./lib/analytics/track";
import { getConfig } from "./lib/config.server";
import { useNonce } from "./lib/nonce";
import { readConsent, readCurrency } from "./lib/preferences";
import { seoMeta } from "./lib/seo/meta";
import { organizationJsonLd, serializeJsonLd } from "./lib/seo/structured-data";

export const links: Route.LinksFunction = () => [
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const config = getConfig();
  const cookieHeader = request.headers.get("cookie");
  return {
    siteUrl: config.SITE_URL,
    currency: readCurrency(cookieHeader),
    consent: readConsent(cookieHeader) ?? null,
    contact: {
      phone: config.AGENCY_PHONE,
      email: config.AGENCY_EMAIL,
      socialUrl: config.SOCIAL_FACEBOOK_URL,
    },
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
        <Meta />
        <Links />
        {data ? (
          <script
            type="application/ld+json"
            nonce={nonce}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD built from our own settings, "<" escaped.
            dangerouslySetInnerHTML={{
              __html: serializeJsonLd(organizationJsonLd({ siteUrl: data.siteUrl, ...data.contact })),
            }}
          />
        ) : null}
      </head>
      <body id="top">
        {data ? <SiteShell data={data}>{children}</SiteShell> : children}
        <Toaster visibleToasts={1} position="top-center" richColors closeButton />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** Sends a page view on each route change, once the visitor has accepted analytics. */
function usePageViews() {
  const location = useLocation();
  useEffect(() => {
    track("page_view", { page_path: location.pathname, page_title: document.title });
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
