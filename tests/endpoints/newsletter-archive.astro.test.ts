import type { SSRManifest } from "astro";
import { experimental_AstroContainer as AstroContainer } from "astro/container";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import reactRenderer from "~/framework/islands/react-renderer";
import { seedBundledArticles } from "~/lib/blog/bundled-articles.server";
import type { SiteServices } from "~/lib/boundary/context.server";
import type { LetterStatus } from "~/lib/db/schema";
import { archivePath } from "~/lib/newsletter/letters.server";
import { GET as sitemap } from "~/pages/sitemap.xml";
import { newsletterArchivePath } from "~/site/forms/newsletter/archive-parts";
import { createTestSqlite } from "../helpers/database";
import { callEndpoint, testServices, throughMiddleware } from "../helpers/site-services";

// The public archive of the sent letters (/newsletter/archives and a page per letter), rendered by the pages' own
// code (Astro's container) behind the real middleware, on letters written straight into newsletter_letter as
// sending leaves them.

type Page = Parameters<AstroContainer["renderToResponse"]>[0];
// The pages' modules, compiled by Astro (an .astro file is not TypeScript's to import).
const pages = import.meta.glob<{ default: Page }>(["/app/pages/newsletter.astro", "/app/pages/newsletter/archives/*.astro"], {
  eager: true,
});
const pageOf = (file: string): Page => {
  const page = pages[file]?.default;
  if (!page) throw new Error(`no page ${file}`);
  return page;
};
const ArchiveIndexPage = pageOf("/app/pages/newsletter/archives/index.astro");
const ArchiveLetterPage = pageOf("/app/pages/newsletter/archives/[slug].astro");
const NewsletterPage = pageOf("/app/pages/newsletter.astro");

const siteUrl = "http://localhost:3000";
let database: Awaited<ReturnType<typeof createTestSqlite>>;
let services: SiteServices;
let container: AstroContainer;
let visitor = 1;

beforeAll(async () => {
  database = await createTestSqlite();
  await seedBundledArticles(database.db);
  services = testServices(database.db);
  // The site's own directive (client:interaction, astro.config.ts) beside Astro's: these tests read the HTML, not the islands' scripts.
  const clientDirectives = new Map(["load", "idle", "visible", "media", "only", "interaction"].map((name) => [name, "(()=>{})"]));
  container = await AstroContainer.create({ manifest: { clientDirectives } as Partial<SSRManifest> as SSRManifest });
  // The site's React renderer (astro.config.ts), and @astrojs/react's client for the islands (the footer's form).
  container.addServerRenderer({ name: "@astrojs/react", renderer: reactRenderer });
  container.addClientRenderer({ name: "@astrojs/react", entrypoint: "@astrojs/react/client.js" });
});
afterAll(async () => {
  await services.articleSanitizer.close();
  await database.destroy();
});
beforeEach(async () => {
  await database.db.deleteFrom("newsletter_letter").execute();
});

/** GET `path` as a visitor's browser asks for it: through the middleware, then the page. */
async function open(page: Page, path: string, params: Record<string, string> = {}): Promise<{ status: number; html: string }> {
  const request = new Request(`${siteUrl}${path}`, { headers: { accept: "text/html" } });
  const answer = await throughMiddleware(
    services,
    request,
    ({ locals }) => container.renderToResponse(page, { request, locals, params, routeType: "page" }),
    { params, clientAddress: `41.202.219.${visitor++}` },
  );
  return { status: answer.status, html: await answer.text() };
}

interface Seeded {
  id: string;
  status: LetterStatus;
  subject: string;
  slug?: string | null;
  preheader?: string;
  introHtml?: string;
  cards?: unknown[];
  sentAt?: string | null;
}

