import type { Enhancement } from "../shell/in-turns.client";
import { bringBackInvokerCommands } from "../shell/invoker-commands.client";
import { enhanceEbookPage } from "./ebook-page.client";

/** An e-book's page's own code (app/site/shell/enhance.client.ts runs each in a task of its own). */
export const enhancements: readonly Enhancement[] = [
  // The cover's zoom is the site's one button with an invoker command: the way back for browsers without them
  // is this page's alone, so the other pages never carry it.
  bringBackInvokerCommands,
  enhanceEbookPage,
];
