import { deskText } from "~/content/admin/desk";
import type { LeadStatus } from "~/lib/db/schema";

const tones: Record<LeadStatus, string> = {
  new: "bg-gold-300/40 text-ink-900",
  handled: "bg-emerald-50 text-emerald-900",
  archived: "bg-ink-50 text-ink-700",
};

export function StatusBadge({ status }: { status: LeadStatus }) {
  return <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[status]}`}>{deskText.statuses[status]}</span>;
}
