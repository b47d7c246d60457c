import { statSync } from "node:fs";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { imageManifest } from "~/lib/images/manifest";
import { type ImageKey, imagePreloadLink, imageSrcSet, ResponsiveImage } from "./responsive-image";

const keys = Object.keys(imageManifest) as ImageKey[];

describe("ResponsiveImage", () => {
  it("lists every rendered width of a format in its srcset", () => {
    expect(imageSrcSet("hero/hero-1", "avif")).toBe(
      "/images/art/hero/hero-1-480.avif 480w, /images/art/hero/hero-1-800.avif 800w, /images/art/hero/hero-1-1200.avif 1200w",
    );
    expect(imageSrcSet("team/mireille-ngo-biyong", "webp")).toBe(
      "/images/art/team/mireille-ngo-biyong-320.webp 320w, /images/art/team/mireille-ngo-biyong-640.webp 640w",
    );
  });

  it("offers every width in AVIF and a WebP fallback, with the intrinsic size on the img, lazily by default", () => {
    const html = renderToStaticMarkup(
      createElement(ResponsiveImage, {
        image: "services/creation-sites-web",
        alt: "Un ordinateur portable et un téléphone",
        sizes: "(min-width: 1024px) 50vw, 100vw",
        className: "h-auto w-full",
      }),
    );

    expect(html).toBe(
      "<picture>" +
        `<source type="image/avif" srcSet="${imageSrcSet("services/creation-sites-web", "avif")}" sizes="(min-width: 1024px) 50vw, 100vw"/>` +
        '<img src="/images/art/services/creation-sites-web-800.webp" alt="Un ordinateur portable et un téléphone" width="1200" height="900" class="h-auto w-full" loading="lazy" decoding="async"/>' +
        "</picture>",
    );
  });

  it("loads a priority image eagerly with a high fetch priority", () => {
    const html = renderToStaticMarkup(createElement(ResponsiveImage, { image: "hero/hero-2", alt: "", sizes: "100vw", priority: true }));

    expect(html).toContain('fetchPriority="high"');
    expect(html).not.toContain("loading=");
    expect(html).not.toContain("decoding=");
    expect(html).toContain('src="/images/art/hero/hero-2-800.webp"');
  });

  it("loads a picture that is the LCP on wide screens only eagerly, at a low priority its preload's media raises there", () => {
    const html = renderToStaticMarkup(
      createElement(ResponsiveImage, { image: "hero/hero-1", alt: "", sizes: "100vw", priority: "wide-screens" }),
    );

    expect(html).toContain('fetchPriority="low"');
    expect(html).not.toContain("loading=");
  });

  it("uses the larger width as fallback when only two are rendered", () => {
    const html = renderToStaticMarkup(createElement(ResponsiveImage, { image: "team/arnaud-fotso-kamdem", alt: "", sizes: "160px" }));

    expect(html).toContain('src="/images/art/team/arnaud-fotso-kamdem-640.webp" alt="" width="640" height="640"');
  });

  it("preloads the AVIF srcset with the same sizes as the picture", () => {
    expect(imagePreloadLink("hero/hero-1", "(min-width: 1024px) 560px, 100vw")).toEqual({
      rel: "preload",
      as: "image",
      type: "image/avif",
      imageSrcSet: "/images/art/hero/hero-1-480.avif 480w, /images/art/hero/hero-1-800.avif 800w, /images/art/hero/hero-1-1200.avif 1200w",
      imageSizes: "(min-width: 1024px) 560px, 100vw",
    });
  });
});

describe("image manifest", () => {
  it("has the hero, service and team illustrations", () => {
    expect(keys.filter((key) => key.startsWith("hero/"))).toHaveLength(3);
    expect(keys.filter((key) => key.startsWith("services/"))).toHaveLength(6);
    expect(keys.filter((key) => key.startsWith("team/"))).toHaveLength(4);
  });

  it("points only at files that exist in public/", () => {
    const missing: string[] = [];
    for (const key of keys) {
      for (const format of ["avif", "webp"] as const) {
        for (const entry of imageSrcSet(key, format).split(", ")) {
          const url = entry.split(" ")[0] ?? "";
          const size = statSync(`public${url}`, { throwIfNoEntry: false })?.size ?? 0;
          if (size === 0) missing.push(url);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it("gives each image the size of its largest file", () => {
    for (const key of keys) {
      const { width, height, widths } = imageManifest[key];
      expect(width).toBe(widths[widths.length - 1]);
      // Team portraits are square, article illustrations 16:9, e-book covers 3:4 (portrait), the others 4:3.
      const ratios: Record<string, number> = { team: 1, articles: 9 / 16, ebooks: 4 / 3 };
      const ratio = ratios[key.split("/")[0] ?? ""] ?? 3 / 4;
      expect(height).toBe(width * ratio);
    }
  });
});
