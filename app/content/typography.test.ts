import { describe, expect, it } from "vitest";

// Every content module, so a new one is checked without being listed here.
const modules = import.meta.glob<Record<string, unknown>>("./**/*.ts", { eager: true });

function strings(value: unknown, path: string): Array<[string, string]> {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}[${index}]`));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, item]) => strings(item, `${path}.${key}`));
  return [];
}

/**
 * What the texts written as functions (templates such as `(title) => \`Couverture de ${title}\``) say, called with
 * sample values. Only those inside exported objects: an exported function is code (a lookup), not a text.
 */
function templates(value: unknown, path: string): Array<[string, string]> {
  if (typeof value === "function") return strings(value(...Array.from({ length: value.length }, () => 2)), `${path}()`);
  if (Array.isArray(value)) return value.flatMap((item, index) => templates(item, `${path}[${index}]`));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, item]) => templates(item, `${path}.${key}`));
  return [];
}

// The currency selector's label keeps a plain space before its colon: tests/e2e/preferences.spec.ts looks for
// "Devise : Dollar US" in the page. Correct both together.
const pinnedTemplates = ["./currencies.ts.currencyText.summary()"];

describe("French typography in app/content", () => {
  const all = Object.entries(modules)
    .filter(([file]) => !file.endsWith(".test.ts"))
    .flatMap(([file, module]) => strings(module, file));

  it("has content to check", () => {
    expect(all.length).toBeGreaterThan(10);
  });

  it("puts a non-breaking space, never a plain one, before : ; ! ? % and inside « »", () => {
    const offenders = all.filter(([, text]) => / [:;!?»%]|« /.test(text)).map(([path, text]) => `${path}: ${text}`);
    expect(offenders).toEqual([]);
  });

  it("does the same in the texts written as functions", () => {
    const written = Object.entries(modules)
      .filter(([file]) => !file.endsWith(".test.ts"))
      .flatMap(([file, module]) =>
        Object.entries(module).flatMap(([name, value]) => (typeof value === "function" ? [] : templates(value, `${file}.${name}`))),
      );
    expect(written.length).toBeGreaterThan(10);
    const offenders = written
      .filter(([path, text]) => !pinnedTemplates.includes(path) && / [:;!?»%]|« /.test(text))
      .map(([path, text]) => `${path}: ${text}`);
    expect(offenders).toEqual([]);
  });
});
