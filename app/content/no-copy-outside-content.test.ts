import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * STYLE.md: "Copy (every French sentence or label a visitor or staff member reads) lives in `app/content/`."
 * This test reads every source file of app/ and server/ (not the tests, *.test-support.ts or .d.ts) with the
 * TypeScript compiler and names, file:line, each French literal written outside app/content: string literals,
 * template literals (their parts joined, each placeholder read as the number 0) and JSX text. An .astro file's
 * frontmatter is read the same way; its template's text between tags and its quoted attributes are read as text.
 *
 * What counts as French (a text with two letters in a row, and one of):
 * - a French accented letter (é, à, ç, œ…) or a French typographic mark (« », ’, a no-break or narrow
 *   no-break space), as French copy writes them and code does not;
 * - an elision (l', d', qu', n'…) followed by a letter;
 * - a word, a space and a colon or semicolon ("Configuration invalide :"), as French punctuates and English does not;
 * - at least two words of which one is a French little word (le, la, des, une, pour, vous…): "Voir les
 *   articles", but not "failed to send" (logs and engineers' errors are English here; a French log line is
 *   a finding, like any other text);
 * - any word, even alone, of a short list of words only French prose uses (« Veuillez », « requis », « est »,
 *   « votre », « Fermer »…), in lower case or capitalised and between spaces: "Requis" or "0 sur 0" is caught,
 *   while "articles" (a view's name), "/erreur" (an address) and "LA" (a country's code) are not;
 * - in JSX, any text between tags and any accessible-text attribute (aria-label, title, alt, placeholder),
 *   even one unaccented word ("Annuler"): that is what a reader sees or hears.
 *
 * What is not copy, and is skipped: module paths (import, export, import()), literal types, class names
 * (className, class), regular expressions (not strings), a lone letter ("é" in a table that folds accents),
 * and the strings of the files and folders below. URL slugs, tag names and English log lines do not match
 * the rules above.
 */
const root = join(import.meta.dirname, "..", "..");
const scanned = ["app", "server"];

/** Folders and files whose French is in the right place, each with its reason. */
const allowed: Record<string, string> = {
  "app/content/": "the copy itself",
  "app/lib/text/": "French typography's rules: the units kept on a number's line; read by code, never shown",
};

