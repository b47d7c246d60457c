import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Piscina } from "piscina";
import type { CheckedArticleHtml } from "./sanitize-article.server";

/**
 * The article's shape check and sanitiser (sanitize-article.server.ts) run off the main thread, in a
 * pool of worker threads (piscina): a slow save keeps one worker busy, never the thread that answers
 * the visitors.
 */
export interface ArticleSanitizer {
  /**
   * The sanitised HTML, or why its shape is refused (html-shape.ts); rejects with an
   * ArticleSanitizeError when it takes too long or the pool is full.
   */
  sanitize(html: string): Promise<CheckedArticleHtml>;
  /** Ends the workers (after the tasks under way). */
  close(): Promise<void>;
}

/** Why an article's HTML was not sanitised: it took longer than the limit, or too many saves wait already. */
export class ArticleSanitizeError extends Error {
  override name = "ArticleSanitizeError";
  constructor(
    readonly reason: "timeout" | "busy",
    message: string,
  ) {
    super(message);
  }
}

/**
 * The worker's module. From the sources (Vitest, `npm run dev`), the TypeScript module itself:
 * Node 24 strips its types; of ours it imports only html-shape.ts, which imports nothing. In the build, the
 * same module compiled as an entry of the host's build (vite.host.config.ts) into
 * build/sanitize-article-worker.js, beside build/host.js; this module may sit in host.js or in a
 * chunk of build/host/.
 */
export function articleSanitizerWorkerFile(moduleUrl: string = import.meta.url): string {
  if (moduleUrl.endsWith(".ts")) return fileURLToPath(new URL("./sanitize-article.server.ts", moduleUrl));
  const candidates = ["./sanitize-article-worker.js", "../sanitize-article-worker.js"].map((path) =>
    fileURLToPath(new URL(path, moduleUrl)),
  );
  const found = candidates.find((file) => existsSync(file));
  if (!found) throw new Error(`the article sanitiser's worker is missing (looked for ${candidates.join(", ")}): run npm run build`);
  return found;
}

export interface ArticleSanitizerOptions {
  workerFile?: string;
  /** A save whose sanitising takes longer is refused and its worker replaced. */
  timeoutMs?: number;
  /** Saves waiting for a worker beyond the busy ones; more are refused at once. */
  maxQueue?: number;
  /** Workers at most: two cores are shared with the site and the database. */
  maxThreads?: number;
}

/**
 * Starts the pool: no worker until the first save, one or two while saves come, none again after a
 * minute without one (the staff save a few times an hour).
 */
export function createArticleSanitizer({
  workerFile = articleSanitizerWorkerFile(),
  timeoutMs = 10_000,
  maxQueue = 8,
  maxThreads = 2,
}: ArticleSanitizerOptions = {}): ArticleSanitizer {
  const pool = new Piscina<string, CheckedArticleHtml>({
    filename: workerFile,
    name: "checkAndSanitizeArticleHtml",
    minThreads: 0,
    maxThreads,
    maxQueue,
    idleTimeout: 60_000,
  });
  return {
    async sanitize(html) {
      if (pool.queueSize >= maxQueue) throw new ArticleSanitizeError("busy", "too many articles are being saved");
      const signal = AbortSignal.timeout(timeoutMs);
      try {
        return await pool.run(html, { signal });
      } catch (error) {
        if (signal.aborted) throw new ArticleSanitizeError("timeout", `sanitising took more than ${timeoutMs} ms`);
        throw error;
      }
    },
    close: () => pool.close(),
  };
}
