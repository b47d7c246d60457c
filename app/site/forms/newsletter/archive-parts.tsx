import { Mail } from "lucide-react";
import type { ReactNode } from "react";
import { newsletterArchiveText as text } from "~/content/newsletter-archive";
import { trackClick } from "~/lib/analytics/track-attributes";
import { ButtonLink } from "~/lib/ui/button-link";
import { newsletterAction } from "./newsletter-form";

/**
 * The list of sent letters, for the links of universal components (the /newsletter page's): the same address as
 * `archivePath` of app/lib/newsletter/letters.server.ts, which the pages and the mails use.
 */
export const newsletterArchivePath = "/newsletter/archives";

/** Where the archive's pages lead: the list of letters (its path is the page's, app/pages/newsletter/archives). */
export interface ArchiveLinks {
  /** /newsletter/archives */
  archive: string;
}

/**
 * Accueil / Newsletter / Archives, above the title of the archive's pages. On the list the last step is the page
 * itself (aria-current); on a letter it is the way back to the list.
 */
function Trail({ archive, onArchive }: { archive: string; onArchive: boolean }) {
  const link = "font-semibold text-gold-300 hover:underline";
  const separator = (
    <span aria-hidden="true" className="text-ink-100/50">
      /
    </span>
  );
  return (
    <nav aria-label={text.breadcrumb.label}>
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <li>
          <a href="/" className={link}>
            {text.breadcrumb.home}
          </a>
        </li>
        <li className="flex items-center gap-x-2">
          {separator}
          <a href={newsletterAction} className={link}>
            {text.breadcrumb.newsletter}
          </a>
        </li>
        <li className="flex items-center gap-x-2">
          {separator}
          {onArchive ? (
            <span aria-current="page" className="text-ink-100/85">
              {text.breadcrumb.archive}
            </span>
          ) : (
            <a href={archive} className={link}>
              {text.breadcrumb.archive}
            </a>
          )}
        </li>
      </ol>
    </nav>
  );
}

/** The dark header of the archive's pages, as the blog's articles have: the trail, the title and what follows it. */
export function ArchiveHeader({
  links,
  onArchive,
  eyebrow,
  title,
  children,
}: {
  links: ArchiveLinks;
  /** The list itself (its trail ends on it) rather than one letter. */
  onArchive: boolean;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <header className="bg-ink-950 pt-28 pb-12 text-white sm:pt-36 sm:pb-16">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <Trail archive={links.archive} onArchive={onArchive} />
        {eyebrow ? <p className="mt-8 text-sm font-semibold tracking-wider text-gold-300 uppercase">{eyebrow}</p> : null}
        <h1
          className={`${eyebrow ? "mt-3" : "mt-8"} text-3xl leading-tight font-extrabold tracking-tight text-balance break-words sm:text-5xl`}
        >
          {title}
        </h1>
        {children}
      </div>
    </header>
  );
}

/** The invitation to sign up, under the list and under each letter: a link to /newsletter, where the form is. */
export function ArchiveSignUp({ location }: { location: "newsletter_archive" | "newsletter_letter" }) {
  return (
    <section aria-labelledby="archive-sign-up" className="relative overflow-hidden rounded-3xl bg-ink-900 p-8 text-white sm:p-10">
      <div className="flex flex-col gap-6 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-col gap-4 sm:flex-row">
          <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl bg-gold-400 text-ink-950" aria-hidden="true">
            <Mail className="h-6 w-6" />
          </span>
          <div>
            <h2 id="archive-sign-up" className="text-xl font-extrabold sm:text-2xl">
              {text.signUp.title}
            </h2>
            <p className="mt-2 max-w-md leading-relaxed text-ink-100/85">{text.signUp.text}</p>
          </div>
        </div>
        <ButtonLink to={newsletterAction} variant="gold" arrow tracking={trackClick("cta_click", { location })} className="shrink-0">
          {text.signUp.action}
        </ButtonLink>
      </div>
    </section>
  );
}