const frenchLetters = /[àâäçéèêëîïôöùûüÿœæÀÂÄÇÉÈÊËÎÏÔÖÙÛÜŸŒÆ«»’\u00a0\u202f]/;
const elision = /(?:^|[\s(«"])(?:[ldjmnst]|qu|jusqu|lorsqu|puisqu)'\p{L}/iu;
const spacedColon = /\p{L}{2} [:;](?:\s|$)/u;
const littleWords = new Set(
  (
    "le la les un une des du de au aux et ou est sont pour par avec sans dans sur sous vous votre vos nous notre nos " +
    "ce cette ces son sa ses leur leurs qui que ne pas plus il elle ils elles se en"
  ).split(" "),
);
/** Words only French prose uses, each enough alone (a UI's verbs and a message's words among them). */
const telltaleWords = new Set(
  (
    "le la les est sont une des du aux et ou pour avec dans sur pas vous votre vos nous notre veuillez requis requise " +
    "invalide erreur merci aucun aucune annuler fermer enregistrer supprimer envoyer doit peut entrez saisissez " +
    "choisissez obligatoire trop"
  ).split(" "),
);
const accessibleAttributes = new Set(["aria-label", "aria-description", "aria-roledescription", "title", "alt", "placeholder"]);
const classAttributes = new Set(["className", "class"]);

/** At least two letters in a row: "à" alone is a character in a table, "\u00a0%" a unit, neither a text. */
const hasWord = (text: string) => /\p{L}{2}/u.test(text);

/** JSX text as the reader gets it: `&nbsp;%` is a no-break space and a sign, not the word "nbsp". */
const decodeEntities = (text: string) =>
  text
    .replace(/&nbsp;/g, "\u00a0")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([\da-f]+);/gi, (_, code: string) => String.fromCodePoint(Number.parseInt(code, 16)))
    .replace(/&[a-z]+;/gi, " ");

/** A word of `telltaleWords`, in lower case or capitalised: "Requis", "votre"; "LA" or "DU" is a code, not a word. */
const isTelltaleWord = (word: string) => {
  const bare = word.replace(/^[«"'(]+|[.,;:!?…»"')]+$/gu, "");
  return /^\p{Lu}?\p{Ll}+$/u.test(bare) && telltaleWords.has(bare.toLowerCase());
};

/** Whether a text reads as French (the rules above, JSX aside). */
function isFrench(text: string): boolean {
  if (!hasWord(text)) return false;
  if (frenchLetters.test(text) || elision.test(text) || spacedColon.test(text)) return true;
  // Words are what spaces separate: "data-scroll-on-open" or "la-methode" is one word, a name or a slug.
  const words = text.split(/\s+/).filter((word) => /\p{L}/u.test(word));
  if (words.some(isTelltaleWord)) return true;
  return words.length >= 2 && words.some((word) => littleWords.has(word.toLowerCase().replace(/^\P{L}+|\P{L}+$/gu, "")));
}

type Finding = { file: string; line: number; text: string };

function skipped(node: ts.Node): boolean {
  const parent = node.parent;
  if (!parent) return false;
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isExternalModuleReference(parent)) return true;
  if (ts.isLiteralTypeNode(parent) || ts.isImportTypeNode(parent)) return true;
  if (ts.isCallExpression(parent) && parent.expression.kind === ts.SyntaxKind.ImportKeyword) return true;
  // className="…" or className={"…"} / {`…`}
  const attribute = ts.isJsxAttribute(parent)
    ? parent
    : ts.isJsxExpression(parent) && parent.parent && ts.isJsxAttribute(parent.parent)
      ? parent.parent
      : undefined;
  return attribute !== undefined && classAttributes.has(attribute.name.getText());
}

function attributeName(node: ts.Node): string | undefined {
  const parent = node.parent;
  if (ts.isJsxAttribute(parent)) return parent.name.getText();
  if (ts.isJsxExpression(parent) && ts.isJsxAttribute(parent.parent)) return parent.parent.name.getText();
  return undefined;
}

/** The French literals of one TypeScript source. `lineOffset` places a fragment (an .astro frontmatter). */
function frenchLiterals(file: string, source: string, lineOffset = 0): Finding[] {
  const kind = file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const findings: Finding[] = [];
  const report = (node: ts.Node, text: string) =>
    findings.push({ file, line: tree.getLineAndCharacterOfPosition(node.getStart(tree)).line + 1 + lineOffset, text });

  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (skipped(node)) return;
      const attribute = attributeName(node);
      const accessible = attribute !== undefined && accessibleAttributes.has(attribute) && hasWord(node.text);
      if (accessible || isFrench(node.text)) report(node, node.text);
      return;
    }
    if (ts.isTemplateExpression(node)) {
      if (skipped(node)) return;
      // The template's text, each placeholder standing for a number (no letters of its own).
      const text = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join("0");
      if (isFrench(text)) report(node, text);
      node.templateSpans.forEach((span) => {
        visit(span.expression);
      });
      return;
    }
    if (ts.isJsxText(node)) {
      const text = decodeEntities(node.text).trim();
      if (hasWord(text)) report(node, text);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return findings;
}

/**
 * An .astro file: its frontmatter (TypeScript between the `---` fences) is read as above; its template's text
 * between tags and its quoted accessible-text attributes are read as text (expressions in braces, scripts and
 * styles left out).
 */
function frenchInAstro(file: string, source: string): Finding[] {
  const fence = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(source);
  const findings = fence ? frenchLiterals(`${file}.ts`, fence[1] ?? "", 1).map((finding) => ({ ...finding, file })) : [];
  const templateStart = fence ? fence[0].length : 0;
  const lineAt = (index: number) => source.slice(0, index).split("\n").length;
  const template = source
    .slice(templateStart)
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, (match) => match.replace(/[^\n]/g, " "))
    .replace(/<!--[\s\S]*?-->/g, (match) => match.replace(/[^\n]/g, " "));
  const blanked = blankExpressions(template);
  for (const match of blanked.matchAll(/>([^<>]+)</g)) {
    const text = decodeEntities(match[1] ?? "").trim();
    if (hasWord(text)) findings.push({ file, line: lineAt(templateStart + (match.index ?? 0) + 1), text });
  }
  for (const match of blanked.matchAll(/\s([\w-]+)=(?:"([^"]*)"|'([^']*)')/g)) {
    const [name, value] = [match[1] ?? "", match[2] ?? match[3] ?? ""];
    if (classAttributes.has(name) || name === "class:list") continue;
    if ((accessibleAttributes.has(name) && hasWord(value)) || isFrench(value))
      findings.push({ file, line: lineAt(templateStart + (match.index ?? 0) + 1), text: value });
  }
  return findings;
}

/** A template with its expressions in braces (nested ones too) blanked, so that the positions stay. */
function blankExpressions(template: string): string {
  let depth = 0;
  return [...template]
    .map((character) => {
      if (character === "{") depth += 1;
      const inside = depth > 0;
      if (character === "}" && depth > 0) depth -= 1;
      return inside && character !== "\n" ? " " : character;
    })
    .join("");
}

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split("\\").join("/"))
    .filter((file) => /\.(tsx?|astro)$/.test(file) && !file.endsWith(".d.ts"))
    .filter((file) => !/\.test(-support)?\.tsx?$/.test(file) && !/\.test\./.test(file));
}

