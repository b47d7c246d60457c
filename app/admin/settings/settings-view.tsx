import { settingsText } from "~/content/admin/facts";
import { formatShortDateTime } from "~/lib/format/date";
import { buttonClass } from "../shell/button-class";
import { FactChoices, FactGroup, FactHistory, FactInput, factCard, RefusedSummary, type SourceWords } from "./fact-form-parts";
import { type BaseFactKey, ebookChoices, factGroups, factLabel, factValueText, saleStates } from "./fact-labels";
import type { FactSource, RefusedSettings, SettingsPage } from "./settings.server";

const text = settingsText;
const card = factCard;

/** Where the value comes from, in words: the server's setting, or a change made here (who, when). */
function sourceWords(source: FactSource | undefined): SourceWords {
  if (source?.kind === "here") return { setHere: true, words: text.source.setHere(source.by, formatShortDateTime(new Date(source.at))) };
  return { setHere: false, words: source?.setting ? text.source.serverSetting(source.setting) : text.source.server };
}

/** The input type of each plain fact: the phone's keyboard for numbers, the address's for links. */
const inputTypes: Record<BaseFactKey, "tel" | "email" | "url" | "text" | "textarea"> = {
  name: "text",
  address: "text",
  hours: "textarea",
  phone: "tel",
  email: "email",
  whatsapp: "tel",
  facebookUrl: "url",
  rccm: "text",
  niu: "text",
  capital: "text",
  host: "text",
};

function SettingsForm({ page, refused }: { page: SettingsPage; refused?: RefusedSettings }) {
  const values = refused?.values ?? page.values;
  const errors = refused?.errors ?? {};
  const shown = (key: string) => values[key] ?? "";
  return (
    // noValidate: the server's French messages are the one voice, not the browser's own.
    <form method="post" noValidate aria-label={text.formLabel} className="mt-6 space-y-8">
      <RefusedSummary errors={errors} title={text.refusedTitle} labelOf={factLabel} />
      {factGroups.map(({ group, keys }) => (
        <FactGroup key={group} legend={text.groups[group]}>
          {keys.map((key) => (
            <FactInput
              key={key}
              factKey={key}
              label={text.fields[key].label}
              hint={text.fields[key].hint}
              type={inputTypes[key]}
              value={shown(key)}
              error={errors[key]}
              source={sourceWords(page.sources[key])}
            />
          ))}
        </FactGroup>
      ))}
      <fieldset className="min-w-0 border-t border-ink-100 pt-5">
        <legend className="float-left mb-4 w-full text-lg font-bold text-ink-900">{text.groups.ebooks}</legend>
        <div className="clear-left space-y-4">
          {ebookChoices.map((ebook) => (
            <fieldset key={ebook.id} className="min-w-0 rounded-2xl border border-ink-100 p-3.5 sm:p-5">
              <legend className="px-1 text-base font-bold text-ink-900">{ebook.title}</legend>
              <div className="grid gap-x-6 gap-y-5 md:grid-cols-2">
                <FactInput
                  factKey={ebook.checkoutKey}
                  label={text.ebook.checkout}
                  labelDetail={text.ebook.of(ebook.title)}
                  hint={text.ebook.checkoutHint}
                  type="url"
                  value={shown(ebook.checkoutKey)}
                  error={errors[ebook.checkoutKey]}
                  source={sourceWords(page.sources[ebook.checkoutKey])}
                />
                {/* « En vente » or « Bientôt disponible ». */}
                <FactChoices
                  factKey={ebook.stateKey}
                  label={text.ebook.state}
                  labelDetail={text.ebook.of(ebook.title)}
                  hint={text.ebook.stateHint}
                  choices={saleStates.map((state) => ({ value: state, label: text.ebook.states[state] }))}
                  value={shown(ebook.stateKey)}
                  error={errors[ebook.stateKey]}
                  source={sourceWords(page.sources[ebook.stateKey])}
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
        <FactHistory
          id="settings-history-title"
          history={page.history}
          words={text.history}
          labelOf={factLabel}
          valueText={factValueText}
        />
      </div>
    </div>
  );
}
