import { enhanceCatalogue } from "../shop-catalogue";

export function enhancePage(): void {
  enhanceCatalogue();
}
