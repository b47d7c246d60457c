import { randomBytes } from "node:crypto";
import { expect, it, onTestFinished } from "vitest";
import { insertArticle } from "../../../tests/helpers/articles";
import { describeOnEachEngine } from "../../../tests/helpers/database";
import { silentLogger } from "../../../tests/helpers/site-services";
import { type ArticleStatsChange, createStatsEvents, likeArticle, readStats, viewArticle } from "./stats.server";

// Each test writes its own article (a slug of its own): the database of an
// engine is shared by the tests of its block.

const anId = () => randomBytes(16).toString("hex");

// The live counters of this test process, as start-up makes them.
const statsEvents = createStatsEvents({ logger: silentLogger });

/** The changes published for `slug` while the test runs. */
function recordChanges(slug: string): ArticleStatsChange[] {
  const changes: ArticleStatsChange[] = [];
  const unsubscribe = statsEvents.subscribe((change) => {
    if (change.slug === slug) changes.push(change);
  });
  onTestFinished(unsubscribe);
  return changes;
}

describeOnEachEngine("article likes and views", (getHandle) => {
  it("counts a like once per visitor: the same visitor liking again changes nothing", async () => {
    const { db } = getHandle();
    const slug = await insertArticle(db);
    const awa = anId();

    expect(await likeArticle({ db, statsEvents }, slug, awa)).toEqual({ likes: 1, views: 0, counted: true });
    expect(await likeArticle({ db, statsEvents }, slug, awa)).toEqual({ likes: 1, views: 0, counted: false });
    expect(await likeArticle({ db, statsEvents }, slug, anId())).toEqual({ likes: 2, views: 0, counted: true });

    expect(await readStats(db, [slug])).toEqual({ [slug]: { likes: 2, views: 0 } });
    const likeRows = await db
      .selectFrom("article_like")
      .innerJoin("article", "article.id", "article_like.article_id")
      .where("slug", "=", slug);
    expect(await likeRows.select("visitor_id").execute()).toHaveLength(2);
  });

  it("counts a view once per browser session", async () => {
    const { db } = getHandle();
    const slug = await insertArticle(db);
    const session = anId();

    expect(await viewArticle({ db, statsEvents }, slug, session)).toEqual({ likes: 0, views: 1, counted: true });
    expect(await viewArticle({ db, statsEvents }, slug, session)).toEqual({ likes: 0, views: 1, counted: false });
    expect(await viewArticle({ db, statsEvents }, slug, anId())).toEqual({ likes: 0, views: 2, counted: true });
    expect(await likeArticle({ db, statsEvents }, slug, session)).toEqual({ likes: 1, views: 2, counted: true });
  });

  it("knows nothing of an unknown slug, an unpublished article or a slug that cannot be one", async () => {
    const { db } = getHandle();
    const draft = await insertArticle(db, { status: "draft" });

    expect(await likeArticle({ db, statsEvents }, "article-qui-n-existe-pas", anId())).toBeUndefined();
    expect(await viewArticle({ db, statsEvents }, "article-qui-n-existe-pas", anId())).toBeUndefined();
    expect(await likeArticle({ db, statsEvents }, draft, anId())).toBeUndefined();
    expect(await viewArticle({ db, statsEvents }, "a\u0000b", anId())).toBeUndefined();
    expect(await likeArticle({ db, statsEvents }, "x".repeat(5000), anId())).toBeUndefined();
    expect(await db.selectFrom("article").select(["likes", "views"]).where("slug", "=", draft).executeTakeFirst()).toEqual({
      likes: 0,
      views: 0,
    });
    expect(await readStats(db, [draft, "article-qui-n-existe-pas"])).toEqual({});
  });

  it("counts 500 likes sent at once by 500 visitors exactly 500 times", async () => {
    const { db } = getHandle();
    const slug = await insertArticle(db);
    const changes = recordChanges(slug);

    const outcomes = await Promise.all(Array.from({ length: 500 }, () => likeArticle({ db, statsEvents }, slug, anId())));

    expect(outcomes.filter((outcome) => outcome?.counted)).toHaveLength(500);
    expect(new Set(outcomes.map((outcome) => outcome?.likes))).toEqual(new Set(Array.from({ length: 500 }, (_, index) => index + 1)));
    expect((await readStats(db, [slug]))[slug]).toEqual({ likes: 500, views: 0 });
    // Published after each commit; a late one (lower than one already sent) is not sent: the last is 500.
    expect(changes.at(-1)).toEqual({ slug, likes: 500, views: 0 });
    expect(new Set(changes.map((change) => change.likes)).size).toBe(changes.length);
  });

  it("answers the same count to the same visitor's like sent twice at once (two instances): counted once", async () => {
    const { db } = getHandle();
    const slug = await insertArticle(db);
    for (let visitors = 1; visitors <= 20; visitors++) {
      const visitor = anId();
      const answers = await Promise.all([likeArticle({ db, statsEvents }, slug, visitor), likeArticle({ db, statsEvents }, slug, visitor)]);
      expect(answers.map((answer) => answer?.likes)).toEqual([visitors, visitors]);
      expect(answers.filter((answer) => answer?.counted)).toHaveLength(1);
    }
  });

  it("publishes one change per counted like or view, none for a repeat", async () => {
    const { db } = getHandle();
    const slug = await insertArticle(db);
    const changes = recordChanges(slug);
    const visitor = anId();
    const session = anId();

    await likeArticle({ db, statsEvents }, slug, visitor);
    await likeArticle({ db, statsEvents }, slug, visitor);
    await viewArticle({ db, statsEvents }, slug, session);
    await viewArticle({ db, statsEvents }, slug, session);
    await viewArticle({ db, statsEvents }, slug, anId());
    await likeArticle({ db, statsEvents }, "article-qui-n-existe-pas", visitor);

    expect(changes).toEqual([
      { slug, likes: 1, views: 0 },
      { slug, likes: 1, views: 1 },
      { slug, likes: 1, views: 2 },
    ]);
  });

  it("reads the counts of every published article, or of the slugs asked for", async () => {
    const { db } = getHandle();
    const first = await insertArticle(db);
    const second = await insertArticle(db);
    const draft = await insertArticle(db, { status: "draft" });
    await likeArticle({ db, statsEvents }, first, anId());
    await viewArticle({ db, statsEvents }, second, anId());

    const all = await readStats(db);
    expect(all[first]).toEqual({ likes: 1, views: 0 });
    expect(all[second]).toEqual({ likes: 0, views: 1 });
    expect(all).not.toHaveProperty(draft);
    expect(await readStats(db, [second])).toEqual({ [second]: { likes: 0, views: 1 } });
    expect(await readStats(db, [])).toEqual({});
  });
});
