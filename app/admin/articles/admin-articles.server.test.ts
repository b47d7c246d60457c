import { afterAll, expect, it } from "vitest";
import { createArticleSanitizer } from "~/lib/blog/article-sanitizer.server";
import { bundledArticles, seedBundledArticles } from "~/lib/blog/bundled-articles.server";
import { findPublishedArticle, listPublishedArticles } from "~/site/blog/articles.server";
import { describeOnEachEngine } from "../../../tests/helpers/database";
import {
  actionsFor,
  changeStatus,
  countArticles,
  deleteForGood,
  emptyTrash,
  findArticle,
  listArticles,
  saveArticle,
} from "./admin-articles.server";
import type { ArticleDraft } from "./article-draft";

// The real sanitiser, in its worker threads, as the admin's save uses it.
const sanitizer = createArticleSanitizer();
afterAll(() => sanitizer.close());

function draft(fields: Partial<ArticleDraft> = {}): ArticleDraft {
  return {
    title: "Vendre sur WhatsApp à Douala",
    content: "<h2>Pourquoi WhatsApp</h2><p>Vos clients y sont déjà, chaque jour.</p>",
    slug: "",
    excerpt: "",
    category: "Réseaux Sociaux",
    tags: ["WhatsApp"],
    keywords: ["whatsapp"],
    seoTitle: "",
    seoDescription: "",
    tone: "professional",
    image: "",
    ...fields,
  };
}

async function saved(result: Awaited<ReturnType<typeof saveArticle>>) {
  if (result.status !== "saved") throw new Error(`not saved: ${result.status}`);
  return result.article;
}

