import { scrollOnLoad } from "../shell/scroll-on-load.client";

export function enhancePage(): void {
  scrollOnLoad();
}
