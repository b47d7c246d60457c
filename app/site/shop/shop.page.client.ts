import { startCarousels } from "../shell/carousel.client";
import { enhanceCatalogue } from "./shop-catalogue.client";

export function enhancePage(): void {
  enhanceCatalogue();
  startCarousels();
}
