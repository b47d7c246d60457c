import { pageState } from "~/lib/behaviours/page";
import { speculationRulesText } from "~/lib/navigation/speculation-rules";

/** Lets the browser make the next page ready ahead of a click, unless the page says not to (data-saver mode). */
export function readAhead(): void {
  if (pageState.read(document.documentElement).readsAhead === undefined) return;
  if (!HTMLScriptElement.supports?.("speculationrules")) return;
  const rules = document.createElement("script");
  rules.type = "speculationrules";
  rules.textContent = speculationRulesText;
  document.head.append(rules);
}
