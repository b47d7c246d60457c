import type { APIRoute } from "astro";
import { streamRefusalText } from "~/content/errors";
import type { ArticleStatsChange } from "~/lib/blog/stats.server";
import { type ArticleStats, readStats } from "~/lib/blog/stats.server";
import { isRefusal } from "~/lib/blog/stream-slots.server";
import { statsSnapshotEvent } from "~/lib/blog/types";
import { ensureVisitorId } from "~/site/blog/visitor.server";

const heartbeatMs = 25_000;
const encoder = new TextEncoder();
/** Seconds a refused browser is asked to wait before it tries again. */
const retryAfterSeconds = 30;

/**
 * GET /api/articles/statistiques/flux: server-sent events. First a `stats` event
 * with the counts of every published article, then one message per counted
 * like or view, from this instance or another one. Each open stream holds
 * a slot of this instance (STATS_STREAMS_PER_IP, STATS_STREAMS_MAX) until it
 * ends, whatever ends it; beyond them, 429 for the address or 503 for all.
 */
export const GET: APIRoute = async ({ request, locals }) => {
  const { site, cookies, clientAddress } = locals.scope;
  const slot = site.statsStreams.take(clientAddress ?? "unknown");
  if (isRefusal(slot)) {
    return new Response(streamRefusalText[slot.refused], {
      status: slot.refused === "address" ? 429 : 503,
      headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store", "retry-after": String(retryAfterSeconds) },
    });
  }
  // Every page with a like button opens this stream: it gives the browser the signed id a like needs,
  // rather than the pages themselves, which stay the same for every visitor (and so cacheable).
  await ensureVisitorId(cookies);

  let heartbeat: NodeJS.Timeout | undefined;
  let closed = false;
  const stop = () => {
    closed = true;
    unsubscribe();
    clearInterval(heartbeat);
    slot.release();
  };
  // Subscribed before the read, so a change committed meanwhile is not lost (the browser keeps the higher counts).
  const early: ArticleStatsChange[] = [];
  let forward: (change: ArticleStatsChange) => void = (change) => early.push(change);
  let end = stop;
  const unsubscribe = site.statsEvents.subscribe(
    (change) => forward(change),
    () => end(),
  );

  let snapshot: Record<string, ArticleStats> = {};
  try {
    snapshot = await readStats(site.db);
  } catch (error) {
    // The browser keeps the counts the page was rendered with; the changes still come.
    site.logger.warn({ err: error }, "article stats stream: first read failed");
  }
  if (request.signal.aborted || closed) {
    stop();
    return new Response(null, { status: 204, headers: { "cache-control": "no-store" } });
  }

  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          stop(); // the stream was closed under us
        }
      };
      const sendChange = (change: ArticleStatsChange) => send(`data: ${JSON.stringify(change)}\n\n`);
      send(`retry: 5000\nevent: ${statsSnapshotEvent}\ndata: ${JSON.stringify(snapshot)}\n\n`);
      for (const change of early) sendChange(change);
      forward = sendChange;
      heartbeat = setInterval(() => send(": ping\n\n"), heartbeatMs);
      end = () => {
        stop();
        try {
          controller.close();
        } catch {
          // already closed
        }
      };
      request.signal.addEventListener("abort", () => end(), { once: true });
    },
    cancel: stop,
  });

  return new Response(body, {
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      // no-transform: the compression middleware leaves the stream alone (and proxies should too).
      "cache-control": "no-cache, no-transform",
      "x-accel-buffering": "no",
    },
  });
};
