import { ArrowRight, Inbox } from "lucide-react";
import { newsletterArchiveText as text } from "~/content/newsletter-archive";
import { formatLongDate } from "~/lib/format/date";
import { ArchiveHeader, type ArchiveLinks, ArchiveSignUp } from "./archive-parts";

/** A sent letter as the list shows it: its page's address, subject, preheader and when it left (ISO). */
export interface ArchiveEntry {
  href: string;
  subject: string;
  preheader: string;
  sentAt: string;
}

/**
 * /newsletter/archives: the letters sent to the subscribers, newest first, each a link to its page; a word when none
 * has left yet; then the invitation to sign up. Rendered by the server, without script.
 */
export function ArchiveList({ letters, links }: { letters: ArchiveEntry[]; links: ArchiveLinks }) {
  return (
    <>
      <ArchiveHeader links={links} onArchive eyebrow={text.index.eyebrow} title={text.index.heading}>
        <p className="mt-5 text-lg leading-relaxed text-ink-100/85">{text.index.lead}</p>
      </ArchiveHeader>
      <div className="bg-sand-50">
        <div className="mx-auto max-w-3xl space-y-12 px-4 py-12 sm:px-6 sm:py-16">
          {letters.length === 0 ? (
            <section aria-labelledby="archive-empty" className="rounded-3xl bg-white p-8 text-center shadow-sm ring-1 ring-ink-100 sm:p-10">
              <Inbox className="mx-auto h-10 w-10 text-gold-600" aria-hidden="true" />
              <h2 id="archive-empty" className="mt-4 text-xl font-bold text-ink-900">
                {text.index.empty.title}
              </h2>
              <p className="mt-2 text-ink-700">{text.index.empty.text}</p>
            </section>
          ) : (
            <section aria-labelledby="archive-letters">
              <h2 id="archive-letters" className="text-2xl font-extrabold text-ink-900">
                {text.index.listTitle}
              </h2>
              <ol className="mt-6 space-y-5">
                {letters.map((letter) => (
                  <li key={letter.href}>
                    <ArchiveItem letter={letter} />
                  </li>
                ))}
              </ol>
            </section>
          )}
          <ArchiveSignUp location="newsletter_archive" />
        </div>
      </div>
    </>
  );
}

/** One letter of the list: the whole card is its link (the title's, stretched over it). */
function ArchiveItem({ letter }: { letter: ArchiveEntry }) {
  return (
    <article className="group relative rounded-3xl bg-white p-6 shadow-sm ring-1 ring-ink-100 transition-shadow hover:shadow-lg sm:p-8">
      <p className="text-sm font-semibold text-gold-700">
        <time dateTime={letter.sentAt}>{formatLongDate(new Date(letter.sentAt))}</time>
      </p>
      <h3 className="mt-2 text-xl leading-snug font-extrabold text-balance break-words text-ink-900 sm:text-2xl">
        <a href={letter.href} className="after:absolute after:inset-0 after:rounded-3xl group-hover:underline">
          {letter.subject}
        </a>
      </h3>
      {letter.preheader ? <p className="mt-3 leading-relaxed text-ink-700">{letter.preheader}</p> : null}
      <p aria-hidden="true" className="mt-5 inline-flex items-center gap-2 text-sm font-semibold text-ink-900">
        {text.index.read}
        <ArrowRight className="h-4 w-4 transition-transform group-hover:translate-x-1" />
      </p>
    </article>
  );
}
