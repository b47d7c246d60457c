/** The admin's buttons (and links drawn as buttons): primary, quiet, or for an action that removes something. */
export function buttonClass(kind: "primary" | "quiet" | "danger"): string {
  const base = "inline-flex min-h-10 items-center rounded-full px-4 py-2 text-sm font-semibold disabled:opacity-50";
  const kinds = {
    primary: "bg-ink-900 text-white hover:bg-ink-700",
    quiet: "border border-ink-100 bg-white text-ink-900 hover:bg-ink-50",
    danger: "border border-red-200 bg-white text-red-800 hover:bg-red-50",
  };
  return `${base} ${kinds[kind]}`;
}
