import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { billingPeriods } from "~/content/plans";
import { subscriptionText as text } from "~/content/subscription";
import { track } from "~/lib/analytics/track.client";
import { type CurrencyCode, formatPrice } from "~/lib/format/currency";
import { releaseWaitingSubmit } from "~/lib/forms/waiting-submit";
import { Honeypot } from "~/lib/ui/honeypot";
import { showToast } from "~/lib/ui/toast.client";
import { SendButton, SendFailure } from "~/site/forms/form-sending";
import { type SentForm, sendForm } from "~/site/forms/send-form.client";
import type { PhoneCountry } from "~/site/forms/subscription/phone";
import { keepPrefix, prefixOf } from "~/site/forms/subscription/phone-input";
import type { SubscriptionResult } from "~/site/forms/subscription/submit-subscription.server";
import { type SubscriptionChoice, subscriptionHref, subscriptionPath } from "~/site/forms/subscription/subscription-choice";
import { useLiveValidation } from "~/site/forms/use-live-validation";
import { countryOfOption } from "./country-select";
import { type Draft, draftKey, lastCountryKey, readStored, restoredPhone, store, textFields } from "./draft";
import { cameroon, loadPhoneKit, PhoneField } from "./phone-field";

/** First letter upper case, the rest lower case, as the visitor types; trimmed when leaving the field. */
function capitalizeAsTyped(value: string): string {
  const start = value.replace(/^\s+/, "");
  return start.charAt(0).toLocaleUpperCase("fr-FR") + start.slice(1).toLocaleLowerCase("fr-FR");
}

const loadSchema = () => import("~/site/forms/subscription/subscription").then((module) => module.subscriptionSchema);

const fieldClass = (state: "valid" | "invalid" | undefined) =>
  `block w-full rounded-xl border bg-white px-4 py-3 text-ink-900 placeholder:text-ink-600/70 focus:outline-none ${
    state === "invalid"
      ? "border-red-600 focus:border-red-700"
      : state === "valid"
        ? "border-green-600 focus:border-green-700"
        : "border-ink-100 focus:border-ink-600"
  }`;

/**
 * The subscription form, in the dialog of /services and
 * on its own page. It posts to the subscription page; without JavaScript (or before its script came)
 * the page answers with the same messages beside the fields.
 */
