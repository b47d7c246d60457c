import { lettersText } from "~/content/admin/letters";
import { formatLongDateTime } from "~/lib/format/date";
import { formatNumber } from "~/lib/format/number";
import type { Letter, LetterResults } from "~/lib/newsletter/letters.server";

const text = lettersText;

/** « Brouillon », « Programmée pour le 5 décembre 2026 à 09:30 », « Envoyée le 2 décembre 2026 à 14:05 » (Douala time). */
export function letterStatusText(letter: Pick<Letter, "status" | "scheduledAt" | "sentAt">): string {
  if (letter.status === "scheduled" && letter.scheduledAt) return text.status.scheduled(formatLongDateTime(new Date(letter.scheduledAt)));
  if (letter.status === "sent" && letter.sentAt) return text.status.sent(formatLongDateTime(new Date(letter.sentAt)));
  return text.status.draft;
}

const tones: Record<Letter["status"], string> = {
  draft: "bg-ink-50 text-ink-800",
  scheduled: "bg-gold-300/40 text-ink-900",
  sent: "bg-emerald-50 text-emerald-900",
};

export function LetterStatusBadge({ letter }: { letter: Pick<Letter, "status" | "scheduledAt" | "sentAt"> }) {
  return (
    <span className={`inline-block rounded-xl px-2.5 py-0.5 text-xs font-semibold ${tones[letter.status]}`}>
      {letterStatusText(letter)}
    </span>
  );
}

const resultKeys = ["queued", "sent", "failed", "bouncing", "unsubscribes"] as const;

/** A sent letter's deliveries: still queued, sent, failed, refused for good (bouncing), and the unsubscribes its link caused. */
export function LetterResultsList({ results, subject }: { results: LetterResults; subject: string }) {
  return (
    <section aria-label={text.results.of(subject)}>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-5">
        {resultKeys.map((key) => {
          const alarming = (key === "failed" || key === "bouncing") && results[key] > 0;
          return (
            <div
              key={key}
              className={`rounded-2xl px-3 py-2 last:col-span-2 sm:last:col-span-1 ${alarming ? "bg-red-50 text-red-900" : "bg-sand-50 text-ink-900"}`}
            >
              <dt className="text-xs font-semibold">{text.results[key]}</dt>
              <dd className="text-xl font-bold tabular-nums">{formatNumber(results[key])}</dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
