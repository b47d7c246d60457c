import { type ReactNode, Suspense } from "react";

/**
 * Content below the fold, in a Suspense boundary of its own: React hydrates it after the content above, in
 * separate tasks and its own commit, so the main thread of a slow phone is never held by one long hydration
 * (issue 14, docs/decisions/011-first-paint-before-javascript.md). Nothing inside suspends: the server
 * renders it in full, and the fallback is never shown.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
