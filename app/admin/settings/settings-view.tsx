import type { ReactNode } from "react";
import { settingsText } from "~/content/admin/facts";
import { formatShortDateTime } from "~/lib/format/date";
import { inputClass } from "~/lib/ui/form-field";
import { buttonClass } from "../shell/button-class";
import { type BaseFactKey, ebookChoices, factGroups, factLabel, factValueText, fieldIdOf, saleStates } from "./fact-labels";
import type { FactSource, RefusedSettings, SettingsPage } from "./settings.server";

const text = settingsText;
const card = "rounded-3xl bg-white p-4 shadow-sm sm:p-6";

/** The input type of each plain fact: the phone's keyboard for numbers, the address's for links. */
const inputTypes: Record<BaseFactKey, "tel" | "email" | "url" | "text"> = {
  phone: "tel",
  email: "email",
  whatsapp: "tel",
  facebookUrl: "url",
  rccm: "text",
  niu: "text",
  capital: "text",
  host: "text",
};

/** Where the value comes from: the server's setting, or a change made here (who, when). */
function SourceNote({ id, source }: { id: string; source: FactSource | undefined }) {
  const here = source?.kind === "here";
  const words = here
    ? text.source.setHere(source.by, formatShortDateTime(new Date(source.at)))
    : source?.setting
      ? text.source.serverSetting(source.setting)
      : text.source.server;
  return (
    <p id={id} className="mt-1 flex items-start gap-1.5 text-xs text-ink-700">
      <span aria-hidden="true" className={`mt-1 size-2 shrink-0 rounded-full ${here ? "bg-emerald-600" : "bg-ink-100"}`} />
      <span className="[overflow-wrap:anywhere]">{words}</span>
    </p>
  );
}

/** What a field says under it: its refusal first, where the visitors see it, where its value comes from. */
function FieldNotes({ id, error, hint, source }: { id: string; error?: string; hint: string; source: FactSource | undefined }) {
  return (
    <>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <p id={`${id}-hint`} className="mt-1.5 text-sm text-ink-700">
        {hint}
      </p>
      <SourceNote id={`${id}-source`} source={source} />
    </>
  );
}

const describedBy = (id: string, error?: string) => [...(error ? [`${id}-error`] : []), `${id}-hint`, `${id}-source`].join(" ");

/** A labelled input with its notes. `labelDetail`: words for screen readers alone (the e-book a repeated label is of). */
function FactField({
  factKey,
  label,
  labelDetail,
  hint,
  type,
  value,
  error,
  source,
}: {
  factKey: string;
  label: string;
  labelDetail?: string;
  hint: string;
  type: "tel" | "email" | "url" | "text";
  value: string;
  error?: string;
  source: FactSource | undefined;
}) {
  const id = fieldIdOf(factKey);
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block text-sm font-semibold text-ink-900">
        {label}
        {labelDetail ? <span className="sr-only"> {labelDetail}</span> : null}
      </label>
      <input
        id={id}
        name={factKey}
        type={type}
        defaultValue={value}
        autoComplete="off"
        spellCheck={false}
        aria-describedby={describedBy(id, error)}
        aria-invalid={error ? true : undefined}
        className={`mt-1.5 ${inputClass}`}
      />
      <FieldNotes id={id} error={error} hint={hint} source={source} />
    </div>
  );
}

