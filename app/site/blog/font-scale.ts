/** The font scale an article starts at: 1.125 rem. */
export const initialFontScale = 1.125;

/** Font sizes of the article text: 1.125 rem up to 1.5 by 0.125, then back to 1. */
export function nextFontScale(current: number): number {
  if (current >= 1.5) return 1;
  if (current < 1.125) return 1.125;
  return Math.round((current + 0.125) * 1000) / 1000;
}
