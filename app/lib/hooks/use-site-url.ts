import { useRouteLoaderData } from "react-router";

/** SITE_URL as the root loader exposes it. */
export function useSiteUrl(): string {
  const root = useRouteLoaderData("root") as { siteUrl?: string } | undefined;
  return root?.siteUrl ?? "";
}
