import { describe, expect, it } from "vitest";
import { exportFileName, standaloneArticleHtml } from "./export";

describe("exportFileName", () => {
  it("names the file after the title", () => {
    expect(exportFileName("Vendre sur WhatsApp : le guide 2025 !")).toBe("vendre-sur-whatsapp-le-guide-2025.html");
    expect(exportFileName("C’est trop cher ?")).toBe("cest-trop-cher.html");
  });

  it("falls back to article.html for an empty title or one of symbols only", () => {
    expect(exportFileName("")).toBe("article.html");
    expect(exportFileName(" « ?! » ")).toBe("article.html");
  });
});

describe("standaloneArticleHtml", () => {
  it("is a complete French HTML5 document with the article inside", () => {
    const page = standaloneArticleHtml({
      title: "Le SEO local",
      html: "<h2>Pourquoi</h2><p>Texte.</p>",
      category: "SEO",
      author: "Kheops Digital",
      date: "2026-11-24",
    });
    expect(page.startsWith('<!doctype html>\n<html lang="fr">')).toBe(true);
    expect(page).toContain('<meta charset="utf-8">');
    expect(page).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(page).toContain("<title>Le SEO local</title>");
    expect(page).toContain("<h1>Le SEO local</h1>");
    expect(page).toContain("<h2>Pourquoi</h2><p>Texte.</p>");
    expect(page).toContain('<p class="meta">SEO</p>');
    expect(page).toContain('Par Kheops Digital · <time datetime="2026-11-24">Publié le 24 novembre 2026</time>');
    expect(page.trimEnd().endsWith("</html>")).toBe(true);
  });

  it("fetches nothing: no link, script or outside address of its own", () => {
    const page = standaloneArticleHtml({ title: "T", html: "<p>x</p>" });
    expect(page).not.toMatch(/<link|<script|https?:|url\(|@import/i);
    expect(page).toContain("<style>");
  });

  it("escapes the title, category and author", () => {
    const page = standaloneArticleHtml({ title: '<script>alert("x")</script>', html: "", category: "A & B", author: "<b>Moi</b>" });
    expect(page).toContain("<title>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</title>");
    expect(page).toContain("<h1>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</h1>");
    expect(page).not.toContain("<script>");
    expect(page).toContain("A &amp; B");
    expect(page).toContain("Par &lt;b&gt;Moi&lt;/b&gt;");
  });

  it("uses a default title and leaves out what is not given", () => {
    const page = standaloneArticleHtml({ title: "  ", html: "<p>x</p>", date: "pas une date" });
    expect(page).toContain("<title>Article</title>");
    expect(page).not.toContain("Publié le");
    expect(page).not.toContain("Par ");
  });
});

describe("standaloneArticleHtml with the site's origin", () => {
  it("resolves the site's own addresses to it, so pictures show when the file is opened from a disk", () => {
    const file = standaloneArticleHtml({
      title: "Au marché",
      html: '<p><img src="/media/0198a6f2-7b9e-7c3d-8e4f-123456789abc-800.webp" alt="Le marché"></p>',
      siteOrigin: "https://kheops.cm",
    });
    expect(file).toContain('<base href="https://kheops.cm/">');
    expect(file.indexOf("<base")).toBeLessThan(file.indexOf("<img"));
  });
});
