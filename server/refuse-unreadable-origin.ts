import type express from "express";
import type { SiteServices } from "../app/lib/boundary/context.server";
import { routeGroupOf } from "../app/lib/boundary/route-groups.server";
import { sendRefusal } from "./refusal";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/** An Origin header a browser could have sent: "null" (an opaque origin) or an address. */
function isReadableOrigin(origin: string): boolean {
  return origin === "null" || URL.canParse(origin);
}

/**
 * A state-changing request whose Origin header is not an address (`Origin: http://[x`) cannot come
 * from one of our pages: the host refuses it with the French 403 of a cross-site request, before any
 * framework reads the header (one once answered it with an English 400 logged as an error with its stack). The refusal
 * counts against the rate limit of the request's route group, like every write the boundary sees, so
 * sending such requests in a loop ends in 429 as any other.
 */
export function refuseUnreadableOrigin(services: Pick<SiteServices, "config" | "rateLimits" | "logger">): express.RequestHandler {
  return async (req, res, next) => {
    const origin = req.get("origin");
    if (safeMethods.has(req.method) || origin === undefined || isReadableOrigin(origin)) {
      next();
      return;
    }
    const group = routeGroupOf(req.path);
    const json = group.answers === "json";
    try {
      const limit = await services.rateLimits.hit(`${group.name}:${req.ip ?? "unknown"}`, group.writesPerMinute(services.config), 60_000);
      if (!limit.allowed) {
        res.set("retry-after", String(limit.retryAfterSeconds));
        sendRefusal(res, 429, { json });
        return;
      }
    } catch (error) {
      // The database is gone: the request is refused all the same.
      services.logger.warn({ err: error }, "rate limit not counted for a request with an unreadable Origin");
    }
    services.logger.warn({ method: req.method, path: req.path }, "request refused: its Origin header is not an address");
    // The French text of a cross-site refusal (app/content/errors.ts).
    sendRefusal(res, 403, { json });
  };
}
