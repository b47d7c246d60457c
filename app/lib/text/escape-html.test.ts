import { describe, expect, it } from "vitest";
import { escapeHtml } from "./escape-html";

describe("escapeHtml", () => {
  it("replaces the characters that could end a text or a double-quoted attribute", () => {
    expect(escapeHtml(`<a href="x">R&D</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;R&amp;D&lt;/a&gt;");
  });

  it("leaves French text as typed", () => {
    expect(escapeHtml("L'offre «\u00a0Pro\u00a0» : 5\u00a0000 FCFA")).toBe("L'offre «\u00a0Pro\u00a0» : 5\u00a0000 FCFA");
  });

  it("escapes an ampersand once, so an entity written as text stays visible as text", () => {
    expect(escapeHtml("&amp;")).toBe("&amp;amp;");
  });
});
