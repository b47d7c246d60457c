import { outlineText, stopWords } from "~/content/admin/editor";
import type { ArticleTone } from "~/lib/db/schema";
import { fold } from "~/lib/text/fold";

export interface ContentSuggestion {
  /** h2 titles, in reading order. */
  sections: string[];
  keyPhrases: string[];
}

/** The title's subject: what comes before its first " : ", " ? " or " - ", without final punctuation. */
function topicOf(title: string): string {
  const [head = ""] = title.trim().split(/\s*[:?!]\s+|\s+[-–—]\s+/);
  return head.replace(/[\s\u00a0.:;!?…]+$/, "").trim();
}

function isContentWord(word: string): boolean {
  const key = fold(word);
  return /\p{L}/u.test(key) && key.length >= 3 && !stopWords.includes(key);
}

/** The title's words worth repeating, then pairs of them that stand side by side ("page Facebook"). */
function titlePhrases(title: string): string[] {
  // "L'e-commerce" → "e-commerce"; the first word loses its capital ("Vendre"), later capitals are names ("Facebook").
  const words = (title.match(/[\p{L}\p{N}]+(?:[-'’][\p{L}\p{N}]+)*/gu) ?? []).map((word, index) => {
    const elided = word.split(/['’]/).at(-1) ?? word;
    return index === 0 && /^\p{Lu}\p{Ll}*$/u.test(elided) ? elided.toLocaleLowerCase("fr-FR") : elided;
  });
  const content = words.map((word) => (isContentWord(word) ? word : null));
  const pairs = content.flatMap((word, index) => {
    const next = content[index + 1];
    return word && next ? [`${word} ${next}`] : [];
  });
  return [...pairs, ...content.filter((word): word is string => word !== null)];
}

function distinct(phrases: string[]): string[] {
  const seen = new Set<string>();
  return phrases.filter((phrase) => {
    const key = fold(phrase);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * A French outline from the title, the category's plan and the tone, always the same for the same input:
 * the title's subject opens, the tone adds its sections around the category's, "Passer à l'action" closes.
 */
export function suggestContent({
  title,
  category,
  tone,
}: {
  title: string;
  /** One of the admin categories; another (a bundled article's "Technologie") gets no category sections. */
  category: string;
  tone: ArticleTone;
}): ContentSuggestion {
  const categories: Record<string, { sections: string[]; keyPhrases: string[] } | undefined> = outlineText.categories;
  const plan = categories[category] ?? { sections: [], keyPhrases: [] };
  const toneSections = outlineText.tones[tone];
  const topic = topicOf(title);
  return {
    sections: distinct([
      ...(topic ? [outlineText.intro(topic)] : []),
      ...toneSections.opening,
      ...plan.sections,
      ...toneSections.closing,
      outlineText.conclusion,
    ]),
    keyPhrases: distinct([...distinct(titlePhrases(title)).slice(0, 6), ...plan.keyPhrases]),
  };
}
