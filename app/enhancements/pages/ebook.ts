import { enhanceEbookPage } from "../ebook-page";
import { bringBackInvokerCommands } from "../invoker-commands";

export function enhancePage(): void {
  // The cover's zoom is the site's one button with an invoker command: the way back for browsers without them
  // is this page's alone, so the other pages never carry it.
  bringBackInvokerCommands();
  enhanceEbookPage();
}
