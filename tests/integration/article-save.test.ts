import { request as httpRequest } from "node:http";
import { expect, it } from "vitest";
import { articleLimitMessages } from "~/content/admin/editor";
import { articleHtmlLimits } from "~/lib/blog/html-shape";
import { freePort } from "../../scripts/lib/free-port";
import { waitForHealth } from "../../scripts/lib/host-process";
import { signInAsStaff } from "../../scripts/lib/staff-sign-in";
import { freshSqliteForHost } from "../helpers/database";
import { type Site, startHost, startSite } from "../helpers/site";

// An article saved through the admin of a real host: a pasted document no article looks like is
// refused before it is parsed, and its shape is measured and it is sanitised in worker threads, so no
// save holds up the visitors (the second review's 799 KB of nested <div> kept /healthz waiting 13.9 s,
// the third's 300 KB of unclosed "<a " 8.55 s). How long anything
// takes is not measured here (that is `npm run bench`'s): what is checked is which step refused the
// document, and that visitors were answered while a save was under way.

const password = "une phrase de passe pour les tests";

const logIn = (site: Site) => signInAsStaff(site.origin, password);

interface SaveAnswer {
  status: number;
  body: { error?: string; article?: { id: string } };
}

/** One /healthz request, which must answer 200. */
async function askHealth(site: Site): Promise<void> {
  const health = await fetch(`${site.origin}/healthz`);
  await health.arrayBuffer();
  expect(health.status).toBe(200);
}

/**
 * Saves an article as the editor does (JSON), all but its last byte first: once the host has been
 * seen to answer twice since (it has taken in the rest meanwhile), the last byte, and `complete`
 * resolves. Only then can the host parse the article: whatever it answers from that moment on, it
 * answers while the save is being worked on. `answer` resolves with the save's answer.
 */
function startSave(site: Site, cookie: string, content: string, title = "Un article collé depuis un document") {
  const payload = Buffer.from(JSON.stringify({ title, content, category: "SEO" }));
  let completed = () => {};
  const complete = new Promise<void>((resolve) => {
    completed = resolve;
  });
  const answer = new Promise<SaveAnswer>((resolve, reject) => {
    const headers = { cookie, "content-type": "application/json", "content-length": String(payload.length) };
    const request = httpRequest(`${site.origin}/admin/api/articles`, { method: "POST", headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", reject);
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString("utf8")) }));
    });
    request.on("error", reject);
    request.write(payload.subarray(0, -1), () => {
      askHealth(site)
        .then(() => askHealth(site))
        .then(() => request.end(payload.subarray(-1), completed), reject);
    });
  });
  return { complete, answer };
}

const save = (site: Site, cookie: string, content: string, title?: string) => startSave(site, cookie, content, title).answer;

/**
 * Asks /healthz one request after the other, from when `from` resolves until `until` has settled, then
 * once more (each must answer 200); resolves with how many were answered before `until` had settled.
 */
async function healthAnsweredDuring(site: Site, from: Promise<unknown>, until: Promise<unknown>): Promise<number> {
  let settled = false;
  const settle = () => {
    settled = true;
  };
  void until.then(settle, settle);
  await from;
  let answered = 0;
  for (let last = false; !last; ) {
    last = settled;
    await askHealth(site);
    if (!settled) answered++;
  }
  return answered;
}

const nested = (levels: number) => `${"<div>".repeat(levels)}Texte collé${"</div>".repeat(levels)}`;

