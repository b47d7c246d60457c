import { startCarousels } from "../shell/carousel.client";

export function enhancePage(): void {
  // The timeline's one step at a time on a phone.
  startCarousels();
}
