import { startCarousels } from "../carousel";
import { enhanceCatalogue } from "../shop-catalogue";

export function enhancePage(): void {
  enhanceCatalogue();
  startCarousels();
}
