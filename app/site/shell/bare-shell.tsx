import type { ReactNode } from "react";
import { shellText as text } from "~/content/site";
import { Logo } from "~/lib/ui/logo";

/**
 * The frame of a page rendered before the root loader could run (a request the boundary refused):
 * the logo back home and the page, on the site's background, without the settings the full shell needs.
 */
export function BareShell({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-screen bg-sand-50">
      <header className="mx-auto max-w-7xl px-4 pt-5 sm:px-6 lg:px-8">
        <a href="/" className="inline-flex rounded-md" aria-label={text.homeLink}>
          <Logo />
        </a>
      </header>
      <main id="contenu">{children}</main>
    </div>
  );
}