/** « En vente » or « Bientôt disponible »: a group of two radio buttons. */
function StateField({
  factKey,
  title,
  value,
  error,
  source,
}: {
  factKey: string;
  title: string;
  value: string;
  error?: string;
  source: FactSource | undefined;
}) {
  const id = fieldIdOf(factKey);
  return (
    <fieldset id={id} aria-describedby={describedBy(id, error)} aria-invalid={error ? true : undefined} className="min-w-0">
      <legend className="text-sm font-semibold text-ink-900">
        {text.ebook.state}
        <span className="sr-only"> {text.ebook.of(title)}</span>
      </legend>
      {/* Stacked on a phone, side by side from 640 px. */}
      <div className="mt-1.5 grid gap-2 sm:flex sm:flex-wrap">
        {saleStates.map((state) => (
          <label
            key={state}
            className={`flex min-h-11 cursor-pointer items-center gap-2.5 rounded-xl border bg-white px-3.5 py-2 text-sm font-semibold text-ink-900 has-[:checked]:border-ink-900 has-[:checked]:bg-sand-100 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-gold-500 ${error ? "border-red-600" : "border-ink-100"}`}
          >
            <input type="radio" name={factKey} value={state} defaultChecked={value === state} className="size-4 accent-ink-900" />
            {text.ebook.states[state]}
          </label>
        ))}
      </div>
      <FieldNotes id={id} error={error} hint={text.ebook.stateHint} source={source} />
    </fieldset>
  );
}

/** One group of the form: its legend, then its fields. */
function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 border-t border-ink-100 pt-5">
      <legend className="float-left mb-4 w-full text-lg font-bold text-ink-900">{legend}</legend>
      <div className="clear-left grid gap-x-6 gap-y-5 md:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/** The refused form: nothing was saved, and each refused field, linked to. */
