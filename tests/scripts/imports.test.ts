import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { expect, it } from "vitest";

// The operational scripts stand on their own (tests/README.md): what they share with the tests (hosts, ports,
// Chromium, a cluster, waiting) lives in scripts/lib, which the tests import, never the other way round.

/** Every module under scripts/, with the specifiers it imports (static, side-effect and dynamic imports). */
function scriptImports(): { file: string; specifiers: string[] }[] {
  return readdirSync("scripts", { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(ts|mts|mjs|js)$/.test(file))
    .map((file) => join("scripts", file))
    .map((file) => {
      const source = readFileSync(file, "utf8");
      const specifiers = [...source.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"']+)["']/g)].map((match) => match[1] ?? "");
      return { file, specifiers };
    });
}

it("finds the scripts' imports it checks", () => {
  const imports = scriptImports();
  expect(imports.find(({ file }) => file === join("scripts", "bench", "common.ts"))?.specifiers).toContain("../lib/host-process");
});

it("keeps every file under scripts/ from importing the tests", () => {
  const intoTests = scriptImports().flatMap(({ file, specifiers }) =>
    specifiers
      .filter((specifier) => specifier.startsWith("."))
      .filter((specifier) => relative("tests", resolve(dirname(file), specifier)).split(/[\\/]/)[0] !== "..")
      .map((specifier) => `${file} imports ${specifier}`),
  );
  expect(intoTests).toEqual([]);
});

it("keeps scripts/lib free of Vitest, so a script never loads the test runner", () => {
  const vitest = scriptImports()
    .filter(({ file }) => file.startsWith(join("scripts", "lib")))
    .flatMap(({ file, specifiers }) =>
      specifiers.filter((specifier) => /^@?vitest\b/.test(specifier)).map((specifier) => `${file} imports ${specifier}`),
    );
  expect(vitest).toEqual([]);
});
