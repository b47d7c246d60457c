import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * axe-core on the current page (or on the part `include` selects): no violation at all, whatever its impact, of
 * every rule axe runs by default (WCAG A and AA, and its best practices). Stricter than expectAccessible
 * (fixtures.ts), which fails on serious and critical ones only: the public pages are held to this (issue 41).
 */
export async function expectNoAxeViolation(page: Page, { include }: { include?: string } = {}): Promise<void> {
  // Only the violations are read: axe then keeps one node of each passed or incomplete rule, not every one.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ["violations"] });
  if (include) builder.include(include);
  const results = await builder.analyze();
  const violations = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
  expect(violations, `accessibility violations on ${page.url()}`).toEqual([]);
}
