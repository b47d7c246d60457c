import { useEffect } from "react";
import { createRoot } from "react-dom/client";
import { Toaster } from "sonner";

function Ready({ onReady }: { onReady: () => void }) {
  useEffect(() => onReady(), [onReady]);
  return null;
}

/**
 * Mounts the page's one toaster (spec: one toast at a time) in a root of its own at the end of the body;
 * resolves once it listens. Islands are separate React roots: none of them owns it.
 */
export function mountToaster(): Promise<void> {
  return new Promise((resolve) => {
    const host = document.createElement("div");
    document.body.append(host);
    createRoot(host).render(
      <>
        <Toaster visibleToasts={1} position="top-center" richColors closeButton />
        {/* Effects run in order: the toaster subscribes before this says it is ready. */}
        <Ready onReady={resolve} />
      </>,
    );
  });
}
