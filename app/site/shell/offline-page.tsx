import { WifiOff } from "lucide-react";
import { offlineText } from "~/content/offline";
import { ButtonLink } from "~/lib/ui/button-link";

const text = offlineText.page;

/**
 * The page the service worker keeps and shows, at the address asked for, when the network is gone and
 * this device has no copy of that address (app/service-worker/sw.ts). Both actions are plain links:
 * « Réessayer » loads the address in the bar again.
 */
export function OfflinePage() {
  return (
    <section className="relative overflow-hidden bg-sand-50">
      <div className="mx-auto flex min-h-[70vh] max-w-3xl flex-col items-center justify-center px-4 pt-32 pb-20 text-center">
        <WifiOff className="h-20 w-20 text-gold-600 sm:h-24 sm:w-24" aria-hidden="true" />
        <h1 className="mt-6 text-3xl font-bold text-ink-900 sm:text-4xl">{text.title}</h1>
        <p className="mt-4 max-w-xl text-lg leading-relaxed text-ink-700">{text.message}</p>
        <p className="mt-2 max-w-xl text-lg leading-relaxed text-ink-700">{text.saved}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <a
            // biome-ignore lint/a11y/useValidAnchor: an empty href is the address in the bar (URL standard), whichever page this one stands in for.
            href=""
            className="inline-flex items-center justify-center rounded-full bg-ink-900 px-6 py-3.5 font-semibold text-white shadow-lg shadow-ink-900/20 hover:bg-ink-700"
          >
            {text.retry}
          </a>
          <ButtonLink to="/" variant="secondary">
            {text.home}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}

/**
 * What the service worker shows, at the form's address, when a form sent before any script (or without
 * one) finds no connection: nothing was sent, and the browser's « Retour » gives the typed text back.
 */
export function NotSentPage() {
  const notSent = offlineText.notSent;
  return (
    <section className="relative overflow-hidden bg-sand-50">
      <div className="mx-auto flex min-h-[70vh] max-w-3xl flex-col items-center justify-center px-4 pt-32 pb-20 text-center">
        <WifiOff className="h-20 w-20 text-gold-600 sm:h-24 sm:w-24" aria-hidden="true" />
        <h1 className="mt-6 text-3xl font-bold text-ink-900 sm:text-4xl">{notSent.title}</h1>
        <p role="alert" className="mt-4 max-w-xl text-lg leading-relaxed text-ink-700">
          {notSent.message}
        </p>
        <p className="mt-2 max-w-xl text-lg leading-relaxed text-ink-700">{notSent.back}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink to="/" variant="secondary">
            {notSent.home}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
