import { CheckCircle2, type LucideIcon, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";

// The frame of the pages a newsletter mail's link opens (/newsletter/confirmation, /desinscription): a title, then
// either the one button that acts (a plain form) or what came of it.

export const primaryLink = "inline-flex rounded-full bg-ink-900 px-6 py-3 font-semibold text-white hover:bg-ink-700";
const quietLink = "inline-flex rounded-full px-6 py-3 font-semibold text-ink-900 ring-1 ring-ink-100 hover:bg-sand-100";
const card = "mt-8 rounded-3xl bg-white p-8 shadow-sm ring-1 ring-ink-100";

export function MailedLinkPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="bg-sand-50">
      <div className="mx-auto max-w-xl px-4 pt-32 pb-20 text-center sm:px-6">
        <h1 className="text-3xl font-extrabold text-ink-900 sm:text-4xl">{title}</h1>
        {children}
      </div>
    </section>
  );
}

/** The button's card: what the link is for, the address it is about, and the form that acts. */
export function LinkAction({
  icon: Icon,
  intro,
  email,
  children,
}: {
  icon: LucideIcon;
  intro: string;
  email: string;
  children: ReactNode;
}) {
  return (
    <div className={card}>
      <Icon className="mx-auto h-12 w-12 text-gold-600" aria-hidden="true" />
      <p className="mt-4 text-ink-700">{intro}</p>
      <p className="mt-2 font-semibold break-all text-ink-900">{email}</p>
      {children}
    </div>
  );
}

/** What came of the link: done (a status) or refused (an alert), with links onward, the first one stressed. */
export function LinkOutcome({
  title,
  body,
  failed = false,
  links,
}: {
  title: string;
  body: string;
  failed?: boolean;
  links: { href: string; label: string }[];
}) {
  const Icon = failed ? TriangleAlert : CheckCircle2;
  return (
    <div role={failed ? "alert" : "status"} className={card}>
      <Icon className={`mx-auto h-12 w-12 ${failed ? "text-red-600" : "text-green-600"}`} aria-hidden="true" />
      <h2 className="mt-4 text-xl font-bold text-ink-900">{title}</h2>
      <p className="mt-2 text-ink-700">{body}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {links.map((link, index) => (
          <a key={link.href} href={link.href} className={index === 0 ? primaryLink : quietLink}>
            {link.label}
          </a>
        ))}
      </div>
    </div>
  );
}
