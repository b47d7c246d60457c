import type express from "express";
import { startupText } from "../app/content/operator";
import type { SiteServices } from "../app/lib/boundary/context.server";
import { couldBeOurProxy } from "../app/lib/http/proxy-notice.server";

/**
 * Notes a request that came through a proxy (X-Forwarded-For) while TRUST_PROXY is off: every visitor
 * then has the proxy's address. Only a request whose direct peer could be a proxy of ours (a loopback,
 * private or link-local address) counts: any visitor can send the header from a public address.
 * Said once in the logs, at warn, and in the admin's 'Santé' view (app/lib/http/proxy-notice.server.ts).
 * The request itself goes on as before.
 */
export function noticeUntrustedProxy(services: Pick<SiteServices, "config" | "logger" | "proxyNotice">): express.RequestHandler {
  return (req, _res, next) => {
    if (
      services.config.TRUST_PROXY === false &&
      req.headers["x-forwarded-for"] !== undefined &&
      couldBeOurProxy(req.socket.remoteAddress) &&
      services.proxyNotice.note()
    ) {
      services.logger.warn({ proxy: req.socket.remoteAddress }, startupText.untrustedProxy);
    }
    next();
  };
}
