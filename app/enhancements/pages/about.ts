import { startCarousels } from "../carousel";

export function enhancePage(): void {
  // The timeline's one step at a time on a phone.
  startCarousels();
}
