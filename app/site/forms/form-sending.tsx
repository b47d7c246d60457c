import { waitsForValid } from "~/lib/forms/waiting-submit";
import type { FormRefusal } from "~/site/forms/send-form.client";

/**
 * Why a lead form's last sending failed, beside its button where it stays after the toast has gone:
 * the server's (or the offline) message, or the form's own failure text.
 */
export function SendFailure({
  result,
  failure,
  id,
}: {
  result: FormRefusal | { status: "error" } | undefined;
  failure: { title: string; description: string };
  id?: string;
}) {
  if (!result) return null;
  return (
    <p id={id} role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
      {result.status === "refused" ? result.message : `${failure.title} : ${failure.description}`}
    </p>
  );
}

/**
 * A lead form's submit button: disabled while sending and, once the form's island has hydrated, while
 * the form is invalid. Before that it posts, and the server checks
 * (app/lib/forms/waiting-submit.ts marks it for the meantime).
 */
export function SendButton({
  sending,
  blocked,
  label,
  sendingLabel,
  className = "",
}: {
  sending: boolean;
  /** The island has hydrated and the form is not valid. */
  blocked: boolean;
  label: string;
  sendingLabel: string;
  className?: string;
}) {
  return (
    <button
      type="submit"
      {...waitsForValid}
      disabled={sending || blocked}
      className={`inline-flex w-full items-center justify-center rounded-full bg-ink-900 px-6 py-3.5 font-semibold text-white shadow-lg shadow-ink-900/20 hover:bg-ink-700 disabled:cursor-not-allowed disabled:opacity-50 ${className}`}
    >
      {sending ? sendingLabel : label}
    </button>
  );
}
