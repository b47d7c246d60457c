import { describe, expect, it } from "vitest";
import { imageErrors, linkError } from "./inline-forms";
import { isAllowedImageSrc, isAllowedLink, isAllowedStoredLink, linkAttributes } from "./url-guards";

describe("isAllowedLink", () => {
  it("accepts web pages over https, e-mail, phone, the site's pages and sections", () => {
    for (const href of [
      "https://www.example.cm/offre?x=1#prix",
      "mailto:contact@kheops.cm",
      "mailto:contact@kheops.cm?subject=Devis%20site",
      "tel:+237699000000",
      "/contact",
      "/kheopscope/strategie-facebook-2025",
      "#questions-frequentes",
    ]) {
      expect(isAllowedLink(href), href).toBe(true);
    }
  });

  it("refuses scripts, other schemes, other hosts written as paths and disguised addresses", () => {
    for (const href of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      " javascript:alert(1)",
      "java\nscript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:msgbox(1)",
      "http://example.cm",
      "https://",
      "//evil.example/x",
      "/\\evil.example",
      "ftp://example.cm/file",
      "www.example.cm",
      "mailto:",
      "tel:+237 699",
      "",
    ]) {
      expect(isAllowedLink(href), JSON.stringify(href)).toBe(false);
    }
  });

  it("keeps the plain http links older articles hold when reading HTML, and nothing more", () => {
    expect(isAllowedStoredLink("http://example.cm/page")).toBe(true);
    expect(isAllowedStoredLink("https://example.cm")).toBe(true);
    expect(isAllowedStoredLink("javascript:alert(1)")).toBe(false);
    expect(isAllowedStoredLink("http://")).toBe(false);
  });

  it("opens external pages in a new tab without access to ours, and keeps the site's links plain", () => {
    expect(linkAttributes("https://example.cm")).toEqual({ href: "https://example.cm", rel: "noopener noreferrer", target: "_blank" });
    expect(linkAttributes("/contact")).toEqual({ href: "/contact", rel: null, target: null });
    expect(linkAttributes("mailto:a@b.cm")).toEqual({ href: "mailto:a@b.cm", rel: null, target: null });
  });

  it("tells the author in French why an address is refused", () => {
    expect(linkError("")).toBe("Saisissez l'adresse du lien.");
    expect(linkError("javascript:alert(1)")).toBe(
      "Adresse refusée\u00a0: un lien doit commencer par https://, mailto:, tel: ou / (page du site).",
    );
    expect(linkError("https://example.cm")).toBeUndefined();
  });
});

describe("isAllowedImageSrc", () => {
  it("accepts the pictures our server stores", () => {
    for (const src of ["/media/2026/photo-marche.webp", "/images/art/articles/strategie.avif", "/media/abc.jpg?v=2"]) {
      expect(isAllowedImageSrc(src), src).toBe(true);
    }
  });

  it("refuses any other origin, scheme or path", () => {
    for (const src of [
      "https://images.example.com/photo.jpg",
      "//cdn.example.com/photo.jpg",
      "http://localhost/media/x.jpg",
      "data:image/png;base64,AAAA",
      "javascript:alert(1)",
      "/media/",
      "/media//evil.example/x.jpg",
      "/admin/photo.jpg",
      "media/photo.jpg",
      "/media/../admin",
      "/media/%2e%2e/admin",
      "/media/photo.jpg\n",
      "/images\\photo.jpg",
      "",
    ]) {
      expect(isAllowedImageSrc(src), JSON.stringify(src)).toBe(false);
    }
  });

  it("tells the author in French what is missing or refused", () => {
    expect(imageErrors("", "")).toEqual({ src: "Saisissez l'adresse de l'image.", alt: "Décrivez l'image en quelques mots." });
    expect(imageErrors("https://images.example.com/a.jpg", "Un marché").src).toMatch(
      /^Image refusée\u00a0: seules les images enregistrées sur notre site/,
    );
    expect(imageErrors("/media/a.webp", "Un marché")).toEqual({ src: undefined, alt: undefined });
  });
});
