import { describe, expect, it } from "vitest";
import { textOfHtml } from "~/admin/articles/editor/html-text";
import { bundledArticles } from "~/lib/blog/bundled-articles.server";
import { renderArticleBody } from "~/lib/blog/render.server";
import { counted } from "~/lib/format/plural";
import { noBreakNumbers, noBreakNumbersInHtml } from "~/lib/text/no-break";
import { missedElisions } from "./elision";

// Every content module, so a new one is checked without being listed here (not the tests: importing one would run it here).
const modules = import.meta.glob<Record<string, unknown>>(["./**/*.ts", "!./**/*.test.ts"], { eager: true });

function strings(value: unknown, path: string): Array<[string, string]> {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}[${index}]`));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, item]) => strings(item, `${path}.${key}`));
  return [];
}

/** The names of a function's parameters, read from its source: `(name, count) => …` → ["name", "count"]. */
function parameterNames(fn: (...args: unknown[]) => unknown): string[] {
  const list = /^(?:function[^(]*)?\(([^)]*)\)|^(\w+)\s*=>/.exec(fn.toString());
  return (list?.[1] ?? list?.[2] ?? "")
    .split(",")
    .map((parameter) => parameter.trim())
    .filter(Boolean);
}

/**
 * What the texts written as functions (templates such as `(title) => \`Couverture de ${title}\``) say, called with
 * `sample(parameter name)` for each parameter. Only those inside exported objects: an exported function is code (a
 * lookup), not a text.
 */
function templates(value: unknown, path: string, sample: (parameter: string) => unknown): Array<[string, string]> {
  if (typeof value === "function")
    return strings(value(...parameterNames(value as (...args: unknown[]) => unknown).map(sample)), `${path}()`);
  if (Array.isArray(value)) return value.flatMap((item, index) => templates(item, `${path}[${index}]`, sample));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, item]) => templates(item, `${path}.${key}`, sample));
  return [];
}

const contentModules = Object.entries(modules).filter(([file]) => !file.endsWith(".test.ts"));
const all = contentModules.flatMap(([file, module]) => strings(module, file));

/**
 * A number as a template may take it: a Counted (app/content/counted.ts), a number its caller formatted (printed
 * "12 345", as app/lib/format writes it) or a plain number (compared as one).
 */
function sampleNumber(value: number) {
  const count = counted(value);
  return { ...count, toString: () => count.text, valueOf: () => value };
}

/** Words for the parameters that take a name or a title, `number` for the others. */
const samples =
  (number: number, name = "Marie") =>
  (parameter: string) =>
    /name|title|author|who/i.test(parameter) ? name : sampleNumber(number);

function allTemplates(sample: (parameter: string) => unknown): Array<[string, string]> {
  return contentModules.flatMap(([file, module]) =>
    Object.entries(module).flatMap(([name, value]) => (typeof value === "function" ? [] : templates(value, `${file}.${name}`, sample))),
  );
}

/** The bundled articles' texts as written: their front matter's texts and their Markdown without its diagrams. */
const articleSources: Array<[string, string]> = bundledArticles().flatMap(({ source }) => [
  ...(["title", "excerpt", "readTime", "authorQuote"] as const).flatMap((field): Array<[string, string]> => {
    const value = source[field];
    return value ? [[`${source.slug}.${field}`, value]] : [];
  }),
  ...source.tags.map((tag, index): [string, string] => [`${source.slug}.tags[${index}]`, tag]),
  [`${source.slug}.body`, source.body.replace(/```[\s\S]*?```/g, "")],
]);

/** Each bundled article's body as its page serves it (noBreakNumbersInHtml at reading), a line per block, diagrams left out. */
const servedArticleLines: Array<[string, string]> = bundledArticles().flatMap(({ source }) =>
  textOfHtml(noBreakNumbersInHtml(renderArticleBody(source.body, source.slug)).replace(/<pre[\s\S]*?<\/pre>/g, ""))
    .split("\n")
    .map((line, index): [string, string] => [`${source.slug}, block ${index + 1}`, line]),
);

