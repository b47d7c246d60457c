import { bringBackInvokerCommands } from "../shell/invoker-commands.client";
import { enhanceEbookPage } from "./ebook-page.client";

export function enhancePage(): void {
  // The cover's zoom is the site's one button with an invoker command: the way back for browsers without them
  // is this page's alone, so the other pages never carry it.
  bringBackInvokerCommands();
  enhanceEbookPage();
}
