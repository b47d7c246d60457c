/**
 * Data-saver mode: the light version of the pages (smallest pictures, the hero's first picture only,
 * no auto-advancing carousel, no diagram library until asked, charts as tables) for visitors on slow
 * networks paid by the megabyte. The browser asks for it with `Save-Data: on`; the visitor's own
 * choice in the footer (the `kh_economie_donnees` cookie) wins over the browser's.
 */
export type DataSaverChoice = "on" | "off";

export function isDataSaverChoice(value: unknown): value is DataSaverChoice {
  return value === "on" || value === "off";
}

/**
 * Whether a `Save-Data` request header asks for less data: its token is "on", in any case. The header
 * may carry further tokens after a semicolon (`on; foo`); only "on" counts.
 */
export function browserAsksToSaveData(saveDataHeader: string | null | undefined): boolean {
  if (!saveDataHeader) return false;
  return saveDataHeader.split(";").some((token) => token.trim().toLowerCase() === "on");
}

export interface DataSaverState {
  /** Whether the pages are rendered light. */
  on: boolean;
  /** Whether the browser sent `Save-Data: on` (said beside the footer's switch). */
  browserAsks: boolean;
}

/** The mode of one request: the visitor's stored choice if any, else what the browser asks. */
export function dataSaverState(saveDataHeader: string | null | undefined, choice: DataSaverChoice | undefined): DataSaverState {
  const browserAsks = browserAsksToSaveData(saveDataHeader);
  return { on: choice === undefined ? browserAsks : choice === "on", browserAsks };
}