function RefusedSummary({ errors }: { errors: Record<string, string> }) {
  const keys = Object.keys(errors);
  if (keys.length === 0) return null;
  return (
    <div role="alert" className="rounded-2xl bg-red-50 px-4 py-3 text-sm text-red-900">
      <p className="font-semibold">{text.refusedTitle}</p>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {keys.map((key) => (
          <li key={key}>
            <a href={`#${fieldIdOf(key)}`} className="underline underline-offset-2">
              {factLabel(key)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

function SettingsForm({ page, refused }: { page: SettingsPage; refused?: RefusedSettings }) {
  const values = refused?.values ?? page.values;
  const errors = refused?.errors ?? {};
  const shown = (key: string) => values[key] ?? "";
  return (
    // noValidate: the server's French messages are the one voice, not the browser's own.
    <form method="post" noValidate aria-label={text.formLabel} className="mt-6 space-y-8">
      <RefusedSummary errors={errors} />
      {factGroups.map(({ group, keys }) => (
        <Group key={group} legend={text.groups[group]}>
          {keys.map((key) => (
            <FactField
              key={key}
              factKey={key}
              label={text.fields[key].label}
              hint={text.fields[key].hint}
              type={inputTypes[key]}
              value={shown(key)}
              error={errors[key]}
              source={page.sources[key]}
            />
          ))}
        </Group>
      ))}
      <fieldset className="min-w-0 border-t border-ink-100 pt-5">
        <legend className="float-left mb-4 w-full text-lg font-bold text-ink-900">{text.groups.ebooks}</legend>
        <div className="clear-left space-y-4">
          {ebookChoices.map((ebook) => (
            <fieldset key={ebook.id} className="min-w-0 rounded-2xl border border-ink-100 p-3.5 sm:p-5">
              <legend className="px-1 text-base font-bold text-ink-900">{ebook.title}</legend>
              <div className="grid gap-x-6 gap-y-5 md:grid-cols-2">
                <FactField
                  factKey={ebook.checkoutKey}
                  label={text.ebook.checkout}
                  labelDetail={text.ebook.of(ebook.title)}
                  hint={text.ebook.checkoutHint}
                  type="url"
                  value={shown(ebook.checkoutKey)}
                  error={errors[ebook.checkoutKey]}
                  source={page.sources[ebook.checkoutKey]}
                />
                <StateField
                  factKey={ebook.stateKey}
                  title={ebook.title}
                  value={shown(ebook.stateKey)}
                  error={errors[ebook.stateKey]}
                  source={page.sources[ebook.stateKey]}
                />
              </div>
            </fieldset>
          ))}
        </div>
      </fieldset>
      <div className="border-t border-ink-100 pt-5">
        <button type="submit" className={`${buttonClass("primary")} w-full justify-center sm:w-auto`}>
          {text.save}
        </button>
      </div>
    </form>
  );
}

/** The server's secrets: set or not, never their value. */
function SecretsPart({ secrets }: { secrets: SettingsPage["secrets"] }) {
  return (
    <section aria-labelledby="settings-secrets-title" className={card}>
      <h2 id="settings-secrets-title" className="text-lg font-bold text-ink-900">
        {text.secrets.title}
      </h2>
      <p className="mt-1 text-sm text-ink-700">{text.secrets.intro}</p>
      <ul aria-label={text.secrets.list} className="mt-3 divide-y divide-ink-100">
        {secrets.map(({ name, set }) => (
          <li key={name} className="py-2.5">
            <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
              <code className="text-sm font-semibold [overflow-wrap:anywhere] text-ink-900">{name}</code>
              <span
                className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${set ? "bg-emerald-50 text-emerald-900" : "bg-ink-50 text-ink-800"}`}
              >
                {set ? text.secrets.set : text.secrets.unset}
              </span>
            </div>
            <p className="mt-0.5 text-sm text-ink-700">{text.secrets.uses[name]}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The latest changes: which fact, before and after, who and when. */
function HistoryPart({ history }: { history: SettingsPage["history"] }) {
  const words = text.history;
  return (
    <section aria-labelledby="settings-history-title" className={card}>
      <h2 id="settings-history-title" className="text-lg font-bold text-ink-900">
        {words.title}
      </h2>
      <p className="mt-1 text-sm text-ink-700">{words.intro}</p>
      {history.length === 0 ? (
        <p className="mt-4 rounded-2xl border border-dashed border-ink-100 px-4 py-6 text-center text-sm text-ink-700">{words.empty}</p>
      ) : (
        <ol aria-label={words.list} className="mt-3 space-y-2">
          {history.map((change) => (
            // One save changes a fact once: its key and time name the line.
            <li key={`${change.changedAt}-${change.key}`} className="rounded-2xl border border-ink-100 p-3 text-sm">
              <p className="font-semibold text-ink-900">{factLabel(change.key)}</p>
              <p className="mt-1 [overflow-wrap:anywhere] text-ink-900">
                <span className="sr-only">{words.before}&nbsp;: </span>
                {change.oldValue === null ? (
                  <em className="text-ink-700">{words.server}</em>
                ) : (
                  <span className="text-ink-700">{factValueText(change.key, change.oldValue)}</span>
                )}
                <span aria-hidden="true"> → </span>
                <span className="sr-only">, {words.after}&nbsp;: </span>
                <span className="font-semibold">{factValueText(change.key, change.newValue)}</span>
              </p>
              <p className="mt-1 text-xs text-ink-700">{words.by(change.changedBy, formatShortDateTime(new Date(change.changedAt)))}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * « Réglages »: the form of the agency's facts (a plain form: no script), then the server's secrets and the latest
 * changes beside it on a wide screen, under it on a phone. A refused form comes back as typed, with its messages.
 */
export function SettingsView({ page, refused }: { page: SettingsPage; refused?: RefusedSettings }) {
  return (
    <div className="grid gap-6 lg:grid-cols-3 lg:items-start">
      <section aria-labelledby="settings-title" className={`${card} min-w-0 lg:col-span-2`}>
        <h2 id="settings-title" className="text-xl font-bold text-ink-900">
          {text.title}
        </h2>
        <p className="mt-1 max-w-2xl text-sm text-ink-700">{text.intro}</p>
        <SettingsForm page={page} refused={refused} />
      </section>
      <div className="min-w-0 space-y-6">
        <SecretsPart secrets={page.secrets} />
        <HistoryPart history={page.history} />
      </div>
    </div>
  );
}