describeOnEachEngine("admin articles", (getHandle) => {
  it("saves a new article as a draft, with its slug, word count and excerpt made by the server", async () => {
    const { db } = getHandle();
    const article = await saved(await saveArticle(db, draft({ title: "Créer sa boutique : l'essentiel en 2026" }), { sanitizer }));
    expect(article).toMatchObject({
      status: "draft",
      slug: "creer-sa-boutique-lessentiel-en-2026",
      wordCount: 9,
      excerpt: "Pourquoi WhatsApp Vos clients y sont déjà, chaque jour.",
      version: 1,
      source: "admin",
    });
    expect(await findPublishedArticle(db, article.slug)).toBeUndefined();
  });

  it("takes the first stored picture of the text as the article's picture when none was chosen", async () => {
    const { db } = getHandle();
    const first = "/media/0198a6f2-7b9e-7c3d-8e4f-123456789abc";
    const content = `<p>Au marché.</p><img src="${first}-800.webp" alt="Le marché"><img src="/media/0198a6f2-7b9e-7c3d-8e4f-cba987654321-800.webp" alt="Autre">`;
    expect((await saved(await saveArticle(db, draft({ title: "Le marché en images", content }), { sanitizer }))).image).toBe(first);
    const chosen = "/images/art/articles/strategie-facebook-2025";
    expect((await saved(await saveArticle(db, draft({ title: "Le marché choisi", content, image: chosen }), { sanitizer }))).image).toBe(
      chosen,
    );
    expect((await saved(await saveArticle(db, draft({ title: "Sans image" }), { sanitizer }))).image).toBe("");
  });

  it("gives a second article with the same title its own slug, and refuses a slug already taken", async () => {
    const { db } = getHandle();
    const first = await saved(await saveArticle(db, draft({ title: "Un titre partagé" }), { sanitizer }));
    const second = await saved(await saveArticle(db, draft({ title: "Un titre partagé" }), { sanitizer }));
    expect(second.slug).toBe(`${first.slug}-2`);
    expect((await saveArticle(db, draft({ title: "Autre", slug: first.slug }), { sanitizer })).status).toBe("slug-taken");
    expect((await saveArticle(db, draft({ title: "Autre", slug: "Pas Valide!" }), { sanitizer })).status).toBe("slug-invalid");
  });

  it("refuses an article without title or text, even when its HTML is only markup or a script", async () => {
    const { db } = getHandle();
    expect((await saveArticle(db, draft({ content: "<p></p><script>alert(1)</script>" }), { sanitizer })).status).toBe("empty");
    expect((await saveArticle(db, draft({ title: "   " }), { sanitizer })).status).toBe("empty");
  });

  it("refuses, storing nothing, HTML whose shape no article has, and takes every bundled article's HTML back as it is stored", async () => {
    const { db } = getHandle();
    // The third review's 300 KB of unclosed "<a ": measured in the sanitiser's worker, refused before any parsing.
    expect(await saveArticle(db, draft({ title: "Collé de travers", content: "<a ".repeat(100_000) }), { sanitizer })).toEqual({
      status: "refused",
      refusal: "unclosed-tag",
    });
    expect((await listArticles(db, "draft")).map((article) => article.title)).not.toContain("Collé de travers");

    // What the editor sends back when the staff edit a bundled article: its stored HTML, longest tags included.
    await seedBundledArticles(db);
    for (const { source } of bundledArticles()) {
      const stored = await findArticle(db, source.id);
      if (!stored) throw new Error(`${source.slug} not seeded`);
      const result = await saveArticle(
        db,
        draft({ id: stored.id, version: stored.version, title: stored.title, content: stored.content }),
        {
          sanitizer,
        },
      );
      expect(result.status, source.slug).toBe("saved");
    }
  });

  it("stores sanitised HTML whatever the browser sent", async () => {
    const { db } = getHandle();
    const article = await saved(
      await saveArticle(
        db,
        draft({ content: '<p onclick="steal()">Texte <a href="javascript:alert(1)">lien</a></p><script>alert(1)</script>' }),
        { sanitizer },
      ),
    );
    const stored = (await findArticle(db, article.id))?.content ?? "";
    expect(stored).toContain("Texte");
    expect(stored).not.toMatch(/script|onclick|javascript:/i);
  });

  it("publishes: the article is on the public list and its page at once; archiving takes it off", async () => {
    const { db } = getHandle();
    const article = await saved(await saveArticle(db, draft({ title: "Publier pour être lu" }), { sanitizer }));
    const published = await changeStatus(db, article.id, "publish", article.version, { now: "2026-11-24T09:00:00.000Z" });
    expect(published.status).toBe("changed");
    expect((await listPublishedArticles(db)).map((summary) => summary.slug)).toContain(article.slug);
    const page = await findPublishedArticle(db, article.slug);
    expect(page).toMatchObject({
      title: "Publier pour être lu",
      date: "2026-11-24",
      readingMinutes: 1,
    });

    const archived = await changeStatus(db, article.id, "archive", undefined);
    expect(archived.status).toBe("changed");
    expect(await findPublishedArticle(db, article.slug)).toBeUndefined();
    expect((await listPublishedArticles(db)).map((summary) => summary.slug)).not.toContain(article.slug);
  });

  it("dates a publication by the day in Douala, where 23:30 UTC is already the next day", async () => {
    const { db } = getHandle();
    const article = await saved(
      await saveArticle(db, draft({ title: "Publié tard le soir" }), { sanitizer, now: "2026-11-24T23:10:00.000Z" }),
    );
    await changeStatus(db, article.id, "publish", article.version, { now: "2026-11-24T23:30:00.000Z" });
    expect(await findPublishedArticle(db, article.slug)).toMatchObject({ date: "2026-11-25" });
  });

  it("reads a long article in one minute per 200 words, rounded up", async () => {
    const { db } = getHandle();
    const words = Array.from({ length: 401 }, (_, index) => `mot${index}`).join(" ");
    const article = await saved(await saveArticle(db, draft({ content: `<p>${words}</p>` }), { sanitizer }));
    await changeStatus(db, article.id, "publish", article.version);
    expect(await findPublishedArticle(db, article.slug)).toMatchObject({ readingMinutes: 3 });
  });

  it("shows an edit of a published article's body on its page at once, and again the first text when it comes back", async () => {
    const { db } = getHandle();
    const first = "<p>Un budget de 5 000 FCFA suffit.</p>";
    const second = "<p>Un budget de 20 000 FCFA suffit.</p>";
    const article = await saved(await saveArticle(db, draft({ content: first }), { sanitizer }));
    await changeStatus(db, article.id, "publish", article.version, { now: "2026-11-24T09:00:00.000Z" });
    expect((await findPublishedArticle(db, article.slug))?.content).toBe("<p>Un budget de 5\u00a0000\u00a0FCFA suffit.</p>");

    const stored = await findArticle(db, article.id);
    const edited = await saved(await saveArticle(db, draft({ id: article.id, version: stored?.version, content: second }), { sanitizer }));
    expect(edited.status).toBe("published");
    expect((await findPublishedArticle(db, article.slug))?.content).toBe("<p>Un budget de 20\u00a0000\u00a0FCFA suffit.</p>");

    await saved(await saveArticle(db, draft({ id: article.id, version: edited.version, content: first }), { sanitizer }));
    expect((await findPublishedArticle(db, article.slug))?.content).toBe("<p>Un budget de 5\u00a0000\u00a0FCFA suffit.</p>");
  });

  it("follows the workflow of the spec and refuses the moves it does not allow", async () => {
    const { db } = getHandle();
    const { id } = await saved(await saveArticle(db, draft({ title: "Le parcours complet" }), { sanitizer }));
    expect((await changeStatus(db, id, "restore", undefined)).status).toBe("refused");
    expect((await changeStatus(db, id, "backToDraft", undefined)).status).toBe("refused");
    expect((await deleteForGood(db, id)).status).toBe("refused");
    for (const [transition, status] of [
      ["publish", "published"],
      ["backToDraft", "draft"],
      ["archive", "archived"],
      ["restore", "draft"],
      ["trash", "trash"],
      ["restore", "draft"],
      ["trash", "trash"],
    ] as const) {
      const result = await changeStatus(db, id, transition, undefined);
      expect(result.status === "changed" && result.article.status).toBe(status);
    }
    expect(await deleteForGood(db, id)).toEqual({ status: "deleted", title: "Le parcours complet" });
    expect(await findArticle(db, id)).toBeUndefined();
    expect((await changeStatus(db, id, "publish", undefined)).status).toBe("not-found");
  });

  it("refuses the save of a tab that holds an older version: nothing is overwritten", async () => {
    const { db } = getHandle();
    const created = await saved(await saveArticle(db, draft({ title: "Deux onglets" }), { sanitizer }));
    const firstTab = await saveArticle(
      db,
      draft({ id: created.id, version: created.version, title: "Deux onglets", content: "<p>Premier onglet.</p>" }),
      { sanitizer },
    );
    expect(firstTab.status).toBe("saved");
    const secondTab = await saveArticle(
      db,
      draft({ id: created.id, version: created.version, title: "Deux onglets", content: "<p>Second onglet.</p>" }),
      { sanitizer },
    );
    expect(secondTab.status).toBe("conflict");
    expect((await findArticle(db, created.id))?.content).toBe("<p>Premier onglet.</p>");
    // A status change also moves the version on.
    const current = await saved(firstTab);
    await changeStatus(db, created.id, "publish", current.version);
    expect((await saveArticle(db, draft({ id: created.id, version: current.version, title: "Deux onglets" }), { sanitizer })).status).toBe(
      "conflict",
    );
  });

  it("counts each status in the database, and empties the trash", async () => {
    const { db } = getHandle();
    const before = await countArticles(db);
    const ids = [];
    for (const title of ["Corbeille un", "Corbeille deux", "Reste en brouillon"])
      ids.push((await saved(await saveArticle(db, draft({ title }), { sanitizer }))).id);
    await changeStatus(db, ids[0] ?? "", "trash", undefined);
    await changeStatus(db, ids[1] ?? "", "trash", undefined);
    const after = await countArticles(db);
    expect(after.total - before.total).toBe(3);
    expect(after.trash - before.trash).toBe(2);
    expect(after.draft - before.draft).toBe(1);
    expect((await emptyTrash(db)).length).toBe(after.trash);
    expect((await countArticles(db)).trash).toBe(0);
    expect((await listArticles(db, "draft")).map((article) => article.id)).toContain(ids[2]);
  });

  it("remembers who created, last saved and last published an article, by their account's name", async () => {
    const { db } = getHandle();
    const created = await saved(await saveArticle(db, draft({ title: "Qui a fait quoi" }), { sanitizer, by: "Awa" }));
    expect(created).toMatchObject({ createdBy: "Awa", editedBy: "Awa", publishedBy: null });

    const edited = await saved(
      await saveArticle(db, draft({ id: created.id, version: created.version, title: "Qui a fait quoi" }), { sanitizer, by: "Paul" }),
    );
    expect(edited).toMatchObject({ createdBy: "Awa", editedBy: "Paul", publishedBy: null });

    // Moving it elsewhere than « Publiés » names no publisher; publishing does, and a later publication replaces it.
    const archived = await changeStatus(db, created.id, "archive", edited.version, { by: "Mireille" });
    expect(archived.status === "changed" && archived.article.publishedBy).toBeNull();
    await changeStatus(db, created.id, "restore", undefined, { by: "Mireille" });
    const published = await changeStatus(db, created.id, "publish", undefined, { by: "Mireille" });
    expect(published.status === "changed" && published.article).toMatchObject({
      createdBy: "Awa",
      editedBy: "Paul",
      publishedBy: "Mireille",
    });
    await changeStatus(db, created.id, "backToDraft", undefined, { by: "Paul" });
    await changeStatus(db, created.id, "publish", undefined, { by: "Awa" });
    expect(await findArticle(db, created.id)).toMatchObject({ createdBy: "Awa", editedBy: "Paul", publishedBy: "Awa" });

    // The lists show them too.
    const listed = (await listArticles(db, "published")).find((article) => article.id === created.id);
    expect(listed).toMatchObject({ createdBy: "Awa", editedBy: "Paul", publishedBy: "Awa" });
  });

  it("signs a new article with the signed-in person when their name is one of the team's, the agency otherwise, and keeps it", async () => {
    const { db } = getHandle();
    const byMireille = await saved(await saveArticle(db, draft({ title: "Signé par Mireille" }), { sanitizer, by: "mireille NGO biyong" }));
    expect(byMireille.author).toBe("mireille-ngo-biyong");
    const byLarissa = await saved(
      await saveArticle(db, draft({ title: "Signé par Larissa" }), { sanitizer, by: "Larissa Éwane Moukouri" }),
    );
    expect(byLarissa.author).toBe("larissa-ewane-moukouri");
    const byAdmin = await saved(await saveArticle(db, draft({ title: "Signé par l'agence" }), { sanitizer, by: "Administrateur" }));
    expect(byAdmin.author).toBe("kheops-digital");
    expect((await saved(await saveArticle(db, draft({ title: "Sans compte" }), { sanitizer }))).author).toBe("kheops-digital");

    // Someone else saving it later does not sign it again.
    const edited = await saved(
      await saveArticle(db, draft({ id: byMireille.id, version: byMireille.version, title: "Signé par Mireille" }), {
        sanitizer,
        by: "Arnaud Fotso Kamdem",
      }),
    );
    expect(edited.author).toBe("mireille-ngo-biyong");
  });

  it("keeps a staff edit of a bundled article over its file, and a bundled article deleted for good stays deleted", async () => {
    const { db } = getHandle();
    await seedBundledArticles(db);
    const [first, second] = bundledArticles().map(({ source }) => source);
    if (!first || !second) throw new Error("bundled articles missing");
    expect((await listArticles(db, "published")).map((article) => article.slug)).toEqual(expect.arrayContaining([first.slug, second.slug]));

    const original = await findArticle(db, first.id);
    if (!original) throw new Error("bundled article not seeded");
    await saved(
      await saveArticle(
        db,
        draft({ id: original.id, version: original.version, title: "Titre revu par l'équipe", category: original.category }),
        { sanitizer },
      ),
    );
    await db.updateTable("article").set({ source_hash: "a file that changed since" }).where("id", "=", first.id).execute();
    await seedBundledArticles(db);
    expect((await findPublishedArticle(db, first.slug))?.title).toBe("Titre revu par l'équipe");

    await changeStatus(db, second.id, "trash", undefined);
    expect((await deleteForGood(db, second.id)).status).toBe("deleted");
    expect((await seedBundledArticles(db)).inserted).not.toContain(second.slug);
    expect(await findArticle(db, second.id)).toBeUndefined();
  });

  it("lists the published articles by their publication, newest first, and the drafts by their last change", async () => {
    const { db } = getHandle();
    await seedBundledArticles(db);
    const fresh = await saved(await saveArticle(db, draft({ title: "Publié à l'instant" }), { sanitizer }));
    await changeStatus(db, fresh.id, "publish", fresh.version);
    const published = await listArticles(db, "published");
    expect(published[0]?.id).toBe(fresh.id);
    // The bundled ones were written to the table one after the other at one start: their own dates order them.
    const days = published.map((article) => article.publishedAt ?? article.updatedAt);
    expect(days).toEqual([...days].sort().reverse());

    const older = await saved(await saveArticle(db, draft({ title: "Brouillon ancien" }), { sanitizer, now: "2026-11-01T08:00:00.000Z" }));
    const newer = await saved(await saveArticle(db, draft({ title: "Brouillon récent" }), { sanitizer, now: "2026-11-20T08:00:00.000Z" }));
    const drafts = (await listArticles(db, "draft")).map((article) => article.id);
    expect(drafts.indexOf(newer.id)).toBeLessThan(drafts.indexOf(older.id));
  });

  it("gives the published page what the staff wrote for search engines, and nothing for fields left blank", async () => {
    const { db } = getHandle();
    const written = await saved(
      await saveArticle(
        db,
        draft({
          title: "Vendre ses pagnes sur Instagram",
          seoTitle: "Vendre des pagnes sur Instagram à Douala",
          seoDescription: "Trois réglages pour ouvrir une vitrine Instagram qui vend, même avec peu d'abonnés.",
          keywords: ["pagne", "instagram"],
        }),
        { sanitizer },
      ),
    );
    await changeStatus(db, written.id, "publish", written.version);
    expect(await findPublishedArticle(db, written.slug)).toMatchObject({
      seoTitle: "Vendre des pagnes sur Instagram à Douala",
      seoDescription: "Trois réglages pour ouvrir une vitrine Instagram qui vend, même avec peu d'abonnés.",
      keywords: ["pagne", "instagram"],
    });

    const blank = await saved(await saveArticle(db, draft({ title: "Sans référencement", seoTitle: "  ", keywords: [] }), { sanitizer }));
    await changeStatus(db, blank.id, "publish", blank.version);
    const read = await findPublishedArticle(db, blank.slug);
    expect(read?.keywords).toEqual([]);
    expect(read && "seoTitle" in read).toBe(false);
    expect(read && "seoDescription" in read).toBe(false);
  });
});

it("offers each list the actions of its status, in the order its buttons show", () => {
  expect(actionsFor("draft")).toEqual(["publish", "archive", "trash"]);
  expect(actionsFor("published")).toEqual(["backToDraft", "archive", "trash"]);
  expect(actionsFor("archived")).toEqual(["restore", "trash"]);
  expect(actionsFor("trash")).toEqual(["restore", "delete"]);
});