function isAllowed(file: string): boolean {
  return Object.keys(allowed).some((path) => (path.endsWith("/") ? file.startsWith(path) : file === path));
}

describe("copy lives in app/content", () => {
  it("reads French the way the rules say", () => {
    expect(isFrench("Voir les articles")).toBe(true);
    expect(isFrench("Fermer")).toBe(true);
    expect(isFrench("Requis")).toBe(true);
    expect(isFrench("0 sur 0")).toBe(true);
    expect(isFrench("Tarifs")).toBe(false);
    expect(isFrench("articles")).toBe(false);
    expect(isFrench("/erreur")).toBe(false);
    expect(isFrench("LA")).toBe(false);
    expect(isFrench("Supprimé")).toBe(true);
    expect(isFrench("l'article")).toBe(true);
    expect(isFrench("5\u00a0000")).toBe(false);
    expect(isFrench("failed to send the mail")).toBe(false);
    expect(isFrench("flex items-center gap-2")).toBe(false);
    expect(frenchLiterals("a.tsx", 'const a = <button aria-label="Fermer" className="de la">Annuler</button>;')).toEqual([
      { file: "a.tsx", line: 1, text: "Fermer" },
      { file: "a.tsx", line: 1, text: "Annuler" },
    ]);
    expect(frenchLiterals("a.ts", `import x from "./de la";\nconst b = \`Page \${1} sur \${2}\`;`)).toEqual([
      { file: "a.ts", line: 2, text: "Page 0 sur 0" },
    ]);
  });

  it("has no French literal in app/ or server/ outside app/content (and the allowed folders)", () => {
    const findings = scanned
      .flatMap(sourceFiles)
      .filter((file) => !isAllowed(file))
      .flatMap((file) => {
        const source = readFileSync(join(root, file), "utf8");
        return file.endsWith(".astro") ? frenchInAstro(file, source) : frenchLiterals(file, source);
      });
    expect(findings.map(({ file, line, text }) => `${file}:${line} ${JSON.stringify(text)}`)).toEqual([]);
  });
});
