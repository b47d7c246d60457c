import { describe, expect, it } from "vitest";

// Every content module, so a new one is checked without being listed here.
const modules = import.meta.glob<Record<string, unknown>>("./**/*.ts", { eager: true });

function strings(value: unknown, path: string): Array<[string, string]> {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${path}[${index}]`));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, item]) => strings(item, `${path}.${key}`));
  return [];
}

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
});
