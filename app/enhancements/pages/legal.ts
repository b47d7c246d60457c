import { scrollOpenedSections } from "../accordions";

export function enhancePage(): void {
  scrollOpenedSections();
}
