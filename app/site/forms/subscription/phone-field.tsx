import { ChevronDown, Search } from "lucide-react";
import { type KeyboardEvent, type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { agency } from "~/content/site";
import { subscriptionText as text } from "~/content/subscription";
import { searchPhoneCountries } from "~/site/forms/subscription/country-search";
import type { PhoneCountry } from "~/site/forms/subscription/phone";
import { editsPrefix, keepPrefix, pasteDigits } from "~/site/forms/subscription/phone-input";
import { countryOfOption } from "./country-select";

/** The phone rules and country list (libphonenumber, 40 KB) come in their own chunk, on demand. */
export const loadPhoneKit = () => import("~/site/forms/subscription/phone");

/** The agency's country, before the phone rules have loaded. */
export const cameroon: PhoneCountry = { code: agency.address.countryCode, name: agency.address.country, dialCode: "+237" };

/** The server's <select> inside its box, if the page gave one. */
const selectIn = (box: HTMLElement | null) => box?.querySelector("select") ?? null;

interface PhoneFieldProps {
  country: PhoneCountry;
  onCountryChange: (country: PhoneCountry) => void;
  value: string;
  onValueChange: (value: string) => void;
  inputClassName: string;
  /**
   * The server's plain <select> of the countries (`CountrySelect`, an Astro slot): the country's field, which
   * answers a tap before any script. Once hydrated, the searchable picker is shown in its place (the select
   * stays in the form, hidden, and follows the picker); without it (the dialog of /services), the picker
   * alone, with the phone rules' list.
   */
  countrySelect?: ReactNode;
  hydrated: boolean;
  error?: string;
}

/**
 * The phone number with its country: the dial code stays in front of the
 * number (deleting into it is blocked, pasting keeps digits), and changing the
 * country clears the number.
 */
export function PhoneField({
  country,
  onCountryChange,
  value,
  onValueChange,
  inputClassName,
  countrySelect,
  hydrated,
  error,
}: PhoneFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const selectBox = useRef<HTMLSpanElement>(null);
  const [searchable, setSearchable] = useState(false);
  const countryChanged = useRef(onCountryChange);
  countryChanged.current = onCountryChange;
  const errorId = "field-phone-error";
  const hintId = "field-phone-hint";

  // The select's choices are the form's from the moment the island is in the page: listened for in the commit
  // that hydrates it, so a choice made while the island finishes waking is never missed.
  useLayoutEffect(() => {
    const select = selectIn(selectBox.current);
    if (!select) return;
    const chosen = () => {
      const option = select.selectedOptions[0];
      const next = option ? countryOfOption(option) : undefined;
      if (next) countryChanged.current(next);
    };
    select.addEventListener("change", chosen);
    return () => select.removeEventListener("change", chosen);
  }, []);

  // Once hydrated, the picker takes the select's place, but not under the visitor's finger: while they are
  // choosing in the select (it has the focus), it stays until they leave it.
  useEffect(() => {
    if (!hydrated) return;
    const select = selectIn(selectBox.current);
    const showPicker = () => setSearchable(true);
    if (select && document.activeElement === select) select.addEventListener("blur", showPicker, { once: true });
    else showPicker();
    return () => select?.removeEventListener("blur", showPicker);
  }, [hydrated]);

  // The select stays the form's field: once the picker shows, it follows the country however it was chosen
  // (picker, draft). Not before: the form reads the visitor's own choice in it when it wakes.
  useEffect(() => {
    const select = selectIn(selectBox.current);
    if (searchable && select && select.value !== country.code) select.value = country.code;
  }, [country, searchable]);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const { selectionStart, selectionEnd } = event.currentTarget;
    if (editsPrefix(event.key, selectionStart ?? 0, selectionEnd ?? 0, country.dialCode)) event.preventDefault();
  }

  function onPaste(event: React.ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    const target = event.currentTarget;
    const pasted = pasteDigits(
      value,
      target.selectionStart ?? value.length,
      target.selectionEnd ?? value.length,
      event.clipboardData.getData("text"),
      country.dialCode,
    );
    onValueChange(pasted.value);
    requestAnimationFrame(() => target.setSelectionRange(pasted.caret, pasted.caret));
  }

  function chooseCountry(next: PhoneCountry) {
    onCountryChange(next);
    input.current?.focus();
  }

  // The countries the picker searches: the select's own options (in the page, nothing to fetch), or the
  // phone rules' list where there is no select.
  const listCountries = countrySelect
    ? async () => [...(selectIn(selectBox.current)?.options ?? [])].flatMap((option) => countryOfOption(option) ?? [])
    : async () => (await loadPhoneKit()).phoneCountries();

  return (
    <div>
      <label htmlFor="field-phone" className="block text-sm font-semibold text-ink-900">
        {text.fields.phone}
      </label>
      <div className="mt-1.5 flex gap-2">
        {countrySelect ? (
          <span ref={selectBox} hidden={searchable} className="flex shrink-0">
            {countrySelect}
          </span>
        ) : null}
        {searchable ? <CountryPicker country={country} onChoose={chooseCountry} listCountries={listCountries} /> : null}
        {hydrated && !countrySelect ? <input type="hidden" name="phoneCountry" value={country.code} /> : null}
        <input
          ref={input}
          id="field-phone"
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={value}
          onChange={(event) => onValueChange(keepPrefix(event.target.value, country.dialCode))}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          className={`min-w-0 flex-1 ${inputClassName}`}
        />
      </div>
      <p id={hintId} className="mt-1.5 text-xs text-ink-600">
        {text.phoneHint}
      </p>
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A button with the country code and dial code, opening a searchable list of countries. */
function CountryPicker({
  country,
  onChoose,
  listCountries,
}: {
  country: PhoneCountry;
  onChoose: (country: PhoneCountry) => void;
  listCountries: () => Promise<PhoneCountry[]>;
}) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const [countries, setCountries] = useState<PhoneCountry[]>([]);
  const [active, setActive] = useState(0);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();

  const matches = searchPhoneCountries(countries, query);

  function prefetch() {
    if (countries.length === 0) void listCountries().then(setCountries);
  }

  function close(returnFocus: boolean) {
    setOpen(false);
    setQuery("");
    setActive(0);
    if (returnFocus) button.current?.focus();
  }

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (container.current?.contains(event.target as Node)) return;
      setOpen(false);
      setQuery("");
      setActive(0);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  function choose(next: PhoneCountry | undefined) {
    if (!next) return;
    close(false);
    onChoose(next);
  }

  function onSearchKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => Math.min(Math.max(current + step, 0), Math.max(matches.length - 1, 0)));
    } else if (event.key === "Enter") {
      event.preventDefault();
      choose(matches[active]);
    } else if (event.key === "Escape") {
      // Inside a <dialog>, Escape would close the whole dialog: close the list only.
      event.preventDefault();
      event.stopPropagation();
      close(true);
    }
  }

  return (
    <div ref={container} className="relative shrink-0">
      <button
        ref={button}
        type="button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-label={`${text.countryPicker.label} (${country.name} ${country.dialCode})`}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          prefetch();
          if (open) close(false);
          else setOpen(true);
        }}
        className="flex h-full items-center gap-1.5 rounded-xl border border-ink-100 bg-white px-3 py-3 text-sm font-semibold text-ink-900 hover:border-ink-600"
      >
        <span>{country.code}</span>
        <span className="font-normal text-ink-600">{country.dialCode}</span>
        <ChevronDown className="h-4 w-4 text-ink-600" aria-hidden="true" />
      </button>
      {open ? (
        <div className="absolute top-full left-0 z-20 mt-2 w-[min(20rem,calc(100vw-3rem))] rounded-2xl border border-ink-100 bg-white p-2 shadow-xl">
          <div className="relative">
            <Search className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-ink-600" aria-hidden="true" />
            <input
              // biome-ignore lint/a11y/noAutofocus: the list was opened to search it.
              autoFocus
              type="search"
              role="combobox"
              aria-label={text.placeholders.countrySearch}
              aria-controls={listId}
              aria-expanded="true"
              aria-activedescendant={matches[active] ? `${listId}-${matches[active].code}` : undefined}
              placeholder={text.placeholders.countrySearch}
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                setActive(0);
              }}
              onKeyDown={onSearchKeyDown}
              className="w-full rounded-xl border border-ink-100 py-2.5 pr-3 pl-9 text-sm text-ink-900 focus:border-ink-600 focus:outline-none"
            />
          </div>
          <div id={listId} role="listbox" aria-label={text.fields.country} className="mt-2 max-h-64 overflow-y-auto">
            {matches.map((option, position) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the search box drives the list from the keyboard (arrows, Enter).
              <div
                key={option.code}
                id={`${listId}-${option.code}`}
                role="option"
                tabIndex={-1}
                aria-selected={option.code === country.code}
                onClick={() => choose(option)}
                onPointerMove={() => setActive(position)}
                className={`flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm ${
                  position === active ? "bg-ink-50" : ""
                } ${option.code === country.code ? "font-semibold" : ""}`}
              >
                <span className="flex-1 text-ink-900">{option.name}</span>
                <span className="text-ink-600">{option.dialCode}</span>
                <span className="w-7 text-right text-xs text-ink-600">{option.code}</span>
              </div>
            ))}
            {countries.length > 0 && matches.length === 0 ? (
              <p className="px-3 py-2 text-sm text-ink-600">{text.countryPicker.empty}</p>
            ) : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}
