import type { ReactNode } from "react";

/** A labelled field with its error under it, announced to screen readers. */
export function FormField({
  name,
  label,
  error,
  children,
}: {
  name: string;
  label: string;
  error?: string;
  children: (props: { id: string; "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode;
}) {
  const id = `field-${name}`;
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-ink-900">
        {label}
      </label>
      <div className="mt-1.5">{children({ id, ...(error ? { "aria-invalid": true, "aria-describedby": errorId } : {}) })}</div>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export const inputClass =
  "block w-full rounded-xl border border-ink-100 bg-white px-4 py-3 text-ink-900 placeholder:text-ink-600/70 focus:border-ink-600 focus:outline-none aria-[invalid=true]:border-red-600";
