import { ageChartChoice, ageChartQuery, defaultAgeChartChoice } from "~/lib/behaviours/article-page";
import { replaceQueryParameter } from "~/site/shell/current-address.client";

/**
 * Keeps the age chart's choice in the address (`?ages=`), so that a reload, a shared link, the currency menu or the
 * data-saver switch shows the same platforms (decision 038). The stylesheet already answers the choice; a choice
 * made before this script came is written as it starts.
 */
export function keepAgeChartChoiceInAddress(): void {
  const radios = [...document.querySelectorAll<HTMLInputElement>(ageChartChoice.selector({ within: "input" }))];
  if (radios.length === 0) return;
  const write = (radio: HTMLInputElement) =>
    replaceQueryParameter(ageChartQuery, radio.value === defaultAgeChartChoice ? null : radio.value);
  const chosen = radios.find((radio) => radio.checked);
  if (chosen && chosen.value !== (new URL(window.location.href).searchParams.get(ageChartQuery) ?? defaultAgeChartChoice)) write(chosen);
  for (const radio of radios) radio.addEventListener("change", () => write(radio));
}
