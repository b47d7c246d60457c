import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { requestInfo, services } from "./lib/boundary/context.server";
import { NonceProvider } from "./lib/nonce";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { nonce } = requestInfo(loadContext);
  const retryAfter = refusalRetryAfter(routerContext);
  if (retryAfter) responseHeaders.set("Retry-After", retryAfter);
  const { logger } = services(loadContext);
  // Crawlers and the no-JavaScript case both get the whole document at once.
  const readyEvent = isbot(request.headers.get("user-agent") ?? "") || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logger.error({ err: error, url: request.url }, "render failed after the shell was sent");
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}

/** The Retry-After of a refusal (429, 503) whose error page this answer shows (see request-boundary.server.ts). */
function refusalRetryAfter(routerContext: EntryContext): string | undefined {
  for (const error of Object.values(routerContext.staticHandlerContext.errors ?? {})) {
    const retryAfter: unknown = isRouteErrorResponse(error) ? error.data?.retryAfter : undefined;
    if (typeof retryAfter === "string") return retryAfter;
  }
  return undefined;
}

/** Errors of loaders, actions and rendering (not the refusals and 404s a route throws on purpose) go to the logs. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const site = services(context);
  site.databaseAvailability.report(error);
  site.logger.error({ err: error, method: request.method, url: request.url }, "request failed");
};
