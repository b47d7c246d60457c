import { enhanceEbookPage } from "../ebook-page";

export function enhancePage(): void {
  enhanceEbookPage();
}
