import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { fillTokens, RichText } from "./rich-text";

function render(text: string): string {
  return renderToStaticMarkup(<RichText text={text} />);
}

describe("fillTokens", () => {
  it("replaces known settings and leaves unknown tokens as written", () => {
    expect(fillTokens("Appelez le {phone} ou écrivez à {email} ({autre})", { phone: "+237 6 99", email: "a@b.cm" })).toBe(
      "Appelez le +237 6 99 ou écrivez à a@b.cm ({autre})",
    );
  });
});

describe("RichText", () => {
  it("turns [text](/path) into links and keeps the text around them", () => {
    const html = render("Voir la [politique de confidentialité](/politique-de-confidentialite) et la [page contact](/contact).");
    expect(html).toMatch(/<a [^>]*href="\/politique-de-confidentialite"[^>]*>politique de confidentialité<\/a>/);
    expect(html).toMatch(/<a [^>]*href="\/contact"[^>]*>page contact<\/a>/);
    expect(html.startsWith("Voir la ")).toBe(true);
    expect(html.endsWith(".")).toBe(true);
  });

  it("escapes text instead of injecting markup", () => {
    expect(render("<script>alert(1)</script>")).toBe("&lt;script&gt;alert(1)&lt;/script&gt;");
  });
});
