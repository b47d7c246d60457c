import {
  analysisText,
  articleTones,
  fillerWords,
  keywordDensityAdvice,
  passiveVoiceWords,
  readabilityLevels,
  stopWords,
  type ToneSignal,
  toneMarkers,
} from "~/content/admin/editor";
import type { ArticleTone } from "~/lib/db/schema";
import { fold } from "~/lib/text/fold";
import { findingCount, findingNumber } from "./finding-numbers";
import { countCharacters, countElements, countPhrase, countWords, foldedTokens, textOfHtml } from "./html-text";
import { distinctKeywords, type KeywordDensity, keywordDensity } from "./seo-score";

/**
 * The editor's "AI analysis", made of measurements only: every number comes from the text itself and the
 * word lists of app/content/admin/editor.ts. Nothing is guessed by a model.
 */

export interface ToneCheck {
  signal: ToneSignal;
  measured: number;
  min?: number;
  max?: number;
  ok: boolean;
}

export interface AnalysisStep {
  id: string;
  title: string;
  findings: string[];
}

export interface TextAnalysis {
  /** Whitespace-separated tokens, as the editor counts them. */
  words: number;
  characters: number;
  sentences: number;
  /** Words per sentence, one decimal (words here are runs of letters and digits, as for readability). */
  averageSentenceLength: number;
  longestSentence: { text: string; words: number } | null;
  readability: { score: number; level: string; words: number; syllables: number } | null;
  passiveHints: string[];
  fillers: { word: string; count: number }[];
  repetitions: { word: string; count: number }[];
  keywords: KeywordDensity[];
  target: { words: number; target: number; difference: number; percent: number };
  tone: { tone: ArticleTone; checks: ToneCheck[]; matched: number };
  steps: AnalysisStep[];
}

const vowelGroup = /[aeiouyàâäéèêëîïôöùûüÿœæ]+/g;
// Words whose final "-ent" is heard (nouns, adjectives, adverbs); other "-ent" endings are taken for verbs.
const spokenEnt = new Set(
  "souvent content present absent accent argent agent talent urgent parent cent dent vent lent evident frequent recent different excellent intelligent patient".split(
    " ",
  ),
);

/**
 * French syllables, approximately: vowel groups ("oi", "eau" count once; the u of "qu", "gue", "gui" left out),
 * minus a silent final "e" or "es" after a consonant ("porte", "portes"), minus a silent verb ending "-ent"
 * ("parlent"; not "-ment" nor the listed nouns and adjectives). A word without vowels ("2025", "SMS") counts one.
 */
export function countSyllables(word: string): number {
  const lower = word
    .toLocaleLowerCase("fr-FR")
    .replace(/qu/g, "q")
    .replace(/gu(?=[eiéèêëîïy])/g, "g");
  let count = lower.match(vowelGroup)?.length ?? 0;
  if (count > 1 && /[^aeiouyàâäéèêëîïôöùûüÿœæ]es?$/.test(lower)) count--;
  else if (count > 1 && /[^aeiouyàâäéèêëîïôöùûüÿœæm]ent$/.test(lower) && !spokenEnt.has(fold(lower))) count--;
  return Math.max(1, count);
}

const wordPattern = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

function wordsOf(text: string): string[] {
  return text.match(wordPattern) ?? [];
}

/** Sentences: split after . ! ? … (and closing quotes) followed by a space, and at each block edge. */
export function sentencesOf(text: string): string[] {
  return text
    .split("\n")
    .flatMap((block) => block.split(/(?<=[.!?…](?:\u00a0?[»"”)])*)[ \t\u00a0\u202f]+(?![»"”)])/))
    .map((sentence) => sentence.trim())
    .filter((sentence) => wordsOf(sentence).length > 0);
}

function oneDecimal(value: number): number {
  return Math.round(value * 10) / 10;
}

function readabilityLevel(score: number): string {
  return readabilityLevels.find((level) => score >= level.min)?.label ?? "";
}

