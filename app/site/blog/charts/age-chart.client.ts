import { ageChartChoice, ageChartQuery, defaultAgeChartChoice } from "~/lib/behaviours/article-page";
import { replaceQueryParameter } from "~/site/shell/current-address.client";

/**
 * Keeps the age chart's choice in the address (`?ages=`), so that a reload, a shared link, the currency menu or the
 * data-saver switch shows the same platforms (decision 038). The stylesheet already answers the choice. The radio the
 * server checked is the address's choice; one checked since (a tap before this script came) is written as it starts.
 */
export function keepAgeChartChoiceInAddress(): void {
  const radios = [...document.querySelectorAll<HTMLInputElement>(ageChartChoice.selector({ within: "input" }))];
  const write = (radio: HTMLInputElement) =>
    replaceQueryParameter(ageChartQuery, radio.value === defaultAgeChartChoice ? null : radio.value);
  const chosen = radios.find((radio) => radio.checked);
  if (chosen && !chosen.defaultChecked) write(chosen);
  for (const radio of radios) radio.addEventListener("change", () => write(radio));
}
