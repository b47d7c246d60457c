import type { ReactNode } from "react";
import { ParallaxCircles } from "./parallax-circles";

/** The dark, centred hero of the inner pages. */
export function PageHero({ eyebrow, title, lead, children }: { eyebrow: string; title: string; lead: string; children?: ReactNode }) {
  return (
    <section className="relative overflow-hidden bg-ink-950 pt-32 pb-20 text-white sm:pt-40 sm:pb-28">
      <ParallaxCircles tone="dark" />
      <div className="relative mx-auto max-w-4xl px-4 text-center sm:px-6">
        <p className="text-sm font-semibold tracking-wider text-gold-300 uppercase">{eyebrow}</p>
        <h1 className="mt-4 text-3xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl">{title}</h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-ink-100/85">{lead}</p>
        {children}
      </div>
    </section>
  );
}
