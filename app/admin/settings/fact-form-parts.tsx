import type { ReactNode } from "react";
import type { FactChange } from "~/lib/facts/agency-facts.server";
import { formatShortDateTime } from "~/lib/format/date";
import { inputClass } from "~/lib/ui/form-field";
import { fieldIdOf } from "./fact-labels";

/**
 * What the two forms of the agency's facts share (« Réglages », app/admin/settings, and « Boutique »,
 * app/admin/shop-prices): a field's notes, a group, the summary of a refused form and the history of changes.
 */

export const factCard = "rounded-3xl bg-white p-4 shadow-sm sm:p-6";

/** Where a value comes from, as a field says it: set here (who, when), or the server's or the content's. */
export interface SourceWords {
  setHere: boolean;
  words: string;
}

function SourceNote({ id, source }: { id: string; source: SourceWords }) {
  return (
    <p id={id} className="mt-1 flex items-start gap-1.5 text-xs text-ink-700">
      <span aria-hidden="true" className={`mt-1 size-2 shrink-0 rounded-full ${source.setHere ? "bg-emerald-600" : "bg-ink-100"}`} />
      <span className="[overflow-wrap:anywhere]">{source.words}</span>
    </p>
  );
}

/** What a field says under it: its refusal first, where the visitors see it, where its value comes from. */
export function FieldNotes({ id, error, hint, source }: { id: string; error?: string | undefined; hint: string; source: SourceWords }) {
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

export const describedBy = (id: string, error?: string) => [...(error ? [`${id}-error`] : []), `${id}-hint`, `${id}-source`].join(" ");

/** One group of a form: its legend, then its fields. */
export function FactGroup({ legend, children, columns = true }: { legend: string; children: ReactNode; columns?: boolean }) {
  return (
    <fieldset className="min-w-0 border-t border-ink-100 pt-5">
      <legend className="float-left mb-4 w-full text-lg font-bold text-ink-900">{legend}</legend>
      <div className={columns ? "clear-left grid gap-x-6 gap-y-5 md:grid-cols-2" : "clear-left space-y-4"}>{children}</div>
    </fieldset>
  );
}

/** The refused form: nothing was saved, and each refused field, linked to. */
export function RefusedSummary({
  errors,
  title,
  labelOf,
}: {
  errors: Record<string, string>;
  title: string;
  labelOf: (key: string) => string;
}) {
  const keys = Object.keys(errors);
  if (keys.length === 0) return null;
  return (
    <div role="alert" className="rounded-2xl bg-red-50 px-4 py-3 text-sm text-red-900">
      <p className="font-semibold">{title}</p>
      <ul className="mt-1 list-disc space-y-1 pl-5">
        {keys.map((key) => (
          <li key={key}>
            <a href={`#${fieldIdOf(key)}`} className="underline underline-offset-2">
              {labelOf(key)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export interface HistoryWords {
  title: string;
  intro: string;
  empty: string;
  list: string;
  server: string;
  by: (who: string, when: string) => string;
  before: string;
  after: string;
}

/** The latest changes: which fact, before and after, who and when. */
export function FactHistory({
  id,
  history,
  words,
  labelOf,
  valueText,
}: {
  id: string;
  history: FactChange[];
  words: HistoryWords;
  labelOf: (key: string) => string;
  valueText: (key: string, value: string) => string;
}) {
  return (
    <section aria-labelledby={id} className={factCard}>
      <h2 id={id} className="text-lg font-bold text-ink-900">
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
              <p className="font-semibold text-ink-900">{labelOf(change.key)}</p>
              <p className="mt-1 [overflow-wrap:anywhere] text-ink-900">
                <span className="sr-only">{words.before}&nbsp;: </span>
                {change.oldValue === null ? (
                  <em className="text-ink-700">{words.server}</em>
                ) : (
                  <span className="text-ink-700">{valueText(change.key, change.oldValue)}</span>
                )}
                <span aria-hidden="true"> → </span>
                <span className="sr-only">, {words.after}&nbsp;: </span>
                <span className="font-semibold">{valueText(change.key, change.newValue)}</span>
              </p>
              <p className="mt-1 text-xs text-ink-700">{words.by(change.changedBy, formatShortDateTime(new Date(change.changedAt)))}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

interface FieldProps {
  factKey: string;
  label: string;
  /** Words for screen readers alone after the label: the e-book a label every e-book repeats is of. */
  labelDetail?: string | undefined;
  hint: string;
  value: string;
  error?: string | undefined;
  source: SourceWords;
}

/** A labelled input with its notes. */
export function FactInput({
  factKey,
  label,
  labelDetail,
  hint,
  value,
  error,
  source,
  type = "text",
  numeric = false,
}: FieldProps & { type?: "tel" | "email" | "url" | "text" | "datetime-local" | "textarea"; numeric?: boolean }) {
  const id = fieldIdOf(factKey);
  const shared = {
    id,
    name: factKey,
    defaultValue: value,
    autoComplete: "off",
    spellCheck: false,
    "aria-describedby": describedBy(id, error),
    "aria-invalid": error ? true : undefined,
    className: `mt-1.5 ${inputClass}`,
  };
  return (
    <div className={`min-w-0 ${type === "textarea" ? "md:col-span-2" : ""}`}>
      <label htmlFor={id} className="block text-sm font-semibold text-ink-900">
        {label}
        {labelDetail ? <span className="sr-only"> {labelDetail}</span> : null}
      </label>
      {type === "textarea" ? (
        <textarea {...shared} rows={4} />
      ) : (
        <input {...shared} type={type} {...(numeric ? { inputMode: "numeric" as const } : {})} />
      )}
      <FieldNotes id={id} error={error} hint={hint} source={source} />
    </div>
  );
}

/** A group of radio buttons, one per choice, with its notes. */
export function FactChoices({
  factKey,
  label,
  labelDetail,
  hint,
  value,
  error,
  source,
  choices,
  wide = false,
}: FieldProps & { choices: { value: string; label: string }[]; wide?: boolean }) {
  const id = fieldIdOf(factKey);
  return (
    <fieldset
      id={id}
      aria-describedby={describedBy(id, error)}
      aria-invalid={error ? true : undefined}
      className={`min-w-0 ${wide ? "md:col-span-2" : ""}`}
    >
      <legend className="text-sm font-semibold text-ink-900">
        {label}
        {labelDetail ? <span className="sr-only"> {labelDetail}</span> : null}
      </legend>
      {/* Stacked on a phone, side by side from 640 px. */}
      <div className="mt-1.5 grid gap-2 sm:flex sm:flex-wrap">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={`flex min-h-11 cursor-pointer items-center gap-2.5 rounded-xl border bg-white px-3.5 py-2 text-sm font-semibold text-ink-900 has-[:checked]:border-ink-900 has-[:checked]:bg-sand-100 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-gold-500 ${error ? "border-red-600" : "border-ink-100"}`}
          >
            <input
              type="radio"
              name={factKey}
              value={choice.value}
              defaultChecked={value === choice.value}
              className="size-4 accent-ink-900"
            />
            {choice.label}
          </label>
        ))}
      </div>
      <FieldNotes id={id} error={error} hint={hint} source={source} />
    </fieldset>
  );
}
