/**
 * Runs `work` once the page is the one the visitor sees: at once, or when a page the browser prerendered
 * ahead of a click (speculation rules) is shown. A page prerendered and never opened counts nothing.
 */
export function whenShown(work: () => void): void {
  if ((document as Document & { prerendering?: boolean }).prerendering) {
    document.addEventListener("prerenderingchange", work, { once: true });
  } else {
    work();
  }
}