/** A letter as the admin's sending leaves it (or a draft or scheduled one, which has no slug and no cards yet). */
async function seedLetter(letter: Seeded) {
  const at = "2026-11-20T09:00:00.000Z";
  const sent = letter.status === "sent";
  await database.db
    .insertInto("newsletter_letter")
    .values({
      id: letter.id,
      subject: letter.subject,
      preheader: letter.preheader ?? "",
      intro_html: letter.introHtml ?? "<p>Bonjour</p>",
      article_ids: "[]",
      status: letter.status,
      scheduled_at: letter.status === "scheduled" ? "2027-01-05T08:00:00.000Z" : null,
      sent_at: sent ? (letter.sentAt ?? at) : null,
      slug: letter.slug ?? null,
      cards: sent ? JSON.stringify(letter.cards ?? []) : null,
      mail_html: sent ? "<html></html>" : null,
      mail_text: sent ? "texte" : null,
      recipients: sent ? 12 : null,
      created_by: "Awa",
      created_at: at,
      updated_by: "Awa",
      updated_at: at,
      sent_by: sent ? "Awa" : null,
    })
    .execute();
}

const facebookCard = {
  title: "Stratégie Facebook 2025",
  excerpt: "Ce qui marche encore pour vendre sur Facebook au Cameroun.",
  url: `${siteUrl}/kheopscope/strategie-facebook-2025`,
  image: { src: `${siteUrl}/partage/kheopscope/strategie-facebook-2025.jpg`, alt: "Stratégie Facebook 2025" },
};
const elsewhereCard = {
  title: "Un guide ailleurs",
  excerpt: "Une page d'un autre site.",
  url: "https://exemple.org/guide",
};

const decemberLetter = {
  id: "letter-december",
  status: "sent" as const,
  subject: "Vendre plus en décembre",
  slug: "vendre-plus-en-decembre",
  preheader: "Trois idées pour les fêtes",
  introHtml: "<p>Bonjour à tous, voici <strong>nos conseils</strong> pour décembre.</p><h2>Préparez vos stocks</h2><p>Dès maintenant.</p>",
  cards: [facebookCard, elsewhereCard],
  sentAt: "2026-12-02T10:30:00.000Z",
};

/** The text of the page's <main>, tags and spaces folded, entities of the text read. */
function mainText(html: string): string {
  const main = /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? "";
  return main
    .replace(/<[^>]+>/g, " ")
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/[\s\u00a0]+/g, " ");
}

const hrefs = (html: string) => [...html.matchAll(/<a [^>]*href="([^"]+)"/g)].map((match) => match[1]);

