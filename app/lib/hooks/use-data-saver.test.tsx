import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { ArticleContent, contentShapeOf } from "~/components/blog/article-content";
import { ArticleImage } from "~/components/blog/article-image";
import { HeroRotator } from "~/components/home/hero-rotator";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { comparisonText } from "~/content/comparison";

/** Server-renders `element` as a page whose root loader decided data-saver mode `on`. */
async function renderPage(element: ReactNode, on: boolean): Promise<string> {
  const handler = createStaticHandler([{ id: "root", path: "/", loader: () => ({ dataSaver: on, browserSavesData: false }), element }]);
  const context = await handler.query(new Request("http://localhost:3000/"));
  if (context instanceof Response) throw new Error("unexpected redirect");
  return renderToStaticMarkup(
    <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />,
  );
}

const urls = (html: string) => [...html.matchAll(/\/(?:images\/art|media)\/[^\s"]+\.(?:avif|webp)/g)].map((match) => match[0]);

describe("pages rendered in data-saver mode", () => {
  it("offer only the smallest width of a picture", async () => {
    const picture = <ResponsiveImage image="services/creation-sites-web" alt="" sizes="100vw" />;
    const full = urls(await renderPage(picture, false));
    expect(full).toContain("/images/art/services/creation-sites-web-1200.avif");

    const light = urls(await renderPage(picture, true));
    expect(new Set(light)).toEqual(
      new Set(["/images/art/services/creation-sites-web-480.avif", "/images/art/services/creation-sites-web-480.webp"]),
    );
  });

  it("offer only the smallest width of a stored article picture", async () => {
    const stored = "/media/0f8fad5b-d9cb-469f-a165-70867728950e";
    const picture = <ArticleImage image={stored} alt="" sizes="100vw" />;
    expect(urls(await renderPage(picture, false))).toContain(`${stored}-1200.avif`);
    expect(new Set(urls(await renderPage(picture, true)))).toEqual(new Set([`${stored}-480.avif`, `${stored}-480.webp`]));
  });

  it("show the hero's first picture alone", async () => {
    const hero = (
      <HeroRotator
        images={[
          { key: "hero/hero-1", alt: "Première" },
          { key: "hero/hero-2", alt: "Deuxième" },
          { key: "hero/hero-3", alt: "Troisième" },
        ]}
      />
    );
    // Full: three slides, the two hidden ones filled in once the page has loaded; light: one slide.
    const full = await renderPage(hero, false);
    expect(full.match(/aria-hidden="true" class="absolute inset-0/g)).toHaveLength(2);
    expect(full).toContain("hero-1-1200.avif");
    const light = await renderPage(hero, true);
    expect(light).not.toContain('aria-hidden="true" class="absolute inset-0');
    expect(light).not.toContain("hero-1-800");
    expect(light).toContain('alt="Première"');
    expect(light).not.toContain("hero-2");
    expect(light).not.toContain("hero-3");
  });

  it("render an article's charts as tables with a caption", async () => {
    const html = '<p>Avant</p><div data-article-component="taux-engagement"></div><div data-article-component="repartition-ages"></div>';
    const captions = (page: string) =>
      [...page.matchAll(/<caption[^>]*>([^<]*)<\/caption>/g)].map((match) => match[1]?.replaceAll("&#x27;", "'"));
    const body = <ArticleContent slug="essai" html={html} shape={contentShapeOf(html)} fontScale={1} />;
    const full = await renderPage(body, false);
    expect(captions(full)).toEqual([comparisonText.age.caption]);
    const light = await renderPage(body, true);
    expect(captions(light)).toEqual([comparisonText.engagement.title, comparisonText.age.title]);
    expect(light).toContain("12,5\u00a0%");
    // No bar drawn: the figures only.
    expect(light).not.toContain("width:");
  });

  it("render in full outside a router (a component on its own)", () => {
    const html = renderToStaticMarkup(<ResponsiveImage image="hero/hero-1" alt="" sizes="100vw" />);
    expect(html).toContain("hero-1-1200.avif");
  });
});
