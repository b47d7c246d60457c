import { fileURLToPath } from "node:url";
import { expect, it, onTestFinished } from "vitest";
import { ArticleSanitizeError, articleSanitizerWorkerFile, createArticleSanitizer } from "./article-sanitizer.server";
import { sanitizeArticleHtml } from "./sanitize-article.server";

it("sanitises in a worker thread exactly as the sanitiser does on its own", async () => {
  const sanitizer = createArticleSanitizer();
  onTestFinished(() => sanitizer.close());
  const html = '<h1 onclick="x()">Titre</h1><p>Texte <a href="javascript:alert(1)">lien</a></p><script>alert(1)</script>';
  expect(await sanitizer.sanitize(html)).toBe(sanitizeArticleHtml(html));
});

it("refuses a document whose sanitising takes longer than the limit, and stays usable", async () => {
  const sanitizer = createArticleSanitizer({ timeoutMs: 1 });
  onTestFinished(() => sanitizer.close());
  // Tens of thousands of levels take the sanitiser seconds; the limit of 1 ms cannot be met.
  const hostile = `${"<div>".repeat(40_000)}x${"</div>".repeat(40_000)}`;
  const error = await sanitizer.sanitize(hostile).catch((thrown: unknown) => thrown);
  expect(error).toBeInstanceOf(ArticleSanitizeError);
  expect((error as ArticleSanitizeError).reason).toBe("timeout");
});

it("refuses at once a save beyond the queue, rather than letting saves pile up", async () => {
  const sanitizer = createArticleSanitizer({ maxThreads: 1, maxQueue: 1 });
  onTestFinished(() => sanitizer.close());
  const slow = `${"<div>".repeat(10_000)}x${"</div>".repeat(10_000)}`;
  const outcomes = await Promise.allSettled([1, 2, 3, 4].map(() => sanitizer.sanitize(slow)));
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
