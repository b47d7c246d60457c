import type { Element } from "domhandler";
import { DomUtils, parseDocument } from "htmlparser2";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { articleList, listedArticle } from "~/lib/behaviours/article-list";
import { addressWith, queryLink } from "~/lib/behaviours/current-address";
import type { ArticleSummary } from "~/lib/blog/types";
import { BlogHomePage, listQueryOf } from "./blog-home-page";

const { findAll, getAttributeValue, textContent } = DomUtils;

function article(slug: string, title: string, date: string, tags: string[]): ArticleSummary {
  return {
    id: slug,
    slug,
    title,
    excerpt: `À propos de ${title}`,
    author: { name: "Kheops Digital" },
    date,
    readingMinutes: 5,
    category: "Marketing Digital",
    tags,
    image: "",
    likes: 0,
    views: 0,
  };
}

const articles = [
  article("tiktok-2023", "TikTok pour commencer", "2023-05-01", ["Cameroun"]),
  article("tiktok-2025", "TikTok en 2025", "2025-09-01", ["Cameroun"]),
  article("facebook", "Facebook au quotidien", "2025-07-01", []),
];

/** /kheopscope as the server renders it for `address`. */
function page(address: string) {
  const url = new URL(address, "https://kheops.cm");
  const html = renderToStaticMarkup(
    <BlogHomePage
      articles={articles}
      list={listQueryOf(url.searchParams)}
      now={Date.parse("2026-01-01")}
      light={false}
      address={address}
      newsletter={null}
    />,
  );
  const elements = findAll(() => true, parseDocument(html).children);
  const keptLinks = elements.filter((element) => element.name === "a" && element.attribs[queryLink.attributes.set] !== undefined);
  const linkNamed = (name: string) => {
    const link = keptLinks.find((element) => (getAttributeValue(element, "aria-label") ?? textContent(element).trim()) === name);
    if (!link) throw new Error(`no link « ${name} »`);
    return getAttributeValue(link, "href");
  };
  const list = elements.find((element) => element.attribs[articleList.attributes.list] !== undefined);
  const shown = list ? findAll((element: Element) => element.attribs[listedArticle.attributes.slug] !== undefined, list.children) : [];
  return { url, elements, keptLinks, linkNamed, shown: shown.map((card) => card.attribs[listedArticle.attributes.slug]) };
}

describe("Kheopscope's list, rendered for its address", () => {
  const address = "/kheopscope?tag=Cameroun&q=tiktok&tri=oldest";

  it("links to the list view, back to the grid and without a filter, keeping the search and the sort, at the list", () => {
    const { linkNamed } = page(address);
    expect(linkNamed("Liste")).toBe("/kheopscope?tag=Cameroun&q=tiktok&tri=oldest&vue=liste#all-articles");
    expect(linkNamed("Grille")).toBe("/kheopscope?tag=Cameroun&q=tiktok&tri=oldest#all-articles");
    expect(linkNamed("Retirer le filtre Sujet\u00a0: #Cameroun")).toBe("/kheopscope?q=tiktok&tri=oldest#all-articles");
    expect(linkNamed("Voir tous les articles")).toBe("/kheopscope?tri=oldest#all-articles");
  });

  it("gives each such link the href the page's script computes from the same address", () => {
    for (const rendered of [address, "/kheopscope", "/kheopscope?vue=liste&categorie=marketing-digital"]) {
      const { url, keptLinks } = page(rendered);
      expect(keptLinks.length).toBeGreaterThanOrEqual(3);
      for (const link of keptLinks) {
        const change = { set: link.attribs[queryLink.attributes.set], drop: link.attribs[queryLink.attributes.drop] };
        expect(getAttributeValue(link, "href")).toBe(addressWith(url, change));
      }
    }
  });

  it("narrows the list from the sidebar, to a category or a tag, keeping the search, the sort, the view and the other filter", () => {
    const { linkNamed } = page("/kheopscope?q=tiktok&tri=oldest&vue=liste&tag=Cameroun");
    expect(linkNamed("Marketing Digital, 3\u00a0articles")).toBe(
      "/kheopscope?q=tiktok&tri=oldest&vue=liste&tag=Cameroun&categorie=marketing-digital#all-articles",
    );
    const withCategory = page("/kheopscope?q=tiktok&categorie=marketing-digital");
    expect(withCategory.linkNamed("#Cameroun")).toBe("/kheopscope?q=tiktok&categorie=marketing-digital&tag=Cameroun#all-articles");
  });

  it("shows the address's search, sort and view, as the script would", () => {
    const { elements, shown } = page("/kheopscope?q=TIKTOK&tri=oldest&vue=liste");
    expect(shown).toEqual(["tiktok-2023", "tiktok-2025"]);
    const search = elements.find((element) => element.name === "input" && element.attribs.name === "q");
    expect(search?.attribs.value).toBe("TIKTOK");
    const selected = elements.find((element) => element.name === "option" && element.attribs.selected !== undefined);
    expect(selected?.attribs.value).toBe("oldest");
    const current = elements.find((element) => element.name === "a" && element.attribs["aria-current"] === "true");
    expect(current && textContent(current).trim()).toBe("Liste");
  });
});
