import { formatNumber } from "~/lib/format/number";
import { counted } from "~/lib/format/plural";

/** "12,5", "1 000": a number as the editor's findings print it, one decimal at most. */
export const findingNumber = (value: number) => formatNumber(value, 1);

/** A count as the findings print it, for the copy's words that agree with it (« 1 mot », « 2,5 mots »). */
export const findingCount = (value: number) => counted(value, 1);
