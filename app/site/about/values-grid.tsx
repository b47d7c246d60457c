import { HeartHandshake, Lightbulb, ShieldCheck, Target } from "lucide-react";
import type { AgencyValue } from "~/content/about";

const icons = { Target, HeartHandshake, Lightbulb, ShieldCheck };

export function ValuesGrid({ values }: { values: AgencyValue[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {values.map((value) => {
        const Icon = icons[value.icon];
        return (
          <li key={value.title} className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-ink-100">
            <span className="inline-flex h-12 w-12 items-center justify-center rounded-2xl bg-gold-300/40 text-gold-700">
              <Icon className="h-6 w-6" aria-hidden="true" />
            </span>
            <h3 className="mt-4 text-lg font-bold text-ink-900">{value.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-ink-700">{value.description}</p>
          </li>
        );
      })}
    </ul>
  );
}
