import { type ReactNode, Suspense, useEffect, useState } from "react";

/**
 * Content below the fold, in a Suspense boundary of its own: React hydrates it after the content above, in
 * separate tasks and its own commit, so the main thread of a slow phone is never held by one long hydration
 * (issue 14, docs/decisions/011-first-paint-before-javascript.md). Nothing inside suspends: the server
 * renders it in full, and the fallback is never shown.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <HydratedMark />
      {children}
    </Suspense>
  );
}

/**
 * A hidden mark that says when this section has hydrated (`data-hydrate-later="done"`): a click that
 * lands before then may be lost, so whatever acts on the page (the journeys' waitForHydration) waits
 * for every section, not only for the root.
 */
function HydratedMark() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return <span hidden data-hydrate-later={hydrated ? "done" : "pending"} />;
}
