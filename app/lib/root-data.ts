import { useRouteLoaderData } from "react-router";
import type { loader } from "~/root";

/** What the root loader gives every page: settings the browser may see, and the visitor's preferences. */
export type RootData = Awaited<ReturnType<typeof loader>>;

/** The root loader's data; undefined only on an error page rendered before the root loader ran. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<typeof loader>("root");
}

interface Match {
  id: string;
  data?: unknown;
}

/** The root loader's data, read from the route matches in a meta function. */
export function rootDataFrom(matches: ReadonlyArray<Match | undefined>): RootData | undefined {
  return matches.find((match) => match?.id === "root")?.data as RootData | undefined;
}
