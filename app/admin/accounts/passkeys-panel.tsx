import { KeyRound } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { asksForPassword } from "~/admin/accounts/passkey-proof";
import { addPasskey, type PasskeyAvailability, passkeyAvailability, removePasskey } from "~/admin/accounts/passkeys.client";
import type { PasskeySummary } from "~/admin/accounts/passkeys.server";
import { passkeysText } from "~/content/admin/passkeys";
import { markEnhanced } from "~/lib/behaviours/page";
import { formatShortDate, formatShortDateTime } from "~/lib/format/date";
import { FormField, inputClass } from "~/lib/ui/form-field";

const text = passkeysText.panel;
const proofText = passkeysText.proof;
const addButtonClass =
  "inline-flex min-h-10 items-center gap-2 rounded-full bg-ink-900 px-5 py-2.5 text-sm font-semibold text-white hover:bg-ink-700 disabled:cursor-wait disabled:opacity-70";

type Said = { tone: "done" | "refused"; text: string };

/**
 * « Clés d'accès » in « Mon compte »: the account's passkeys (where each was added, when, its last use), « Ajouter
 * une clé d'accès » for this device and « Retirer » for each. Adding asks for the owner's proof: right after a
 * sign-in the browser's dialog opens at once; later the server refuses, and the panel asks for the account's
 * password (« Confirmez votre identité ») before opening it. What an action did is said in the live region under
 * the title. `initial` is what the page loaded (listPasskeys in app/admin/accounts/passkeys.server.ts); after each change
 * the list is the server's answer. Without JavaScript the list shows and its buttons stay hidden.
 */
export function PasskeysPanel({ initial }: { initial: PasskeySummary[] }) {
  const [passkeys, setPasskeys] = useState(initial);
  const [availability, setAvailability] = useState<PasskeyAvailability | undefined>(undefined);
  const [busy, setBusy] = useState<string | undefined>(undefined);
  const [said, setSaid] = useState<Said | undefined>(undefined);
  /** The password step is shown (the server asked for it), with the error of the last password tried. */
  const [proof, setProof] = useState<{ error?: string } | undefined>(undefined);
  const passwordField = useRef<HTMLInputElement>(null);

  useEffect(() => {
    setAvailability(passkeyAvailability());
    // The page is interactive: the same mark as a public page whose script has run.
    markEnhanced();
  }, []);

  // The password step takes the focus when it opens, and again after a wrong password.
  useEffect(() => {
    if (proof) passwordField.current?.focus();
  }, [proof]);

  const add = async (password?: string) => {
    setBusy("add");
    setSaid(undefined);
    const answer = await addPasskey(password);
    if (answer.ok) {
      setProof(undefined);
      setPasskeys(answer.value.passkeys);
      setSaid({ tone: "done", text: text.saved(answer.value.passkey.label) });
    } else if (asksForPassword(answer.code)) {
      // The first refusal only opens the step (its intro says why); a refusal of a typed password is that field's error.
      setProof(password === undefined ? {} : { error: answer.error });
    } else setSaid({ tone: "refused", text: answer.error });
    setBusy(undefined);
  };

  const confirm = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get("password") ?? "");
    if (password === "") setProof({ error: proofText.empty });
    else void add(password);
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
        {ready && proof ? (
          <form
            onSubmit={confirm}
            aria-labelledby="passkey-proof-title"
            noValidate
            className="max-w-md space-y-3 rounded-2xl border border-ink-100 bg-ink-50 p-4"
          >
            <h3 id="passkey-proof-title" className="font-semibold text-ink-900">
              {proofText.title}
            </h3>
            <p id="passkey-proof-intro" className="text-sm text-ink-700">
              {proofText.intro}
            </p>
            <FormField name="passkey-password" label={proofText.passwordLabel} error={proof.error}>
              {(field) => (
                <input
                  {...field}
                  ref={passwordField}
                  aria-describedby={[field["aria-describedby"], "passkey-proof-intro"].filter(Boolean).join(" ")}
                  name="password"
                  type="password"
                  required
                  maxLength={1000}
                  autoComplete="current-password"
                  className={inputClass}
                />
              )}
            </FormField>
            <div className="flex flex-wrap items-center gap-3">
              <button type="submit" disabled={busy !== undefined} className={addButtonClass}>
                <KeyRound className="h-4 w-4 shrink-0" aria-hidden="true" />
                {busy === "add" ? text.adding : proofText.submit}
              </button>
              <button
                type="button"
                onClick={() => setProof(undefined)}
                disabled={busy !== undefined}
                className="min-h-10 rounded-full px-4 py-2 text-sm font-semibold text-ink-900 underline-offset-4 hover:underline disabled:opacity-60"
              >
                {proofText.cancel}
              </button>
            </div>
          </form>
        ) : availability === undefined || ready ? (
          <button
            type="button"
            onClick={() => add()}
            disabled={busy !== undefined}
            data-needs-script=""
            data-ready={ready ? "" : undefined}
            className={addButtonClass}
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
