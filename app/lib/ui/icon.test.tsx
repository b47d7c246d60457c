import { readFileSync } from "node:fs";
import * as lucide from "lucide-react";
import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Icon, iconNames } from "./icon";

const sprite = readFileSync(new URL("./icons.svg", import.meta.url), "utf8");
const symbols = new Map<string, string>(
  [...sprite.matchAll(/<symbol id="(\w+)"[^>]*>(.*?)<\/symbol>/g)].map(([, id = "", body = ""]) => [id, body]),
);

/** What lucide-react draws inside its <svg> for an icon, written as the sprite writes it (self-closed). */
function lucideDrawing(name: string): string | undefined {
  const LucideIcon = (lucide as unknown as Record<string, ComponentType | undefined>)[name];
  if (!LucideIcon) return undefined;
  const svg = renderToStaticMarkup(<LucideIcon />);
  return svg.slice(svg.indexOf(">") + 1, svg.lastIndexOf("</svg>")).replace(/><\/(path|circle|rect|line|polyline)>/g, "/>");
}

describe("the icon sprite", () => {
  it("holds a drawing for every icon name, and no other", () => {
    expect([...symbols.keys()].sort()).toEqual([...iconNames].sort());
  });

  it("draws each lucide icon as the installed lucide-react does", () => {
    const lucideNames = [...symbols.keys()].filter((id) => id !== "Facebook" && id !== "Logo");
    expect(lucideNames.length).toBeGreaterThan(0);
    for (const name of lucideNames) expect(symbols.get(name), name).toBe(lucideDrawing(name));
  });

  it("draws the logo as the published one (/images/logo.svg, named by the structured data)", () => {
    const published = readFileSync(new URL("../../../public/images/logo.svg", import.meta.url), "utf8");
    expect(published).toContain(`viewBox="0 0 40 40">${symbols.get("Logo")}</svg>`);
  });

  it("draws an icon inline, as its drawing in the sprite, hidden from screen readers", () => {
    const html = renderToStaticMarkup(<Icon name="ArrowRight" className="h-4 w-4" />);
    expect(html).toBe(
      `<svg class="h-4 w-4" aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${symbols.get("ArrowRight")}</svg>`,
    );
    expect(renderToStaticMarkup(<Icon name="Logo" className="h-9 w-9" />)).toBe(
      `<svg class="h-9 w-9" aria-hidden="true" viewBox="0 0 40 40">${symbols.get("Logo")}</svg>`,
    );
  });
});
