/**
 * The values of `client:interaction` (app/framework/islands/on-interaction.client.ts) beyond the first touch, written once for
 * the pages and the directive.
 */

/** Wake as soon as the island comes into view (an island below the first screen that changes by itself). */
const wakeInView = "visible";

const ifStoredPrefix = "visible-if-stored:";

/**
 * Wake in view only when the browser keeps something the island restores (a draft, a last choice) under one of
 * these localStorage keys; otherwise at the first touch, like any island, so a first visit loads no React.
 */
export const wakeInViewIfStored = (keys: readonly string[]): string => `${ifStoredPrefix}${keys.join(" ")}`;

/** Whether an island with this value (true when the directive has none) wakes in view, here and now. */
export function wakesInView(value: unknown): boolean {
  if (value === wakeInView) return true;
  if (typeof value !== "string" || !value.startsWith(ifStoredPrefix)) return false;
  try {
    return value
      .slice(ifStoredPrefix.length)
      .split(" ")
      .some((key) => key !== "" && window.localStorage.getItem(key) !== null);
  } catch {
    // No storage (private browsing, refused): nothing to restore.
    return false;
  }
}
