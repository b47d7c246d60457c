import { uiText } from "~/content/ui";

/** The skip link and the scroll progress bar (CSS only, driven by the scroll): the first things of every page. */
export function PageFrameTop() {
  return (
    <>
      <a
        href="#contenu"
        className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60] focus:rounded-full focus:bg-ink-900 focus:px-4 focus:py-2 focus:text-white"
      >
        {uiText.skipToContent}
      </a>
      <div
        aria-hidden="true"
        className="scroll-progress pointer-events-none fixed inset-x-0 top-0 z-50 h-1 bg-gradient-to-r from-gold-400 via-gold-500 to-brand-600"
      />
    </>
  );
}