// The currency selector's label keeps a plain space before its colon: tests/e2e/preferences.spec.ts looks for
// "Devise : Dollar US" in the page; so does the subject of a lead's reply link in tests/e2e/admin-desk.spec.ts
// ("Re : …"). Correct each with its test.
const pinnedTemplates = [
  "./currencies.ts.currencyText.summary()",
  "./admin/desk.ts.deskText.leads.replySubject()",
  // A line of the browser's console, as it was written.
  "./currencies.ts.currencyText.unsupported()",
];

/**
 * Texts kept byte for byte as they were written, plain spaces included: operator.ts holds the terminal's and the
 * logs' messages, read as they are by their tests (its header says which); the forms' refusals are the spec's
 * texts, moved here from app/lib/forms unchanged.
 */
const untypeset = ["./operator.ts", "./form-messages.ts", "./admin/editor.ts.articleDraftMessages."];
const typeset = ([path]: [string, string]) => !untypeset.some((start) => path.startsWith(start));

/** Where `noBreakNumbers` would change `text`: each breakable space shown as « _ » with what surrounds it. */
function breakableNumbers(text: string): string[] {
  const fixed = noBreakNumbers(text);
  const places: string[] = [];
  for (let index = 0; index < text.length; index++) {
    if (text[index] !== fixed[index]) places.push(`…${text.slice(Math.max(0, index - 20), index)}_${text.slice(index + 1, index + 20)}…`);
  }
  return places;
}

describe("French typography in app/content", () => {
  it("has content to check", () => {
    expect(all.length).toBeGreaterThan(10);
    expect(articleSources.length).toBeGreaterThan(7);
  });

  it("puts a non-breaking space, never a plain one, before : ; ! ? % and inside « »", () => {
    const offenders = all
      .filter(typeset)
      .filter(([, text]) => / [:;!?»%]|« /.test(text))
      .map(([path, text]) => `${path}: ${text}`);
    expect(offenders).toEqual([]);
  });

  it("does the same in the texts written as functions", () => {
    const written = allTemplates(samples(2));
    expect(written.length).toBeGreaterThan(10);
    const offenders = written
      .filter(([path, text]) => typeset([path, text]) && !pinnedTemplates.includes(path) && / [:;!?»%]|« /.test(text))
      .map(([path, text]) => `${path}: ${text}`);
    expect(offenders).toEqual([]);
  });

  it("never writes a path of the site in parentheses as text: a link is [text](/path), rendered as a link", () => {
    const offenders = [...all.filter(typeset), ...articleSources].flatMap(([path, text]) =>
      [...text.matchAll(/(?<!\])\(\/[\w/-]*\)/g)].map((match) => `${path}: ${match[0]}`),
    );
    expect(offenders).toEqual([]);
  });
});

describe("Elision in every text: content modules, their templates and the bundled articles", () => {
  it("elides de, le, la, que, je, ne, se, me, te, ce before a vowel or a mute h, and contracts de le, à les…", () => {
    // Templates are given names and titles that start with a vowel: « Portrait illustré d'Arnaud », not « de Arnaud ».
    const named = allTemplates(samples(2, "Arnaud"));
    const offenders = [...all, ...named, ...articleSources].flatMap(([path, text]) =>
      missedElisions(text).map((place) => `${path}: ${place}`),
    );
    expect(offenders).toEqual([]);
    expect(named.some(([, text]) => text.includes("d'Arnaud"))).toBe(true);
  });
});

describe("Numbers never break across lines", () => {
  it("has non-breaking spaces inside numbers and before their unit in every content string", () => {
    const offenders = all.filter(typeset).flatMap(([path, text]) => breakableNumbers(text).map((place) => `${path}: ${place}`));
    expect(offenders).toEqual([]);
  });

  it("has them in every template, given small and large numbers", () => {
    const offenders = [...allTemplates(samples(2)), ...allTemplates(samples(12345))]
      .filter(typeset)
      .flatMap(([path, text]) => breakableNumbers(text).map((place) => `${path}: ${place}`));
    expect(offenders).toEqual([]);
  });

  it("has them in the bundled articles as their pages serve them, across bold and links", () => {
    expect(servedArticleLines.some(([, line]) => line.includes("5\u00a0000\u00a0FCFA"))).toBe(true);
    const offenders = servedArticleLines.flatMap(([path, line]) => breakableNumbers(line).map((place) => `${path}: ${place}`));
    expect(offenders).toEqual([]);
  });
});