const etre = new Set(passiveVoiceWords.etre.split(" "));
const betweenEtreAndParticiple = new Set(passiveVoiceWords.betweenEtreAndParticiple.split(" "));
const participle = /(?:é|ée|és|ées|i|ie|is|ies|u|ue|us|ues|it|ite|its|ites|ert|erte|erts|ertes)$/;
const notParticiple = /(?:ais|ois|ui|ous?|eu[sx]?)$/;
const notParticipleWords = new Set(passiveVoiceWords.notParticiple.split(" "));

/** « est réalisé », « sont très appréciés »: a form of « être », maybe one adverb, then a likely past participle. */
function passiveHints(sentences: string[]): string[] {
  const hints: string[] = [];
  for (const sentence of sentences) {
    const words = wordsOf(sentence.toLocaleLowerCase("fr-FR")).map((word) => word.split(/['’]/).at(-1) ?? word);
    words.forEach((word, index) => {
      if (!etre.has(fold(word))) return;
      let next = index + 1;
      if (betweenEtreAndParticiple.has(fold(words[next] ?? ""))) next++;
      const candidate = words[next];
      if (candidate && participle.test(candidate) && !notParticiple.test(candidate) && !notParticipleWords.has(candidate)) {
        hints.push(words.slice(index, next + 1).join(" "));
      }
    });
  }
  return hints;
}

function topCounts(counts: Map<string, { word: string; count: number }>, minimum: number, limit: number) {
  return [...counts.values()]
    .filter((entry) => entry.count >= minimum)
    .sort((a, b) => b.count - a.count || a.word.localeCompare(b.word, "fr"))
    .slice(0, limit);
}

function repetitions(text: string, keywords: string[]) {
  const excluded = new Set([...stopWords, ...keywords.flatMap(foldedTokens)]);
  const counts = new Map<string, { word: string; count: number }>();
  for (const word of text.toLocaleLowerCase("fr-FR").match(/[\p{L}\p{N}]+/gu) ?? []) {
    const key = fold(word);
    if (key.length < 3 || !/\p{L}/u.test(key) || excluded.has(key)) continue;
    const entry = counts.get(key) ?? { word, count: 0 };
    entry.count++;
    counts.set(key, entry);
  }
  return topCounts(counts, 3, 5);
}

type Unit = "per100" | "percent" | "words" | "count";
const units: Record<ToneSignal, Unit> = {
  vous: "per100",
  tu: "per100",
  address: "per100",
  je: "per100",
  hedges: "per100",
  questions: "percent",
  exclamations: "percent",
  sentenceLength: "words",
  steps: "count",
  examples: "count",
  figures: "count",
  imperatives: "count",
};

/** What each tone expects; a signal within its bounds is "conforme". */
const toneRules: Record<ArticleTone, { signal: ToneSignal; min?: number; max?: number }[]> = {
  professional: [
    { signal: "tu", max: 0 },
    { signal: "je", max: 0.5 },
    { signal: "exclamations", max: 5 },
    { signal: "sentenceLength", min: 12, max: 25 },
  ],
  friendly: [
    { signal: "address", min: 1 },
    { signal: "sentenceLength", max: 20 },
    { signal: "exclamations", max: 20 },
  ],
  conversational: [
    { signal: "questions", min: 10 },
    { signal: "address", min: 1.5 },
    { signal: "sentenceLength", max: 18 },
  ],
  authoritative: [
    { signal: "figures", min: 1 },
    { signal: "hedges", max: 0.5 },
    { signal: "exclamations", max: 5 },
    { signal: "tu", max: 0 },
  ],
  educational: [
    { signal: "steps", min: 2 },
    { signal: "examples", min: 1 },
    { signal: "imperatives", min: 1 },
    { signal: "sentenceLength", max: 20 },
  ],
};

function toneSignals(html: string, text: string, sentences: string[], lexicalWords: number): Record<ToneSignal, number> {
  const tokens = foldedTokens(text);
  const count = (phrases: string[]) => phrases.reduce((sum, phrase) => sum + countPhrase(tokens, phrase), 0);
  const per100 = (found: number) => (lexicalWords === 0 ? 0 : oneDecimal((found * 100) / lexicalWords));
  const share = (ending: string) =>
    sentences.length === 0
      ? 0
      : Math.round((sentences.filter((s) => s.replace(/[\s»"”)]+$/, "").endsWith(ending)).length * 100) / sentences.length);
  const imperatives = sentences.filter((sentence) => {
    const first = fold(wordsOf(sentence)[0] ?? "");
    return first.length > 4 && first.endsWith("ez") && !toneMarkers.notImperatives.includes(first);
  }).length;
  return {
    vous: per100(count(toneMarkers.vous)),
    tu: per100(count(toneMarkers.tu)),
    address: per100(count(toneMarkers.vous) + count(toneMarkers.tu)),
    je: per100(count(toneMarkers.je)),
    hedges: per100(count(toneMarkers.hedges)),
    questions: share("?"),
    exclamations: share("!"),
    sentenceLength: sentences.length === 0 ? 0 : oneDecimal(lexicalWords / sentences.length),
    steps: count(toneMarkers.steps) + countElements(html, "ol"),
    examples: count(toneMarkers.examples),
    figures: wordsOf(text).filter((word) => /\p{N}/u.test(word)).length,
    imperatives,
  };
}

function shorten(text: string, max: number): string {
  const characters = Array.from(text);
  return characters.length <= max
    ? text
    : `${characters
        .slice(0, max - 1)
        .join("")
        .trimEnd()}…`;
}

type Measures = Omit<TextAnalysis, "steps">;

function measure(input: { html: string; tone: ArticleTone; wordTarget: number; keywords: string[] }): Measures {
  const text = textOfHtml(input.html);
  const sentences = sentencesOf(text);
  const sentenceWords = sentences.map((sentence) => wordsOf(sentence));
  const lexical = sentenceWords.flat();
  const syllables = lexical.reduce((sum, word) => sum + countSyllables(word), 0);
  const score = oneDecimal(207 - 1.015 * (lexical.length / sentences.length) - 73.6 * (syllables / lexical.length));

  const tokens = foldedTokens(text);
  const keywords = distinctKeywords(input.keywords);
  const words = countWords(text);
  const signals = toneSignals(input.html, text, sentences, lexical.length);
  const checks = toneRules[input.tone].map(({ signal, min, max }) => {
    const measured = signals[signal];
    return { signal, measured, min, max, ok: (min === undefined || measured >= min) && (max === undefined || measured <= max) };
  });

  return {
    words,
    characters: countCharacters(text),
    sentences: sentences.length,
    averageSentenceLength: sentences.length === 0 ? 0 : oneDecimal(lexical.length / sentences.length),
    longestSentence: sentenceWords.reduce<Measures["longestSentence"]>(
      (best, found, index) => (!best || found.length > best.words ? { text: sentences[index] ?? "", words: found.length } : best),
      null,
    ),
    readability: lexical.length === 0 ? null : { score, level: readabilityLevel(score), words: lexical.length, syllables },
    passiveHints: passiveHints(sentences),
    fillers: fillerWords
      .map((word) => ({ word, count: countPhrase(tokens, word) }))
      .filter((entry) => entry.count > 0)
      .sort((a, b) => b.count - a.count),
    repetitions: repetitions(text, keywords),
    keywords: keywords.map((keyword) => keywordDensity(text, keyword)),
    target: {
      words,
      target: input.wordTarget,
      difference: words - input.wordTarget,
      percent: input.wordTarget > 0 ? Math.round((words * 100) / input.wordTarget) : 0,
    },
    tone: { tone: input.tone, checks, matched: checks.filter((check) => check.ok).length },
  };
}

/** The measures told as French sentences, step by step, with their numbers. */
function stepsOf(measures: Measures, title: string): AnalysisStep[] {
  const t = analysisText;
  const { readability, longestSentence: longest, passiveHints: passive, fillers, repetitions: repeated, target, tone } = measures;
  const counted = (list: { word: string; count: number }[]) =>
    list.map(({ word, count }) => t.counted(word, findingNumber(count))).join(", ");
  const quoted = (list: string[]) => list.map((hint) => `«\u00a0${hint}\u00a0»`).join(", ");
  const titleTokens = foldedTokens(title);
  const keywordFinding = (entry: KeywordDensity) => {
    const { min, max } = keywordDensityAdvice;
    const advice =
      entry.occurrences === 0 ? t.keywordAbsent : entry.density < min ? t.keywordMore : entry.density > max ? t.keywordLess : "";
    const inTitle = countPhrase(titleTokens, entry.keyword) > 0 ? "" : t.notInTitle;
    return [t.keyword(entry.keyword, findingCount(entry.occurrences), findingNumber(entry.density)), advice, inTitle]
      .filter(Boolean)
      .join(" ");
  };
  const unit = (check: ToneCheck) => t.units[units[check.signal]];
  const expected = (check: ToneCheck) => {
    if (check.min !== undefined && check.max !== undefined)
      return t.between(unit(check)(findingNumber(check.min)), unit(check)(findingNumber(check.max)));
    if (check.min !== undefined) return t.atLeast(unit(check)(findingNumber(check.min)));
    return check.max === 0 ? t.none : t.atMost(unit(check)(findingNumber(check.max ?? 0)));
  };
  const toneLabel = articleTones.find((entry) => entry.id === tone.tone)?.label ?? tone.tone;

  return [
    {
      id: "readability",
      title: t.steps.readability,
      findings: readability
        ? [
            t.readability(findingNumber(readability.score), readability.level),
            t.readabilityBasis(
              findingCount(readability.words),
              findingCount(measures.sentences),
              findingCount(readability.syllables),
              findingCount(measures.averageSentenceLength),
              findingCount(oneDecimal(readability.syllables / readability.words)),
            ),
          ]
        : [t.tooShort],
    },
    {
      id: "sentences",
      title: t.steps.sentences,
      findings: longest
        ? [
            t.sentences(findingCount(measures.sentences), findingNumber(measures.averageSentenceLength)),
            t.longest(findingCount(longest.words), shorten(longest.text, 160)),
            ...(longest.words > 25 ? [t.longestAdvice] : []),
          ]
        : [t.tooShort],
    },
    {
      id: "passive",
      title: t.steps.passive,
      findings:
        passive.length === 0 ? [t.noPassive] : [t.passive(findingCount(passive.length), quoted(passive.slice(0, 5))), t.passiveCaveat],
    },
    {
      id: "fillers",
      title: t.steps.fillers,
      findings:
        fillers.length === 0
          ? [t.noFillers]
          : [t.fillers(findingCount(fillers.reduce((sum, entry) => sum + entry.count, 0)), counted(fillers))],
    },
    {
      id: "repetitions",
      title: t.steps.repetitions,
      findings: [repeated.length === 0 ? t.noRepetitions : t.repetitions(counted(repeated))],
    },
    {
      id: "keywords",
      title: t.steps.keywords,
      findings: measures.keywords.length === 0 ? [t.noKeywords] : measures.keywords.map(keywordFinding),
    },
    {
      id: "target",
      title: t.steps.target,
      findings: [
        t.target(findingCount(target.words), findingNumber(target.target), findingNumber(target.percent)),
        target.difference < 0
          ? t.missing(findingCount(-target.difference))
          : target.difference > 0
            ? t.over(findingCount(target.difference))
            : t.reached,
      ],
    },
    {
      id: "tone",
      title: t.steps.tone,
      findings: readability
        ? [
            t.tone(toneLabel, findingCount(tone.matched), findingNumber(tone.checks.length)),
            ...tone.checks.map((check) =>
              t.toneCheck(t.signals[check.signal], unit(check)(findingNumber(check.measured)), expected(check), check.ok),
            ),
          ]
        : [t.tooShort],
    },
  ];
}

export function analyseText(input: {
  html: string;
  title: string;
  tone: ArticleTone;
  wordTarget: number;
  keywords: string[];
}): TextAnalysis {
  const measures = measure(input);
  return { ...measures, steps: stepsOf(measures, input.title) };
}
