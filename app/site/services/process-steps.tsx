import type { TitledText } from "~/content/types";
import { uiText } from "~/content/ui";

export function ProcessSteps({ steps }: { steps: TitledText[] }) {
  return (
    <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {steps.map((step, index) => (
        <li key={step.title} className="relative rounded-3xl border border-ink-100 bg-white p-6 shadow-sm">
          <span aria-hidden="true" className="text-5xl font-black text-gold-600">
            {String(index + 1).padStart(2, "0")}
          </span>
          <h3 className="mt-3 text-lg font-bold text-ink-900">
            <span className="sr-only">{uiText.step(index + 1)}</span>
            {step.title}
          </h3>
          <p className="mt-2 leading-relaxed text-ink-700">{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
