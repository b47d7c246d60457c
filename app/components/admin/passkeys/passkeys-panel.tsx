import { KeyRound } from "lucide-react";
import { useEffect, useState } from "react";
import { passkeysText } from "~/content/admin-passkeys";
import { addPasskey, type PasskeyAvailability, passkeyAvailability, removePasskey } from "~/lib/admin/passkeys-client";
import type { PasskeySummary } from "~/lib/auth/passkeys.server";
import { formatShortDate, formatShortDateTime } from "~/lib/format/date";

const text = passkeysText.panel;

type Said = { tone: "done" | "refused"; text: string };

/**
 * « Clés d'accès » in « Mon compte »: the account's passkeys (where each was added, when, its last use), « Ajouter
 * une clé d'accès » for this device and « Retirer » for each. What an action did is said in the live region under
 * the title. `initial` is what the page loaded (listPasskeys in app/lib/auth/passkeys.server.ts); after each change
 * the list is the server's answer. Without JavaScript the list shows and its buttons stay hidden.
 */
export function PasskeysPanel({ initial }: { initial: PasskeySummary[] }) {
  const [passkeys, setPasskeys] = useState(initial);
  const [availability, setAvailability] = useState<PasskeyAvailability | undefined>(undefined);
  const [busy, setBusy] = useState<string | undefined>(undefined);
  const [said, setSaid] = useState<Said | undefined>(undefined);

  useEffect(() => {
    setAvailability(passkeyAvailability());
    // The page is interactive: the same mark as a public page whose script has run.
    document.documentElement.dataset.enhanced = "";
  }, []);

  const add = async () => {
    setBusy("add");
    setSaid(undefined);
    const answer = await addPasskey();
    if (answer.ok) {
      setPasskeys(answer.value.passkeys);
      setSaid({ tone: "done", text: text.saved(answer.value.passkey.label) });
    } else setSaid({ tone: "refused", text: answer.error });
    setBusy(undefined);
  };

  const remove = async (passkey: PasskeySummary) => {
    setBusy(passkey.id);
    setSaid(undefined);
    const answer = await removePasskey(passkey.id);
    if (answer.ok) {
      setPasskeys(answer.value.passkeys);
      setSaid({ tone: "done", text: text.removed(passkey.label) });
    } else setSaid({ tone: "refused", text: answer.error });
    setBusy(undefined);
  };

  const ready = availability === "ready";
  return (
    <section aria-labelledby="passkeys-title" className="rounded-3xl bg-white p-4 shadow-sm sm:p-6">
      <h2 id="passkeys-title" className="flex items-center gap-2 text-lg font-bold text-ink-900">
        <KeyRound className="h-5 w-5 shrink-0 text-gold-700" aria-hidden="true" />
        {text.title}
      </h2>
      <p className="mt-1 max-w-prose text-sm text-ink-700">{passkeysText.panel.intro}</p>
      <div role="status" className="mt-3">
        {said ? (
          <p
            className={`rounded-2xl px-4 py-3 text-sm font-medium ${said.tone === "done" ? "bg-emerald-50 text-emerald-900" : "bg-red-50 text-red-800"}`}
          >
            {said.text}
          </p>
        ) : null}
      </div>
      {passkeys.length === 0 ? (
        <p className="mt-4 text-sm text-ink-700">{text.empty}</p>
      ) : (
        <ul aria-label={text.list} className="mt-4 divide-y divide-ink-100 rounded-2xl border border-ink-100">
          {passkeys.map((passkey) => (
            <li key={passkey.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
              <div className="min-w-0">
                <p className="font-semibold break-words text-ink-900">{passkey.label}</p>
                <p className="text-sm text-ink-700">{text.added(formatShortDate(new Date(passkey.createdAt)))}</p>
                <p className="text-sm text-ink-700">
                  {text.lastUsed(passkey.lastUsedAt ? formatShortDateTime(new Date(passkey.lastUsedAt)) : undefined)}
                </p>
              </div>
              <button
                type="button"
                onClick={() => remove(passkey)}
                disabled={busy !== undefined}
                aria-label={text.removeLabel(passkey.label)}
                data-needs-script=""
                data-ready={availability === undefined ? undefined : ""}
                className="min-h-10 rounded-full border border-ink-100 bg-ink-50 px-4 py-2 text-sm font-semibold text-ink-900 hover:bg-red-50 hover:text-red-800 disabled:opacity-60"
              >
                {text.remove}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4">
        {availability === undefined || ready ? (
          <button
            type="button"
            onClick={add}
            disabled={busy !== undefined}
            data-needs-script=""
            data-ready={ready ? "" : undefined}
            className="inline-flex min-h-10 items-center gap-2 rounded-full bg-ink-900 px-5 py-2.5 text-sm font-semibold text-white hover:bg-ink-700 disabled:cursor-wait disabled:opacity-70"
          >
            <KeyRound className="h-4 w-4 shrink-0" aria-hidden="true" />
            {busy === "add" ? text.adding : text.add}
          </button>
        ) : (
          <p className="rounded-xl bg-ink-50 px-4 py-3 text-sm text-ink-700">{passkeysText.unavailable[availability]}</p>
        )}
      </div>
    </section>
  );
}
