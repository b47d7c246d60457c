import { scrollOpenedSections } from "../shell/accordions.client";

export function enhancePage(): void {
  scrollOpenedSections();
}
