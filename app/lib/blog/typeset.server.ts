import { noBreakNumbers, noBreakNumbersInHtml } from "../text/no-break";
import { frenchSpacing } from "./render.server";

/**
 * A line of an article (its title, excerpt, author's quote) as readers get it: French punctuation held to its word
 * (« : » and « » » never start a line) and numbers unbreakable (« 5 000 FCFA »).
 */
export function typesetLine(text: string): string {
  return noBreakNumbers(frenchSpacing(text));
}

export interface TypesetFields {
  title: string;
  excerpt: string;
  author_quote?: string | null;
  content: string;
}

/**
 * The typography of an article, given once, when it is stored: seeded from its Markdown, saved by the staff, or
 * typeset by the migration that brought in this rule (2026-11-26-009). Whoever wrote it, readers get the same
 * text, and the public pages serve what is stored. Applying it again changes nothing.
 */
export function typesetArticle<Fields extends TypesetFields>(fields: Fields): Fields {
  return {
    ...fields,
    title: typesetLine(fields.title),
    excerpt: typesetLine(fields.excerpt),
    content: noBreakNumbersInHtml(fields.content),
    ...(fields.author_quote ? { author_quote: typesetLine(fields.author_quote) } : {}),
  };
}
