import { adminAddresses, letterAddress } from "~/admin/shell/addresses";
import { lettersText } from "~/content/admin/letters";
import { counted } from "~/lib/format/plural";
import type { LetterSummary } from "~/lib/newsletter/letters.server";
import { buttonClass } from "../shell/button-class";
import { LetterResultsList, LetterStatusBadge } from "./letter-status";

const text = lettersText.list;

/** « Écrite par Awa · modifiée par Paul · envoyée par Mireille »; the dot between the parts is not read aloud. */
function WhoWroteIt({ letter }: { letter: LetterSummary }) {
  const parts = [
    text.createdBy(letter.createdBy),
    ...(letter.updatedBy !== letter.createdBy ? [text.editedBy(letter.updatedBy)] : []),
    ...(letter.sentBy ? [text.sentBy(letter.sentBy)] : []),
  ];
  return (
    <p className="mt-1 text-sm text-ink-700">
      {parts.map((part, index) => (
        <span key={part}>
          {index > 0 ? <span aria-hidden="true"> · </span> : null}
          {part}
        </span>
      ))}
    </p>
  );
}

function LetterRow({ letter }: { letter: LetterSummary }) {
  return (
    <li className="py-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3 className="text-base font-bold break-words text-ink-900">
            <a href={letterAddress(letter.id)} className="underline-offset-2 hover:underline">
              {letter.subject}
            </a>
          </h3>
          <p className="mt-1">
            <LetterStatusBadge letter={letter} />
          </p>
          <WhoWroteIt letter={letter} />
        </div>
      </div>
      {letter.status === "sent" ? (
        <div className="mt-3">
          <LetterResultsList results={letter.results} subject={letter.subject} />
        </div>
      ) : null}
    </li>
  );
}

/** « Lettres »: each letter, newest first, its status and, once sent, its results; the way to write a new one. */
export function LetterListView({ letters, recipients }: { letters: LetterSummary[]; recipients: number }) {
  return (
    <section className="rounded-3xl bg-white p-4 shadow-sm sm:p-6" aria-labelledby="letters-title">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="max-w-2xl">
          <h2 id="letters-title" className="text-xl font-bold text-ink-900">
            {text.title}
          </h2>
          <p className="mt-1 text-sm text-ink-700">{text.intro}</p>
        </div>
        <a href={adminAddresses.newLetter} className={buttonClass("primary")}>
          {text.newLetter}
        </a>
      </div>
      <p className="mt-4 inline-block rounded-2xl bg-ink-900 px-3 py-1.5 text-sm font-semibold text-white">
        {text.audience(counted(recipients))}
      </p>
      {letters.length === 0 ? (
        <p className="mt-4 rounded-2xl border border-dashed border-ink-100 px-6 py-10 text-center text-ink-700">{text.empty}</p>
      ) : (
        <ul aria-label={text.label} className="mt-2 divide-y divide-ink-100">
          {letters.map((letter) => (
            <LetterRow key={letter.id} letter={letter} />
          ))}
        </ul>
      )}
      {letters.some((letter) => letter.status === "sent") ? <p className="mt-4 text-xs text-ink-700">{lettersText.results.hint}</p> : null}
    </section>
  );
}
