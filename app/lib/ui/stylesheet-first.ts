/**
 * The text of the classic inline script that opens every page's <body> (app/lib/ui/document.astro).
 *
 * It does nothing when it runs; it is there to be waited for. The HTML parser does not run a classic script while
 * a stylesheet is still loading, so it stops here, before the body, until the stylesheet has come. Without it, the
 * parser reads the whole body meanwhile, and when Chromium lays the page out before the stylesheet (a task from its
 * input queue does, in some loads; decision 032 has the traces), it lays out every element unstyled, then the whole
 * page again with the styles. Its text says why it is there to whoever reads the page's source.
 */
export const stylesheetFirstScript = `"the body is read once the stylesheet has come"`;
