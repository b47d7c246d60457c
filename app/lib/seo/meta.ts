import { shareText } from "~/content/share";
import { agency } from "~/content/site";

/** One tag of a page's <head>: its title, a <meta> by name or property, or a <link>. */
export type HeadTag =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; rel: string; href: string; [attribute: string]: string };

export type PageType = "website" | "article" | "service" | "formation" | "product";

export interface PageSeo {
  /** Page title without the agency name; absent for the default title. */
  title?: string;
  description?: string;
  /** Path of the page, e.g. "/services"; the canonical URL is SITE_URL + path. */
  path: string;
  /**
   * Absolute path of the sharing image, 1200×630 PNG or JPEG (link previews are unreliable with WebP):
   * "/images/og/<page>.png" (scripts/make-og-image.ts) or an article's or e-book's "/partage/…jpg".
   */
  image?: string;
  /** What the sharing image shows; default: the agency's name and the page's title. */
  imageAlt?: string;
  type?: PageType;
  noindex?: boolean;
  twitterCard?: "summary" | "summary_large_image";
  /** A product's price now, as link previews read it (Open Graph's product:price). */
  price?: { amount: number; currency: string };
}

const defaultDescription = agency.tagline;
const defaultShareImage = { path: "/images/og/default.png", width: 1200, height: 630 };

/** Every sharing image has the size link previews show best. */
export const shareImageSize = { width: 1200, height: 630 } as const;

// Open Graph only knows some types: a service or a training page is shared as a website.
const openGraphType: Record<PageType, string> = {
  website: "website",
  article: "article",
  service: "website",
  formation: "website",
  product: "product",
};

/** `name`: the agency's name as « Réglages » sets it (the content's until then). */
export function pageTitle(title?: string, name: string = agency.name): string {
  return title ? `${title} | ${name}` : name;
}

/** Title, description, canonical, robots, Open Graph and Twitter card tags for one page; `name`: the agency's, as shown. */
export function seoMeta(siteUrl: string, page: PageSeo, name: string = agency.name): HeadTag[] {
  const title = pageTitle(page.title, name);
  const description = page.description ?? defaultDescription;
  const url = `${siteUrl}${page.path === "/" ? "/" : page.path.replace(/\/+$/, "")}`;
  const image = `${siteUrl}${page.image ?? defaultShareImage.path}`;
  const imageAlt = page.imageAlt ?? (page.image && page.title ? `${name}\u00a0: ${page.title}` : shareText.defaultAlt);
  const tags: HeadTag[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:site_name", content: name },
    { property: "og:locale", content: "fr_FR" },
    { property: "og:type", content: openGraphType[page.type ?? "website"] },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:type", content: image.endsWith(".png") ? "image/png" : "image/jpeg" },
    { property: "og:image:width", content: String(shareImageSize.width) },
    { property: "og:image:height", content: String(shareImageSize.height) },
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: page.twitterCard ?? "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: imageAlt },
  ];
  if (page.price)
    tags.push(
      { property: "product:price:amount", content: String(page.price.amount) },
      { property: "product:price:currency", content: page.price.currency },
    );
  if (page.noindex) tags.push({ name: "robots", content: "noindex, follow" });
  return tags;
}
