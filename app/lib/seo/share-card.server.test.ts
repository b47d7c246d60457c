import { readFileSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { renderShareCard, wrapTitle } from "./share-card.server";

const picture = readFileSync("public/images/art/articles/strategie-facebook-2025-1200.webp");
const cover = readFileSync("public/images/art/ebooks/vendre-avec-0f-900.webp");

describe("share cards", () => {
  it("are 1200×630 JPEG, with an article's picture, a book cover, or none", async () => {
    for (const card of [
      { title: "Stratégie Facebook 2025", section: "Kheopscope", layout: "background" as const, picture },
      { title: "Vendre avec 0\u00a0F", section: "Boutique", layout: "cover" as const, picture: cover },
      { title: "Un article sans image", section: "Kheopscope", layout: "background" as const },
    ]) {
      const meta = await sharp(await renderShareCard(card)).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: "jpeg", width: 1200, height: 630 });
    }
  });

  it("draw the title: two titles give two cards", async () => {
    const one = await renderShareCard({ title: "Premier titre", section: "Kheopscope", layout: "background" });
    const other = await renderShareCard({ title: "Un tout autre titre", section: "Kheopscope", layout: "background" });
    expect(one.equals(other)).toBe(false);
  });

  it("wrap a long title on three lines at most, ending it with an ellipsis, and keep non-breaking spaces", () => {
    const long =
      "Marketing d'influence en Afrique francophone : le guide complet pour choisir, payer et mesurer les créateurs qui font vendre";
    const lines = wrapTitle(long, 64, 1040, 3);
    expect(lines).toHaveLength(3);
    expect(lines.at(-1)?.text.endsWith("…")).toBe(true);
    for (const line of lines) expect(line.width).toBeLessThanOrEqual(1040);
    // Too narrow for the whole title: the break falls at a plain space, never inside « 0 F ».
    const narrow = wrapTitle("Vendre avec 0\u00a0F aujourd'hui", 64, 420, 3).map((line) => line.text);
    expect(narrow.some((line) => line.endsWith("0") || line.startsWith("F"))).toBe(false);
  });

  it("cut a word wider than a line with a hyphen instead of letting it run off the card", () => {
    const word = "Anticonstitutionnellementmarketingdinfluencecamerounais";
    for (const maxWidth of [1040, 640]) {
      const lines = wrapTitle(`Le ${word} expliqué`, 64, maxWidth, 6);
      for (const line of lines) expect(line.width, line.text).toBeLessThanOrEqual(maxWidth);
      expect(
        lines
          .map((line) => line.text)
          .join(" ")
          .replaceAll("- ", ""),
      ).toBe(`Le ${word} expliqué`);
    }
    // Too long even for three lines: cut, and ended with « … » within the width.
    const lines = wrapTitle("x".repeat(200), 64, 640, 3);
    expect(lines).toHaveLength(3);
    expect(lines.at(-1)?.text.endsWith("…")).toBe(true);
    for (const line of lines) expect(line.width).toBeLessThanOrEqual(640);
  });

  it("do not fail on characters the font lacks", async () => {
    const meta = await sharp(
      await renderShareCard({ title: "Lancement 🚀 réussi", section: "Kheopscope", layout: "background" }),
    ).metadata();
    expect(meta.width).toBe(1200);
  });
});
