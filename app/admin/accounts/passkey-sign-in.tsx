import { KeyRound } from "lucide-react";
import { useEffect, useState } from "react";
import { type PasskeyAvailability, passkeyAvailability, signInWithPasskey } from "~/admin/accounts/passkeys.client";
import { passkeysText } from "~/content/admin/passkeys";

const text = passkeysText.signIn;

/**
 * « Utiliser une clé d'accès », under the password form of /admin (and of an admin page asked for
 * without a session, which `returnTo` names). An enhancement: the server renders the button hidden (app.css:
 * [data-needs-script]), so a browser without JavaScript shows the password form alone; once hydrated, the island
 * shows the button, or says in its place why passkeys cannot be used here (no WebAuthn, not https, an IP address).
 * On success the browser goes where the server says (the session's cookie is already set).
 */
export function PasskeySignIn({ returnTo }: { returnTo?: string }) {
  const [availability, setAvailability] = useState<PasskeyAvailability | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);

  useEffect(() => setAvailability(passkeyAvailability()), []);

  const signIn = async () => {
    setBusy(true);
    setError(undefined);
    const answer = await signInWithPasskey(returnTo);
    if (answer.ok) {
      window.location.assign(answer.value);
      return;
    }
    setError(answer.error);
    setBusy(false);
  };

  // Hidden until hydrated (app.css: [data-needs-script]): without JavaScript, the password form stands alone.
  const offered = availability === undefined || availability === "ready";
  return (
    <div className="mt-6 space-y-3">
      {offered ? (
        <div className="space-y-3" data-needs-script="" data-ready={availability === "ready" ? "" : undefined}>
          <p className="flex items-center gap-3 text-xs font-semibold tracking-wide text-ink-700 uppercase" aria-hidden="true">
            <span className="h-px flex-1 bg-ink-100" />
            {text.or}
            <span className="h-px flex-1 bg-ink-100" />
          </p>
          <button
            type="button"
            onClick={signIn}
            disabled={busy}
            aria-describedby={error ? "passkey-sign-in-error" : undefined}
            className="flex min-h-12 w-full items-center justify-center gap-1.5 rounded-full border-2 border-ink-900 px-3 py-2.5 text-sm font-semibold text-balance text-ink-900 hover:bg-ink-50 disabled:cursor-wait disabled:opacity-70"
          >
            <KeyRound className="h-4 w-4 shrink-0" aria-hidden="true" />
            {busy ? text.busy : text.button}
          </button>
        </div>
      ) : (
        <p className="rounded-xl bg-ink-50 px-4 py-3 text-sm text-ink-700">{passkeysText.unavailable[availability]}</p>
      )}
      {error ? (
        <p id="passkey-sign-in-error" role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
