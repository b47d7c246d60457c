import { pageState } from "~/lib/behaviours/page";
import { speculationRulesText } from "~/lib/navigation/speculation-rules";

/** What a visitor does first to reach for a link: a mouse moving in, a finger down, the keyboard. */
const firstMoves = ["pointerover", "pointerdown", "touchstart", "keydown", "focusin"] as const;

/**
 * Lets the browser make the next page ready ahead of a click, unless the page says not to (data-saver mode).
 * The rules go in at the visitor's first move, not while the page loads: once they are in, the browser matches
 * every link of the page against them, a recalculation of style that cost a slow phone a long task right after its
 * first paint (decision 029). A first move comes before the press the rules act on, so no link is missed.
 */
export function readAhead(): void {
  if (pageState.read(document.documentElement).readsAhead === undefined) return;
  if (!HTMLScriptElement.supports?.("speculationrules")) return;
  const addRules = () => {
    for (const type of firstMoves) removeEventListener(type, addRules, true);
    const rules = document.createElement("script");
    rules.type = "speculationrules";
    rules.textContent = speculationRulesText;
    document.head.append(rules);
  };
  for (const type of firstMoves) addEventListener(type, addRules, { capture: true, passive: true });
}
