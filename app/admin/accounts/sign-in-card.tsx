import type { ReactNode } from "react";
import { Logo } from "~/lib/ui/logo";

/** The sign-in's full-width button and its links' look, shared by the pages a person reaches without a session. */
export const signInSubmitClass = "w-full rounded-full bg-ink-900 px-6 py-3 font-semibold text-white hover:bg-ink-700";
export const signInLinkClass = "font-semibold text-ink-900 underline underline-offset-4 hover:text-gold-700";

/**
 * The card of the pages reached without a session: the sign-in, « Mot de passe oublié », a mailed link's form. Held
 * at the top, not centred: the passkey island below the password form changes its height as it wakes, and a centred
 * card then moved, its links with it, under a finger already on its way.
 */
export function SignInCard({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-start justify-center bg-ink-950 px-4 py-16 sm:pt-24">
      <div className="w-full max-w-sm rounded-3xl bg-white p-8 shadow-2xl">
        <Logo />
        <h1 className="mt-6 text-2xl font-bold text-ink-900">{title}</h1>
        {intro ? <p className="mt-1 text-sm text-ink-700">{intro}</p> : null}
        {children}
      </div>
    </main>
  );
}