describe("the newsletter's archive", () => {
  it("lists the sent letters newest first, with their date in French and their preheader, and no draft or scheduled one", async () => {
    await seedLetter({ ...decemberLetter });
    await seedLetter({
      id: "letter-november",
      status: "sent",
      subject: "Le point de novembre",
      slug: "le-point-de-novembre",
      sentAt: "2026-11-03T10:00:00.000Z",
    });
    await seedLetter({ id: "letter-draft", status: "draft", subject: "Brouillon secret" });
    await seedLetter({ id: "letter-scheduled", status: "scheduled", subject: "Lettre programmée" });

    const { status, html } = await open(ArchiveIndexPage, archivePath);
    expect(status).toBe(200);
    expect(html).toContain("<title>Archives de la newsletter | Kheops Digital</title>");
    expect(html).toContain(`<link rel="canonical" href="${siteUrl}/newsletter/archives"`);
    expect(html).not.toContain('name="robots"');
    const text = mainText(html);
    expect(text).toContain("Les lettres déjà envoyées");
    expect(text).toContain("2 décembre 2026");
    expect(text).toContain("Trois idées pour les fêtes");
    // Newest first.
    expect(text.indexOf("Vendre plus en décembre")).toBeLessThan(text.indexOf("Le point de novembre"));
    expect(hrefs(html)).toEqual(
      expect.arrayContaining(["/newsletter/archives/vendre-plus-en-decembre", "/newsletter/archives/le-point-de-novembre", "/newsletter"]),
    );
    expect(html).not.toContain("Brouillon secret");
    expect(html).not.toContain("Lettre programmée");
    expect(text).not.toContain("Aucune lettre pour l'instant");
  });

  it("says so when no letter has been sent yet, and still invites to sign up", async () => {
    await seedLetter({ id: "letter-draft", status: "draft", subject: "Brouillon secret" });
    const { status, html } = await open(ArchiveIndexPage, archivePath);
    expect(status).toBe(200);
    const text = mainText(html);
    expect(text).toContain("Aucune lettre pour l'instant");
    expect(text).toContain("Recevez la prochaine lettre");
    expect(hrefs(/<main[\s\S]*<\/main>/.exec(html)?.[0] ?? "")).toContain("/newsletter");
    expect(html).not.toContain("Brouillon secret");
  });

  it("shows a letter as a page: its subject as the title, its date, its introduction and its articles as cards", async () => {
    await seedLetter({ ...decemberLetter });
    const { status, html } = await open(ArchiveLetterPage, `${archivePath}/vendre-plus-en-decembre`, { slug: "vendre-plus-en-decembre" });
    expect(status).toBe(200);
    expect(html).toContain("<title>Vendre plus en décembre | Kheops Digital</title>");
    expect(html).toContain('<meta name="description" content="Trois idées pour les fêtes"');
    expect(html).toContain(`<link rel="canonical" href="${siteUrl}/newsletter/archives/vendre-plus-en-decembre"`);
    expect(html).toMatch(/<h1[^>]*>Vendre plus en décembre<\/h1>/);
    const text = mainText(html);
    expect(text).toContain("Envoyée le 2 décembre 2026");
    // The introduction as stored HTML, styled as an article's text.
    expect(html).toMatch(
      /class="article-html[^"]*"[^>]*><p>Bonjour à tous, voici <strong>nos conseils<\/strong> pour décembre\.<\/p><h2>Préparez vos stocks<\/h2>/,
    );
    expect(text).toContain("À lire sur Kheopscope");
    expect(text).toContain("Stratégie Facebook 2025");
    expect(text).toContain("Ce qui marche encore pour vendre sur Facebook au Cameroun.");
    // An article of the site is linked by its path, another site's page by its address.
    expect(hrefs(html)).toEqual(
      expect.arrayContaining(["/kheopscope/strategie-facebook-2025", "https://exemple.org/guide", "/newsletter", archivePath]),
    );
    expect(html).not.toContain(`href="${siteUrl}/kheopscope/`);
    // The article's own picture, sized for the screen as on the blog (not the mail's share card), from the site alone.
    const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? "";
    const pictures = [...main.matchAll(/<(?:img|source) [^>]*(?:src|srcset)="([^"]+)"/g)].map((match) => match[1] ?? "");
    expect(pictures.length).toBeGreaterThan(0);
    for (const picture of pictures) expect(picture).toMatch(/^\//);
    expect(main).not.toContain("/partage/");
    expect(html).toContain('"@type":"BreadcrumbList"');
  });

  it("answers 404 for an unknown slug, and for a letter that has not been sent", async () => {
    await seedLetter({ id: "letter-draft", status: "draft", subject: "Brouillon secret", slug: "brouillon-secret" });
    for (const slug of ["inconnue", "brouillon-secret"]) {
      const { status, html } = await open(ArchiveLetterPage, `${archivePath}/${slug}`, { slug });
      expect(status, slug).toBe(404);
      expect(mainText(html)).toContain("Lettre introuvable");
      expect(html).toContain('<meta name="robots" content="noindex, follow"');
      expect(html).not.toContain("Brouillon secret");
    }
  });

  it("is linked from the /newsletter page", async () => {
    const { status, html } = await open(NewsletterPage, "/newsletter");
    expect(status).toBe(200);
    expect(html).toMatch(/<a [^>]*href="\/newsletter\/archives"[^>]*>\s*Lire les lettres déjà envoyées/);
  });

  it("puts the list and every sent letter, not the others, in the sitemap", async () => {
    await seedLetter({ ...decemberLetter });
    await seedLetter({ id: "letter-draft", status: "draft", subject: "Brouillon secret" });
    const answer = await callEndpoint(services, new Request(`${siteUrl}/sitemap.xml`), sitemap);
    expect(answer.status).toBe(200);
    const locs = [...(await answer.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toContain(`${siteUrl}/newsletter/archives`);
    expect(locs).toContain(`${siteUrl}/newsletter/archives/vendre-plus-en-decembre`);
    expect(locs.filter((loc) => loc?.includes("/newsletter/archives/"))).toHaveLength(1);
    // The pages already there stay.
    expect(locs).toContain(`${siteUrl}/`);
    expect(locs).toContain(`${siteUrl}/kheopscope/strategie-facebook-2025`);
  });

  it("links the components to the address the pages and the mails use", () => {
    expect(newsletterArchivePath).toBe(archivePath);
  });
});