it("refuses the review's 799 KB of nested <div> in French, measured before any parsing, /healthz answering meanwhile", async () => {
  const database = freshSqliteForHost();
  const site = await startSite({ ...database.env, ADMIN_PASSWORD: password });
  const cookie = await logIn(site);
  // Warm up: the first save starts the sanitiser's worker.
  await save(site, cookie, "<p>Premier article</p>", "Premier article");

  const hostile = nested(72_000);
  expect(hostile.length).toBeGreaterThan(790_000);
  const saving = startSave(site, cookie, hostile);
  const [saved] = await Promise.all([saving.answer, healthAnsweredDuring(site, Promise.resolve(), saving.answer)]);

  expect(saved.status).toBe(400);
  // The message of the measure taken on the text (app/lib/blog/html-shape.ts, in the sanitiser's worker), not
  // the sanitiser's (adminText.errors.tooComplex, for what it could not finish in time): the document never reached the parser.
  expect(saved.body.error).toBe(articleLimitMessages.tooDeep(articleHtmlLimits.depth));
  const stored = await database
    .connect()
    .selectFrom("article")
    .select("title")
    .where("title", "=", "Un article collé depuis un document")
    .execute();
  expect(stored).toEqual([]);
}, 180_000);

it("refuses the third review's 300 KB of unclosed <a in French, /healthz answering meanwhile", async () => {
  const database = freshSqliteForHost();
  const site = await startSite({ ...database.env, ADMIN_PASSWORD: password });
  const cookie = await logIn(site);
  await save(site, cookie, "<p>Premier article</p>", "Premier article");

  // Measured on the thread that answers the visitors, this text held every one of them for 9 s.
  const hostile = "<a ".repeat(100_000);
  const saving = startSave(site, cookie, hostile, "Un lien jamais refermé");
  const [saved] = await Promise.all([saving.answer, healthAnsweredDuring(site, Promise.resolve(), saving.answer)]);

  expect(saved).toEqual({ status: 400, body: { error: articleLimitMessages.unclosedTag } });
  const stored = await database.connect().selectFrom("article").select("title").where("title", "=", "Un lien jamais refermé").execute();
  expect(stored).toEqual([]);
}, 180_000);

it("saves the largest article the limits allow in worker threads, /healthz answered while it is being saved", async () => {
  const database = freshSqliteForHost();
  const site = await startSite({ ...database.env, ADMIN_PASSWORD: password });
  const cookie = await logIn(site);
  await save(site, cookie, "<p>Premier article</p>", "Premier article");

  // 10 000 elements, 700 KB: the most the sanitiser does within the limits.
  const largest = `<p><a href="https://exemple.cm/${"a".repeat(50)}" title="t" rel="nofollow" target="_blank">lien</a></p>`.repeat(5_000);
  const saving = startSave(site, cookie, largest, "Le plus long des articles");
  const [saved, answered] = await Promise.all([saving.answer, healthAnsweredDuring(site, saving.complete, saving.answer)]);

  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  expect(saved.body.article?.id).toBeDefined();
  // Asked once the host had the whole article, and answered before the save: the thread that answers
  // the visitors was free while the article was parsed and sanitised. Sanitised on that thread (tried:
  // piscina's run() replaced by a call), the save is answered first, every time.
  expect(answered).toBeGreaterThan(0);
  const [row] = await database.connect().selectFrom("article").select("content").where("title", "=", "Le plus long des articles").execute();
  expect(row?.content).toMatch(/<a [^>]*rel="[^"]*noopener[^"]*"/);
}, 180_000);

// The built site (npm test builds before the unit tests), as `npm run preview` runs it: the sanitiser's
// worker must be found in build/, not only under Vitest.
it("saves an article through the built host's admin: the sanitiser's worker is in the build", async () => {
  const database = freshSqliteForHost();
  const port = await freePort();
  const host = await startHost({ ...database.env, ADMIN_PASSWORD: password, PORT: String(port), HOST: "127.0.0.1" }, "production");
  const origin = `http://127.0.0.1:${port}`;
  await waitForHealth(`${origin}/healthz`, { host, timeoutMs: 60_000 });
  const site = { ...host, origin };

  const saved = await save(
    site,
    await logIn(site),
    '<h2>Un titre</h2><p onclick="x()">Du texte <script>alert(1)</script></p>',
    "Article du site construit",
  );
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const [row] = await database.connect().selectFrom("article").select("content").where("title", "=", "Article du site construit").execute();
  expect(row?.content).toContain("Du texte");
  expect(row?.content).not.toMatch(/onclick|script/);
}, 120_000);
