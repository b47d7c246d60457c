import { useCallback, useRef, useState } from "react";
import type { z } from "zod";
import { takeVisitorTrace } from "~/framework/islands/visitor-trace";
import { firstErrors } from "~/lib/forms/field-errors";

/**
 * Validates a form with its zod schema on every change: errors of
 * the fields the visitor has touched, and whether the whole form is valid.
 * The schema is loaded on the first keystroke, so the page's first load does
 * not carry the validation library. The server validates again with the same
 * schema; it has the last word.
 */
export function useLiveValidation<Schema extends z.ZodType>(loadSchema: () => Promise<Schema>) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [valid, setValid] = useState(false);
  // The fields whose messages this hook has worked out: for these, a server's message of an earlier post is stale.
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const touched = useRef(new Set<string>());
  const schema = useRef<Promise<Schema> | undefined>(undefined);

  /** Checks the whole form; `field`, when given, is now touched and shows its state. */
  const validate = useCallback(
    async (form: HTMLFormElement, field?: string) => {
      if (field) touched.current.add(field);
      schema.current ??= loadSchema();
      let loaded: Schema;
      try {
        loaded = await schema.current;
      } catch {
        // No connection to fetch the schema (a page read again offline): the form may be sent, as
        // without JavaScript; the send then says there is no connection, and the server checks
        // every post anyway. The next keystroke tries to load the schema again.
        schema.current = undefined;
        setValid(true);
        return;
      }
      const result = loaded.safeParse(Object.fromEntries(new FormData(form)));
      setValid(result.success);
      const all = result.success ? {} : firstErrors(result.error.issues);
      setErrors(Object.fromEntries(Object.entries(all).filter(([key]) => touched.current.has(key))));
      setChecked(new Set(touched.current));
    },
    [loadSchema],
  );

  /**
   * Catches up, once hydrated, with what the visitor did while the island's code was coming (a form
   * wakes at its first touch): a field changed from the server's value, typed in (even if emptied
   * again) or left counts as touched, as it would have awake; a sending tried shows every message.
   * Returns the fields it touched (none: the form is as the server sent it); the caller then validates,
   * once what it restores itself (a draft, in the fields the visitor did not touch) is in place.
   */
  const catchUp = useCallback((form: HTMLFormElement): ReadonlySet<string> => {
    const trace = takeVisitorTrace(form);
    for (const field of form.elements) {
      if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement)) continue;
      if (!field.name || (field instanceof HTMLInputElement && field.type === "hidden")) continue;
      const changed =
        field instanceof HTMLInputElement && field.type === "checkbox"
          ? field.checked !== field.defaultChecked
          : field instanceof HTMLSelectElement
            ? [...field.options].some((option) => option.selected !== option.defaultSelected)
            : field.value !== field.defaultValue;
      if (changed || trace?.sendTried || trace?.edited.has(field.name) || trace?.left.has(field.name)) touched.current.add(field.name);
    }
    return new Set(touched.current);
  }, []);

  /** Forgets what was touched (a form reset to empty). */
  const reset = useCallback(() => {
    touched.current.clear();
    setErrors({});
    setChecked(new Set());
    setValid(false);
  }, []);

  return {
    errors,
    valid,
    validate,
    catchUp,
    reset,
    /**
     * The message a field shows: the server's (`sentBack`, of a post it answered before this script ran) until the
     * visitor's change of that field has been checked here, then this check's own, none once it is valid.
     */
    errorOf: (name: string, sentBack?: string): string | undefined => (checked.has(name) ? errors[name] : (errors[name] ?? sentBack)),
    /** 'invalid' (red) or 'valid' (green) once the visitor has touched the field; undefined before. */
    fieldState: (name: string): "invalid" | "valid" | undefined =>
      errors[name] ? "invalid" : touched.current.has(name) ? "valid" : undefined,
    /** Spread on the <form>: validates on every input, and when a field is left. */
    formHandlers: {
      onInput: (event: React.FormEvent<HTMLFormElement>) => {
        const target = event.target as HTMLInputElement;
        void validate(event.currentTarget, target.name || undefined);
      },
      onBlur: (event: React.FocusEvent<HTMLFormElement>) => {
        const name = (event.target as Partial<HTMLInputElement>).name;
        if (name) void validate(event.currentTarget, name);
      },
    },
  };
}
