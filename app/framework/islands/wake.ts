/**
 * The values of `client:interaction` (app/framework/islands/on-interaction.client.ts) beyond the first touch, written once for
 * the pages and the directive.
 */

/** Wake as soon as the island comes into view (an island below the first screen that changes by itself). */
const wakeInView = "visible";

/** Whether an island with this value (true when the directive has none) wakes in view. */
export function wakesInView(value: unknown): boolean {
  return value === wakeInView;
}
