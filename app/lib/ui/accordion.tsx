import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import { scrollOnOpen as scrollOnOpenSection } from "~/lib/behaviours/accordion";

interface AccordionItemProps {
  /** Items sharing a group: opening one closes the others (native exclusive <details>). */
  group: string;
  id?: string;
  title: ReactNode;
  children: ReactNode;
  /** Scroll the opened item under the navbar (legal pages: app/site/shell/accordions.client.ts). */
  scrollOnOpen?: boolean;
  /** Attributes of its <details>, such as an analytics event sent when it opens (trackOpen). */
  detailsProps?: Record<string, string>;
  headingLevel?: 2 | 3;
  tone?: "card" | "plain";
}

/**
 * One accordion item on a native <details name>: one open at a time, a click
 * on the open one closes it, keyboard and screen readers work natively, and
 * without JavaScript every answer can still be opened.
 */
export function AccordionItem({
  group,
  id,
  title,
  children,
  scrollOnOpen,
  detailsProps,
  headingLevel = 3,
  tone = "card",
}: AccordionItemProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <details
      name={group}
      id={id}
      {...scrollOnOpenSection.props({ section: scrollOnOpen })}
      {...detailsProps}
      className={`group ${tone === "card" ? "rounded-2xl border border-ink-100 bg-white shadow-sm open:shadow-md" : "border-b border-ink-100"}`}
    >
      <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left sm:px-6 [&::-webkit-details-marker]:hidden">
        <Heading className="text-base font-semibold text-ink-900 sm:text-lg">{title}</Heading>
        <ChevronDown className="h-5 w-5 shrink-0 text-gold-600 transition-transform group-open:rotate-180" aria-hidden="true" />
      </summary>
      <div className="px-5 pb-5 text-ink-700 sm:px-6">{children}</div>
    </details>
  );
}
