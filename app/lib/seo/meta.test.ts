import { describe, expect, it } from "vitest";
import { type HeadTag, seoMeta } from "./meta";
import { organizationJsonLd, serializeJsonLd } from "./structured-data";

const siteUrl = "https://kheops.cm";

function titleOf(tags: HeadTag[]): string | undefined {
  return tags.find((tag): tag is { title: string } => "title" in tag)?.title;
}

function named(tags: HeadTag[], name: string): string | undefined {
  const tag = tags.find((candidate) => "name" in candidate && candidate.name === name);
  return tag && "content" in tag ? String(tag.content) : undefined;
}

function property(tags: HeadTag[], key: string): string | undefined {
  const tag = tags.find((candidate) => "property" in candidate && candidate.property === key);
  return tag && "content" in tag ? String(tag.content) : undefined;
}

function canonical(tags: HeadTag[]): string | undefined {
  const links = tags.filter((tag) => "tagName" in tag && tag.tagName === "link" && tag.rel === "canonical");
  expect(links).toHaveLength(1);
  const [link] = links;
  return link && "href" in link ? String(link.href) : undefined;
}

describe("seoMeta", () => {
  it("uses the agency name and the default description when the page gives none", () => {
    const tags = seoMeta(siteUrl, { path: "/" });

    expect(titleOf(tags)).toBe("Kheops Digital");
    expect(named(tags, "description")).toBe("Agence web et marketing digital basée à Douala");
    expect(property(tags, "og:title")).toBe("Kheops Digital");
    expect(property(tags, "og:description")).toBe("Agence web et marketing digital basée à Douala");
    expect(named(tags, "twitter:title")).toBe("Kheops Digital");
  });

  it("puts the page title before the agency name, and uses the page description", () => {
    const tags = seoMeta(siteUrl, { path: "/services", title: "Nos services", description: "Ce que nous faisons." });

    expect(titleOf(tags)).toBe("Nos services | Kheops Digital");
    expect(property(tags, "og:title")).toBe("Nos services | Kheops Digital");
    expect(named(tags, "description")).toBe("Ce que nous faisons.");
    expect(named(tags, "twitter:description")).toBe("Ce que nous faisons.");
  });

  it("makes the canonical URL and og:url from SITE_URL and the path, without a trailing slash except for the home page", () => {
    expect(canonical(seoMeta(siteUrl, { path: "/" }))).toBe("https://kheops.cm/");
    expect(canonical(seoMeta(siteUrl, { path: "/services" }))).toBe("https://kheops.cm/services");
    expect(canonical(seoMeta(siteUrl, { path: "/services/creation-sites-web/" }))).toBe("https://kheops.cm/services/creation-sites-web");
    expect(property(seoMeta(siteUrl, { path: "/apropos/" }), "og:url")).toBe("https://kheops.cm/apropos");
  });

  it("gives absolute sharing images, each with its size, type and description", () => {
    const byDefault = seoMeta(siteUrl, { path: "/" });
    expect(property(byDefault, "og:image")).toBe("https://kheops.cm/images/og/default.png");
    expect(named(byDefault, "twitter:image")).toBe("https://kheops.cm/images/og/default.png");
    expect(property(byDefault, "og:image:width")).toBe("1200");
    expect(property(byDefault, "og:image:height")).toBe("630");

    expect(property(byDefault, "og:image:type")).toBe("image/png");
    expect(property(byDefault, "og:image:alt")).toContain("Kheops Digital");

    const card = seoMeta(siteUrl, { path: "/kheopscope/a", title: "Un article", image: "/partage/kheopscope/a.jpg", imageAlt: "La carte" });
    expect(property(card, "og:image")).toBe("https://kheops.cm/partage/kheopscope/a.jpg");
    expect(property(card, "og:image:type")).toBe("image/jpeg");
    expect([property(card, "og:image:width"), property(card, "og:image:height")]).toEqual(["1200", "630"]);
    expect(property(card, "og:image:alt")).toBe("La carte");
    expect(named(card, "twitter:image:alt")).toBe("La carte");
  });

  it("uses a large Twitter card unless the page asks for a small one", () => {
    expect(named(seoMeta(siteUrl, { path: "/" }), "twitter:card")).toBe("summary_large_image");
    expect(named(seoMeta(siteUrl, { path: "/", twitterCard: "summary" }), "twitter:card")).toBe("summary");
  });

  it("shares services and trainings as websites and articles as articles", () => {
    expect(property(seoMeta(siteUrl, { path: "/" }), "og:type")).toBe("website");
    expect(property(seoMeta(siteUrl, { path: "/services/x", type: "service" }), "og:type")).toBe("website");
    expect(property(seoMeta(siteUrl, { path: "/formations/x", type: "formation" }), "og:type")).toBe("website");
    expect(property(seoMeta(siteUrl, { path: "/blog/x", type: "article" }), "og:type")).toBe("article");
  });

  it("asks robots not to index a page only when it says so", () => {
    expect(named(seoMeta(siteUrl, { path: "/introuvable", noindex: true }), "robots")).toMatch(/^noindex\b/);
    expect(named(seoMeta(siteUrl, { path: "/" }), "robots")).toBeUndefined();
    expect(named(seoMeta(siteUrl, { path: "/", noindex: false }), "robots")).toBeUndefined();
  });
});

describe("structured data", () => {
  const organization = organizationJsonLd({
    siteUrl,
    name: "Kheops Digital",
    address: "Logpom, Douala",
    phone: "+237 6 99 00 00 00",
    email: "contact@kheops.cm",
    socialUrl: "https://www.facebook.com/kheopsdigital",
  });

  it("describes the agency as a LocalBusiness in Douala", () => {
    expect(organization).toMatchObject({
      "@context": "https://schema.org",
      "@type": "LocalBusiness",
      name: "Kheops Digital",
      url: "https://kheops.cm/",
      telephone: "+237 6 99 00 00 00",
      email: "contact@kheops.cm",
      address: { "@type": "PostalAddress", addressLocality: "Douala", addressCountry: "CM" },
      sameAs: ["https://www.facebook.com/kheopsdigital"],
    });
  });

  it("serializes to JSON that cannot close the script tag, and parses back to the same value", () => {
    const value = { ...organization, description: "</script><script>alert(1)</script> <!-- x" };

    const json = serializeJsonLd(value);

    expect(json).not.toContain("<");
    expect(json.toLowerCase()).not.toContain("</script");
    expect(json).toContain("\\u003c/script>");
    expect(JSON.parse(json)).toEqual(value);
  });
});
