import { useRootData } from "../root-data";

/** SITE_URL as the root loader exposes it. */
export function useSiteUrl(): string {
  return useRootData()?.siteUrl ?? "";
}