export function SubscriptionForm({
  choice,
  currency,
  serverResult,
  countrySelect,
  onConfirmed,
}: {
  choice: SubscriptionChoice;
  currency: CurrencyCode;
  /** The page's answer to a post made without JavaScript. */
  serverResult?: SentForm<SubscriptionResult> | undefined;
  /** The server's plain country <select>, shown until the island wakes (an Astro slot). */
  countrySelect?: ReactNode;
  onConfirmed: () => void;
}) {
  const [result, setResult] = useState<SentForm<SubscriptionResult>>();
  const [sending, setSending] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const { errorOf, valid, validate, catchUp, reset, fieldState, formHandlers } = useLiveValidation(loadSchema);
  const [hydrated, setHydrated] = useState(false);
  const [country, setCountry] = useState<PhoneCountry>(cameroon);
  const sentBack = serverResult?.status === "invalid";
  const sentValues = sentBack ? serverResult.values : {};
  const sentPhone = sentValues.phone;
  const [phone, setPhone] = useState(sentPhone || prefixOf(cameroon.dialCode));
  // The country and number the draft saves: set with the state, so that an input handled before React's next render
  // (a key typed while the island wakes) saves them, not the render's older ones. `restored`: the island has taken in
  // the stored draft; before that, a save would overwrite it with the form's defaults (Cameroon).
  const latest = useRef({ country: cameroon, phone, restored: false });
  const showCountry = useCallback((next: PhoneCountry) => {
    latest.current.country = next;
    setCountry(next);
  }, []);
  const showPhone = useCallback((next: string) => {
    latest.current.phone = next;
    setPhone(next);
  }, []);
  const saveDraft = useCallback(() => {
    const element = form.current;
    if (!element || !latest.current.restored) return;
    const data = new FormData(element);
    const { phone, country } = latest.current;
    const draft: Draft = { phone, country, acceptTerms: data.get("acceptTerms") === "on" };
    for (const name of textFields) draft[name] = String(data.get(name) ?? "");
    store(draftKey, draft);
  }, []);
  const serverErrors = !result && sentBack ? serverResult.errors : {};
  const periodLabel = billingPeriods.find((period) => period.id === choice.period)?.label ?? "";

  // Once in the browser: take in what was typed while the island's code was coming, then restore the
  // draft into the fields still empty, and the last country.
  useEffect(() => {
    setHydrated(true);
    const element = form.current;
    if (!element) return;
    releaseWaitingSubmit(element);
    for (const name of ["firstName", "lastName"]) {
      const field = element.elements.namedItem(name);
      if (field instanceof HTMLInputElement) field.value = capitalizeAsTyped(field.value);
    }
    // A post answered without JavaScript came back with the values it was sent with: they win over a draft.
    const draft = sentBack ? undefined : readStored<Draft>(draftKey);
    const last = sentBack ? undefined : readStored<PhoneCountry>(lastCountryKey);
    // The server's <select>: a country chosen in it before the island woke comes first; the one it
    // showed (the country of a post answered without JavaScript) comes after the visitor's own.
    const select = element.elements.namedItem("phoneCountry");
    const option = select instanceof HTMLSelectElement ? select.selectedOptions[0] : undefined;
    const chosen = option && !option.defaultSelected ? countryOfOption(option) : undefined;
    const shown = option ? countryOfOption(option) : undefined;
    const startCountry = chosen ?? draft?.country ?? last ?? (shown?.code !== cameroon.code ? shown : undefined);
    const phoneInput = element.elements.namedItem("phone");
    // The page's script (./subscription.page.client.ts) restores the draft before the island wakes, as the form's
    // starting values; hydrating the phone's input has put the server's number back as its default.
    const restored = restoredPhone(draft, last);
    if (phoneInput instanceof HTMLInputElement && restored && phoneInput.value === restored.phone) phoneInput.defaultValue = restored.phone;
    // A number typed before the island woke is the visitor's: kept, behind the dial code of the country now shown.
    const typedPhone =
      phoneInput instanceof HTMLInputElement && phoneInput.value !== phoneInput.defaultValue ? phoneInput.value : undefined;
    if (startCountry?.dialCode) {
      showCountry(startCountry);
      const kept = typedPhone ?? (chosen ? undefined : draft?.phone || sentPhone);
      showPhone(kept ? keepPrefix(kept, startCountry.dialCode) : prefixOf(startCountry.dialCode));
    } else if (typedPhone) showPhone(keepPrefix(typedPhone, cameroon.dialCode));
    // What the visitor typed, left or tried to send before the island woke, before the draft fills the rest.
    const touched = catchUp(element);
    for (const name of textFields) {
      const field = element.elements.namedItem(name);
      if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) continue;
      if (!touched.has(name) && draft?.[name]) field.value = draft[name];
    }
    const terms = element.elements.namedItem("acceptTerms");
    // Ticked by the page's script, the box may have been unticked by the touch that woke the island.
    if (draft?.acceptTerms && terms instanceof HTMLInputElement && !touched.has("acceptTerms")) terms.checked = true;
    latest.current.restored = true;
    // What was typed while the island woke was not saved then: it is now, with the draft's country and number.
    if (touched.size > 0 || draft) saveDraft();
    // An empty form is invalid without asking the schema: its rules (zod and libphonenumber, 65 KB)
    // then wait for the visitor's first keystroke instead of coming with the page.
    if (touched.size > 0 || draft || sentBack) requestAnimationFrame(() => void validate(element));
  }, [validate, catchUp, sentBack, sentPhone, showCountry, showPhone, saveDraft]);

  // Runs once per answer, not again when the country or the choice changes afterwards.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above.
  useEffect(() => {
    if (!result) return;
    if (result.status === "confirmed") {
      showToast(text.toastSuccess);
      track("subscription", { plan: choice.plan, period: choice.period, value: choice.price, currency: "XAF" });
      store(draftKey, undefined);
      store(lastCountryKey, country);
      form.current?.reset();
      reset();
      showPhone(prefixOf(country.dialCode));
      onConfirmed();
    } else if (result.status === "refused") {
      showToast({ title: text.toastFailure.title, description: result.message, tone: "error" });
    } else if (result.status === "error") {
      showToast({ ...text.toastFailure, tone: "error" });
    }
  }, [result]);

  function changeCountry(next: PhoneCountry) {
    showCountry(next);
    showPhone(prefixOf(next.dialCode));
    saveDraft();
    // The hidden country field re-renders first; validate on the next frame.
    requestAnimationFrame(() => form.current && void validate(form.current, "phone"));
  }

  function changePhone(next: string) {
    showPhone(next);
    saveDraft();
    // A paste changes the value without an input event, and a typed letter is removed after it: check what is shown.
    requestAnimationFrame(() => form.current && void validate(form.current, "phone"));
  }

  const error = (name: string) => errorOf(name, serverErrors[name]);
  const failure =
    result?.status === "refused" || result?.status === "error"
      ? result
      : serverResult?.status === "refused" || serverResult?.status === "error"
        ? serverResult
        : undefined;

  return (
    <form
      ref={form}
      method="post"
      // Without JavaScript the page answers the post itself: its address keeps the offer it shows again.
      action={subscriptionHref(choice.plan, choice.period, choice.price)}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (sending) return;
        setSending(true);
        void sendForm<SubscriptionResult>(subscriptionPath, new FormData(event.currentTarget)).then((sent) => {
          setSending(false);
          setResult(sent);
        });
      }}
      onInput={(event) => {
        const target = event.target as HTMLInputElement;
        if (target.name === "firstName" || target.name === "lastName") {
          const position = target.selectionStart;
          target.value = capitalizeAsTyped(target.value);
          if (position !== null) target.setSelectionRange(position, position);
        }
        formHandlers.onInput(event);
        saveDraft();
      }}
      onBlur={formHandlers.onBlur}
      onFocus={() => void loadPhoneKit()}
      className="relative space-y-5"
    >
      <Honeypot />
      <input type="hidden" name="selectedPlan" value={choice.plan} />
      <input type="hidden" name="selectedPeriod" value={choice.period} />
      <input type="hidden" name="initialPrice" value={choice.price} />

      <dl className="grid grid-cols-2 gap-3 rounded-2xl bg-ink-50 p-4 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-ink-600">{text.summary.plan}</dt>
          <dd className="font-bold text-ink-900">{choice.plan}</dd>
        </div>
        <div>
          <dt className="text-ink-600">{text.summary.period}</dt>
          <dd className="font-bold text-ink-900">{periodLabel}</dd>
        </div>
        <div className="col-span-2 sm:col-span-1">
          <dt className="text-ink-600">{text.summary.price}</dt>
          <dd className="font-bold text-ink-900">{formatPrice(choice.price, currency)}</dd>
        </div>
      </dl>

      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          name="firstName"
          label={text.fields.firstName}
          autoComplete="given-name"
          error={error("firstName")}
          state={fieldState("firstName")}
          defaultValue={sentValues.firstName}
        />
        <TextField
          name="lastName"
          label={text.fields.lastName}
          autoComplete="family-name"
          error={error("lastName")}
          state={fieldState("lastName")}
          defaultValue={sentValues.lastName}
        />
      </div>
      <TextField
        name="email"
        type="email"
        label={text.fields.email}
        autoComplete="email"
        error={error("email")}
        state={fieldState("email")}
        defaultValue={sentValues.email}
      />
      <PhoneField
        country={country}
        onCountryChange={changeCountry}
        value={phone}
        onValueChange={changePhone}
        inputClassName={fieldClass(fieldState("phone") ?? (error("phone") ? "invalid" : undefined))}
        countrySelect={countrySelect}
        hydrated={hydrated}
        error={error("phone")}
      />
      <div>
        <label htmlFor="field-message" className="block text-sm font-semibold text-ink-900">
          {text.fields.message}
        </label>
        <textarea
          id="field-message"
          name="message"
          rows={4}
          placeholder={text.placeholders.message}
          defaultValue={sentValues.message}
          aria-invalid={error("message") ? true : undefined}
          aria-describedby={error("message") ? "field-message-error" : undefined}
          className={`mt-1.5 ${fieldClass(error("message") ? "invalid" : undefined)}`}
        />
        {error("message") ? (
          <p id="field-message-error" className="mt-1.5 text-sm font-medium text-red-700">
            {error("message")}
          </p>
        ) : null}
      </div>
      <div>
        <label className="flex items-start gap-3 text-sm text-ink-700">
          <input
            type="checkbox"
            name="acceptTerms"
            defaultChecked={sentValues.acceptTerms === "on"}
            aria-invalid={error("acceptTerms") ? true : undefined}
            aria-describedby={error("acceptTerms") ? "field-acceptTerms-error" : undefined}
            className="mt-0.5 h-5 w-5 shrink-0 accent-ink-900"
          />
          <span>
            {text.terms.before}
            <a href="/conditions-generales-de-vente" target="_blank" className="font-semibold text-ink-900 underline" rel="noopener">
              {text.terms.link}
            </a>
            {text.terms.after}
          </span>
        </label>
        {error("acceptTerms") ? (
          <p id="field-acceptTerms-error" className="mt-1.5 text-sm font-medium text-red-700">
            {error("acceptTerms")}
          </p>
        ) : null}
      </div>
      <SendFailure result={failure} failure={text.toastFailure} />
      <SendButton sending={sending} blocked={hydrated && !valid} label={text.submit} sendingLabel={text.submitting} />
    </form>
  );
}

function TextField({
  name,
  label,
  type = "text",
  autoComplete,
  error,
  state,
  defaultValue,
}: {
  name: string;
  label: string;
  type?: string;
  autoComplete: string;
  error?: string;
  state?: "valid" | "invalid";
  defaultValue?: string;
}) {
  const id = `field-${name}`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink-900">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        defaultValue={defaultValue}
        onBlur={(event) => {
          if (name !== "email") event.currentTarget.value = event.currentTarget.value.trim();
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`mt-1.5 ${fieldClass(state ?? (error ? "invalid" : undefined))}`}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
