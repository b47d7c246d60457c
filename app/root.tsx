import { useEffect } from "react";
import { Links, Meta, Outlet, Scripts, useRouteError } from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { BareShell } from "./components/layout/bare-shell";
import { StatusErrorPage } from "./components/layout/error-page";
import { errorPageFor } from "./content/errors";
import { requestBoundary } from "./lib/boundary/request-boundary.server";
import { statusOfRouteError } from "./lib/http/route-error";
import { useNonce } from "./lib/nonce";

// React Router's document: the staff's area only (app/routes.ts). The public pages are Astro's (decision 013).

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "stylesheet", href: stylesheet },
];

/** Every request passes the request boundary first: cookies, cross-site refusal, rate and size limits. */
export const middleware: Route.MiddlewareFunction[] = [requestBoundary];

export const meta: Route.MetaFunction = ({ error }) =>
  // An error page is named after its status (« Connexion requise », « Demande refusée »...) and never indexed.
  error ? [{ title: errorPageFor(statusOfRouteError(error).status).title }, { name: "robots", content: "noindex" }] : [];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="fr" dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0d1530" />
        <Meta />
        <Links />
      </head>
      <body id="top">
        {children}
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // The staff's pages are hydrated whole: once they are, the same mark as a public page whose script has run.
  useEffect(() => {
    document.documentElement.dataset.enhanced = "";
  }, []);
  return <Outlet />;
}

/** The page of any error no admin route handled itself, by HTTP status, in French (entry.server.tsx logs it). */
export function ErrorBoundary() {
  return (
    <BareShell>
      <StatusErrorPage {...statusOfRouteError(useRouteError())} />
    </BareShell>
  );
}
