import { useCallback, useState } from "react";
import type { z } from "zod";

/**
 * Validates a form with its zod schema on every change (spec §5): errors of
 * the fields the visitor has touched, and whether the whole form is valid.
 * The server validates again with the same schema; it has the last word.
 */
export function useLiveValidation<Schema extends z.ZodType>(schema: Schema) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [valid, setValid] = useState(false);

  const validate = useCallback(
    (form: HTMLFormElement, field?: string) => {
      const nextTouched = field ? new Set(touched).add(field) : touched;
      if (field) setTouched(nextTouched);
      const result = schema.safeParse(Object.fromEntries(new FormData(form)));
      setValid(result.success);
      const all: Record<string, string> = {};
      if (!result.success) {
        for (const issue of result.error.issues) {
          const key = String(issue.path[0] ?? "");
          all[key] ??= issue.message;
        }
      }
      setErrors(Object.fromEntries(Object.entries(all).filter(([key]) => nextTouched.has(key))));
    },
    [schema, touched],
  );

  const reset = useCallback(() => {
    setErrors({});
    setTouched(new Set());
    setValid(false);
  }, []);

  return {
    errors,
    valid,
    reset,
    /** Spread on the <form>: validates on every input and change. */
    formHandlers: {
      onInput: (event: React.FormEvent<HTMLFormElement>) => {
        const target = event.target as HTMLInputElement;
        validate(event.currentTarget, target.name || undefined);
      },
    },
  };
}
