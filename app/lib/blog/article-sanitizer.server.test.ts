import { fileURLToPath } from "node:url";
import { expect, it, onTestFinished } from "vitest";
import { ArticleSanitizeError, articleSanitizerWorkerFile, createArticleSanitizer } from "./article-sanitizer.server";
import { sanitizeArticleHtml } from "./sanitize-article.server";

// The most elements and bytes the shape check lets through (html-shape.ts): what takes the sanitiser longest.
const largest = `<p><a href="https://exemple.cm/${"a".repeat(50)}" title="t" rel="nofollow" target="_blank">lien</a></p>`.repeat(5_000);

it("sanitises in a worker thread exactly as the sanitiser does on its own", async () => {
  const sanitizer = createArticleSanitizer();
  onTestFinished(() => sanitizer.close());
  const html = '<h1 onclick="x()">Titre</h1><p>Texte <a href="javascript:alert(1)">lien</a></p><script>alert(1)</script>';
  expect(await sanitizer.sanitize(html)).toEqual({ html: sanitizeArticleHtml(html) });
});

it("measures the shape in the worker first, and answers why it refuses instead of sanitising", async () => {
  const sanitizer = createArticleSanitizer();
  onTestFinished(() => sanitizer.close());
  expect(await sanitizer.sanitize("<a ".repeat(100_000))).toEqual({ refusal: "unclosed-tag" });
  expect(await sanitizer.sanitize(`${"<div>".repeat(72_000)}x${"</div>".repeat(72_000)}`)).toEqual({ refusal: "too-deep" });
  expect(await sanitizer.sanitize(`<img src="/media/x.webp" alt="${"a".repeat(10_000)}">`)).toEqual({ refusal: "tag-too-long" });
  expect(await sanitizer.sanitize("<p>Bonjour</p>")).toEqual({ html: "<p>Bonjour</p>" });
});

it("refuses a document whose sanitising takes longer than the limit, and stays usable", async () => {
  const sanitizer = createArticleSanitizer({ timeoutMs: 1 });
  onTestFinished(() => sanitizer.close());
  // 5 000 links take the sanitiser a good part of a second; the limit of 1 ms cannot be met.
  const error = await sanitizer.sanitize(largest).catch((thrown: unknown) => thrown);
  expect(error).toBeInstanceOf(ArticleSanitizeError);
  expect((error as ArticleSanitizeError).reason).toBe("timeout");
});

it("refuses at once a save beyond the queue, rather than letting saves pile up", async () => {
  const sanitizer = createArticleSanitizer({ maxThreads: 1, maxQueue: 1 });
  onTestFinished(() => sanitizer.close());
  const outcomes = await Promise.allSettled([1, 2, 3, 4].map(() => sanitizer.sanitize(largest)));
  const busy = outcomes.filter((outcome) => outcome.status === "rejected" && (outcome.reason as ArticleSanitizeError).reason === "busy");
  expect(busy.length).toBeGreaterThan(0);
  expect(outcomes.filter((outcome) => outcome.status === "fulfilled").length).toBeGreaterThan(0);
});

it("finds the built worker beside the server bundle or one level up from a chunk, and says so when it is missing", () => {
  expect(articleSanitizerWorkerFile(import.meta.url.replace(/[^/]+$/, "article-sanitizer.server.ts"))).toBe(
    fileURLToPath(new URL("./sanitize-article.server.ts", import.meta.url)),
  );
  expect(() => articleSanitizerWorkerFile("file:///nulle-part/build/server/assets/chunk.js")).toThrow(/npm run build/);
});
