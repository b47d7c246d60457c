import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { comparisonText } from "~/content/comparison";
import { ResponsiveImage } from "~/lib/ui/responsive-image";
import { ArticleImage } from "~/site/blog/article-image";
import { ArticleChart } from "~/site/blog/article-page";
import { HeroRotator } from "~/site/home/hero-rotator";

// Data-saver mode (app/lib/data-saver.ts): the pages hand `light` to what they render.

const urls = (html: string) => [...html.matchAll(/\/(?:images\/art|media)\/[^\s"]+\.(?:avif|webp)/g)].map((match) => match[0]);

describe("pages rendered in data-saver mode", () => {
  it("offer only the smallest width of a picture", () => {
    const render = (light: boolean) =>
      urls(renderToStaticMarkup(<ResponsiveImage image="services/creation-sites-web" alt="" sizes="100vw" light={light} />));
    expect(render(false)).toContain("/images/art/services/creation-sites-web-1200.avif");
    expect(new Set(render(true))).toEqual(
      new Set(["/images/art/services/creation-sites-web-480.avif", "/images/art/services/creation-sites-web-480.webp"]),
    );
  });

  it("offer only the smallest width of a stored article picture", () => {
    const stored = "/media/0f8fad5b-d9cb-469f-a165-70867728950e";
    const render = (light: boolean) => urls(renderToStaticMarkup(<ArticleImage image={stored} alt="" sizes="100vw" light={light} />));
    expect(render(false)).toContain(`${stored}-1200.avif`);
    expect(new Set(render(true))).toEqual(new Set([`${stored}-480.avif`, `${stored}-480.webp`]));
  });

  it("show the hero's first picture alone", () => {
    const images = [
      { key: "hero/hero-1" as const, alt: "Première" },
      { key: "hero/hero-2" as const, alt: "Deuxième" },
      { key: "hero/hero-3" as const, alt: "Troisième" },
    ];
    // Full: three slides, the two others waiting in <template>s until the page has loaded; light: one slide.
    const full = renderToStaticMarkup(<HeroRotator images={images} light={false} />);
    expect(full.match(/<template>/g)).toHaveLength(2);
    expect(full).toContain("hero-1-1200.avif");
    const light = renderToStaticMarkup(<HeroRotator images={images} light />);
    expect(light).not.toContain("<template>");
    expect(light).not.toContain("hero-1-800");
    expect(light).toContain('alt="Première"');
    expect(light).not.toContain("hero-2");
    expect(light).not.toContain("hero-3");
  });

  it("render an article's charts as tables with a caption", () => {
    const captions = (page: string) =>
      [...page.matchAll(/<caption[^>]*>([^<]*)<\/caption>/g)].map((match) => match[1]?.replaceAll("&#x27;", "'"));
    const render = (light: boolean) =>
      renderToStaticMarkup(
        <>
          <ArticleChart name="taux-engagement" light={light} query={new URLSearchParams()} />
          <ArticleChart name="repartition-ages" light={light} query={new URLSearchParams()} />
        </>,
      );
    expect(captions(render(false))).toEqual([comparisonText.age.caption]);
    const light = render(true);
    expect(captions(light)).toEqual([comparisonText.engagement.title, comparisonText.age.title]);
    expect(light).toContain("12,5\u00a0%");
    // No bar drawn: the figures only.
    expect(light).not.toContain("width:");
  });
});
