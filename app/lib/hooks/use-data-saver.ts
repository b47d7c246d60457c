import { useContext } from "react";
import { UNSAFE_DataRouterStateContext } from "react-router";
import type { DataSaverState } from "../data-saver";
import type { RootData } from "../root-data";

/**
 * Data-saver mode as the root loader decided it (app/lib/data-saver.ts), for this render. Read from
 * the router's state rather than with useRouteLoaderData, which throws outside a data router: the
 * components that ask are also rendered alone (in component tests), and then render in full.
 */
export function useDataSaverState(): DataSaverState {
  const root = useContext(UNSAFE_DataRouterStateContext)?.loaderData.root as Partial<RootData> | undefined;
  return { on: root?.dataSaver ?? false, browserAsks: root?.browserSavesData ?? false };
}

/** Whether the page is rendered light: smallest pictures, no auto-advance, no diagram library until asked. */
export function useDataSaver(): boolean {
  return useDataSaverState().on;
}
