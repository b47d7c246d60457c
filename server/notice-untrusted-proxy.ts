import type express from "express";
import { startupText } from "../app/content/operator";
import type { SiteServices } from "../app/lib/boundary/context.server";

/**
 * Notes a request that came through a proxy (X-Forwarded-For) while TRUST_PROXY is off: every visitor
 * then has the proxy's address. Said once in the logs, at warn, and in the admin's 'Santé' view
 * (app/lib/http/proxy-notice.server.ts). The request itself goes on as before.
 */
export function noticeUntrustedProxy(services: Pick<SiteServices, "config" | "logger" | "proxyNotice">): express.RequestHandler {
  return (req, _res, next) => {
    if (services.config.TRUST_PROXY === false && req.headers["x-forwarded-for"] !== undefined && services.proxyNotice.note()) {
      services.logger.warn({ proxy: req.socket.remoteAddress }, startupText.untrustedProxy);
    }
    next();
  };
}
