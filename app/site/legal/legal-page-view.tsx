import type { ReactNode } from "react";
import type { LegalBlock, LegalPage } from "~/content/types";
import { AccordionItem } from "~/lib/ui/accordion";
import { fillTokens, RichText } from "~/lib/ui/rich-text";

function Block({ block, tokens }: { block: LegalBlock; tokens: Record<string, string> }) {
  if (block.kind === "paragraph") {
    return (
      <p className="leading-relaxed">
        <RichText text={fillTokens(block.text, tokens)} />
      </p>
    );
  }
  const List = block.kind === "steps" ? "ol" : "ul";
  return (
    <List className={`space-y-2 pl-5 leading-relaxed ${block.kind === "steps" ? "list-decimal" : "list-disc"} marker:text-gold-600`}>
      {block.items.map((item) => (
        <li key={item}>
          <RichText text={fillTokens(item, tokens)} />
        </li>
      ))}
    </List>
  );
}

/** A legal page: hero, then one accordion card per section (one open at a time, scrolled under the navbar when opened). */
export function LegalPageView({
  page,
  tokens,
  group,
  meta,
  background,
}: {
  page: LegalPage;
  tokens: Record<string, string>;
  group: string;
  meta?: ReactNode;
  background?: ReactNode;
}) {
  return (
    <div className="relative overflow-hidden bg-sand-50">
      {background}
      <div className="relative mx-auto max-w-3xl px-4 pt-32 pb-20 sm:px-6 sm:pt-36">
        <h1 className="text-4xl font-extrabold tracking-tight text-ink-900 sm:text-5xl">{page.title}</h1>
        {meta}
        <p className="mt-6 text-lg leading-relaxed text-ink-700">
          <RichText text={fillTokens(page.intro, tokens)} />
        </p>
        <div className="mt-10 space-y-3">
          {page.sections.map((section) => (
            <AccordionItem key={section.id} id={section.id} group={group} title={section.title} headingLevel={2} scrollOnOpen>
              <div className="space-y-4">
                {section.blocks.map((block, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: blocks are static content in a fixed order.
                  <Block key={index} block={block} tokens={tokens} />
                ))}
              </div>
            </AccordionItem>
          ))}
        </div>
      </div>
    </div>
  );
}
