import { type KeyboardEvent, type ReactNode, type Ref, useEffect, useId, useRef, useState } from "react";
import { editorText } from "~/content/admin/editor-labels";
import { inputClass } from "~/lib/ui/form-field";
import { isAllowedImageSrc, isAllowedLink } from "./url-guards";

/*
 * The link and image forms open under the toolbar. They are groups, not <form>s: the editor may sit inside the
 * page's own form, and a form cannot hold another. Enter applies, Escape closes; both give the focus back to the text.
 */

const primaryButton =
  "inline-flex min-h-10 items-center justify-center rounded-full bg-ink-900 px-4 text-sm font-semibold text-white hover:bg-ink-700";
const secondaryButton =
  "inline-flex min-h-10 items-center justify-center rounded-full border border-ink-100 bg-white px-4 text-sm font-semibold text-ink-900 hover:border-ink-600 disabled:cursor-not-allowed disabled:opacity-40";

function InlineForm({
  label,
  onEnter,
  onEscape,
  children,
}: {
  label: string;
  onEnter: () => void;
  onEscape: () => void;
  children: ReactNode;
}) {
  const onKeyDown = (event: KeyboardEvent<HTMLFieldSetElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      onEscape();
    } else if (event.key === "Enter" && event.target instanceof HTMLInputElement) {
      event.preventDefault();
      onEnter();
    }
  };
  return (
    <fieldset onKeyDown={onKeyDown} className="border-b border-ink-100 bg-sand-50 px-3 py-3 sm:px-4">
      <legend className="sr-only">{label}</legend>
      {children}
    </fieldset>
  );
}

function Field({
  id,
  label,
  hint,
  error,
  value,
  onChange,
  inputRef,
  inputMode,
}: {
  id: string;
  label: string;
  hint: string;
  error?: string;
  value: string;
  onChange: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
  inputMode?: "url" | "text";
}) {
  const describedBy = `${id}-hint${error ? ` ${id}-error` : ""}`;
  return (
    <div className="min-w-0 flex-1">
      <label htmlFor={id} className="block text-sm font-semibold text-ink-900">
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        type="text"
        inputMode={inputMode}
        autoComplete="off"
        spellCheck={inputMode === "url" ? false : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`mt-1 ${inputClass} py-2`}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-ink-700">
        {hint}
      </p>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function useFocusOnOpen() {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    ref.current?.focus();
    ref.current?.select();
  }, []);
  return ref;
}

/** Checks the address typed for a link; gives the French message when it is refused. */
export function linkError(href: string): string | undefined {
  if (href === "") return editorText.link.required;
  return isAllowedLink(href) ? undefined : editorText.link.refused;
}

/** Checks a picture's address and its text; gives the French messages for what is missing or refused. */
export function imageErrors(src: string, alt: string): { src?: string; alt?: string } {
  return {
    src: src === "" ? editorText.image.srcRequired : isAllowedImageSrc(src) ? undefined : editorText.image.refused,
    alt: alt === "" ? editorText.image.altRequired : undefined,
  };
}

export function LinkForm({
  initialHref,
  inLink,
  onApply,
  onRemove,
  onClose,
}: {
  initialHref: string;
  /** Whether the selection is in a link, which « Retirer le lien » removes. */
  inLink: boolean;
  onApply: (href: string) => void;
  onRemove: () => void;
  onClose: () => void;
}) {
  const id = useId();
  const [href, setHref] = useState(initialHref);
  const [error, setError] = useState<string>();
  const input = useFocusOnOpen();
  const apply = () => {
    const value = href.trim();
    const refusal = linkError(value);
    setError(refusal);
    if (refusal) input.current?.focus();
    else onApply(value);
  };
  return (
    <InlineForm label={editorText.link.formLabel} onEnter={apply} onEscape={onClose}>
      <div className="flex flex-col gap-3 lg:flex-row lg:items-start">
        <Field
          id={`${id}-href`}
          label={editorText.link.field}
          hint={editorText.link.hint}
          error={error}
          value={href}
          onChange={setHref}
          inputRef={input}
          inputMode="url"
        />
        <div className="flex flex-wrap gap-2 lg:mt-6">
          <button type="button" className={primaryButton} onClick={apply}>
            {editorText.link.apply}
          </button>
          <button type="button" className={secondaryButton} onClick={onRemove} disabled={!inLink}>
            {editorText.link.remove}
          </button>
          <button type="button" className={secondaryButton} onClick={onClose}>
            {editorText.link.close}
          </button>
        </div>
      </div>
    </InlineForm>
  );
}

export function ImageForm({
  initialSrc = "",
  initialAlt = "",
  onInsert,
  onClose,
}: {
  initialSrc?: string;
  initialAlt?: string;
  onInsert: (image: { src: string; alt: string }) => void;
  onClose: () => void;
}) {
  const id = useId();
  const [src, setSrc] = useState(initialSrc);
  const [alt, setAlt] = useState(initialAlt);
  const [errors, setErrors] = useState<{ src?: string; alt?: string }>({});
  const srcInput = useFocusOnOpen();
  const altInput = useRef<HTMLInputElement>(null);
  // A picture chosen in the image bank arrives with its address: the text is what is left to write.
  useEffect(() => {
    if (initialSrc !== "") altInput.current?.focus();
  }, [initialSrc]);
  const insert = () => {
    const image = { src: src.trim(), alt: alt.trim() };
    const found = imageErrors(image.src, image.alt);
    setErrors(found);
    if (found.src) srcInput.current?.focus();
    else if (found.alt) altInput.current?.focus();
    else onInsert(image);
  };
  return (
    <InlineForm label={editorText.image.formLabel} onEnter={insert} onEscape={onClose}>
      <div className="flex flex-col gap-3 lg:flex-row lg:items-start">
        <Field
          id={`${id}-src`}
          label={editorText.image.src}
          hint={editorText.image.srcHint}
          error={errors.src}
          value={src}
          onChange={setSrc}
          inputRef={srcInput}
          inputMode="url"
        />
        <Field
          id={`${id}-alt`}
          label={editorText.image.alt}
          hint={editorText.image.altHint}
          error={errors.alt}
          value={alt}
          onChange={setAlt}
          inputRef={altInput}
        />
        <div className="flex flex-wrap gap-2 lg:mt-6">
          <button type="button" className={primaryButton} onClick={insert}>
            {editorText.image.insert}
          </button>
          <button type="button" className={secondaryButton} onClick={onClose}>
            {editorText.image.close}
          </button>
        </div>
      </div>
    </InlineForm>
  );
}
