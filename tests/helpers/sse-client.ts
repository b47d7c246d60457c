import { get as httpGet, type IncomingHttpHeaders } from "node:http";
import { onTestFinished } from "vitest";
import { waitUntil } from "../../scripts/lib/wait";

export interface ServerSentEvent {
  /** "message" when the block names no event. */
  event: string;
  /** The data lines, joined with \n. */
  data: string;
}

export interface EventStream {
  status: number;
  headers: IncomingHttpHeaders;
  /**
   * The next event (after those already taken) that `matches`; rejects if the stream ends first, or
   * if none has come within `timeoutMs` (a guard against a hang).
   */
  next: (matches: (event: ServerSentEvent) => boolean, timeoutMs: number) => Promise<ServerSentEvent>;
  /** Whether the connection has ended (closed by the server or cut). */
  ended: () => boolean;
}

/** One block of a text/event-stream; undefined for a comment (heartbeat) or a retry line alone. */
function parseBlock(block: string): ServerSentEvent | undefined {
  const lines = block.split("\n");
  const data = lines.filter((line) => line.startsWith("data:")).map((line) => line.slice(5).replace(/^ /, ""));
  if (data.length === 0) return undefined;
  const event = lines
    .find((line) => line.startsWith("event:"))
    ?.slice(6)
    .trim();
  return { event: event || "message", data: data.join("\n") };
}

/**
 * Opens `url` as a browser's EventSource would (plus `headers`), and resolves
 * once the response headers are in; the connection is closed when the test ends.
 */
export function openEventStream(url: string, headers: Record<string, string> = {}): Promise<EventStream> {
  return new Promise((resolve, reject) => {
    const request = httpGet(url, { headers: { accept: "text/event-stream", ...headers } }, (response) => {
      const events: ServerSentEvent[] = [];
      let ended = false;
      let buffer = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => {
        buffer += chunk;
        for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
          const event = parseBlock(buffer.slice(0, end));
          buffer = buffer.slice(end + 2);
          if (event) events.push(event);
        }
      });
      response.on("close", () => {
        ended = true;
      });
      let taken = 0;
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        next: (matches, timeoutMs) =>
          waitUntil(
            () => {
              while (taken < events.length) {
                const event = events[taken++] as ServerSentEvent;
                if (matches(event)) return event;
              }
              if (ended) throw new Error(`the stream ended before a matching event; received: ${JSON.stringify(events)}`);
              return undefined;
            },
            { timeoutMs, intervalMs: 20, what: () => `a matching event; received: ${JSON.stringify(events)}` },
          ),
        ended: () => ended,
      });
    });
    request.on("error", reject);
    onTestFinished(() => {
      request.destroy();
    });
  });
}
