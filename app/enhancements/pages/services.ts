import { scrollOnLoad } from "../scroll-on-load";

export function enhancePage(): void {
  scrollOnLoad();
}
