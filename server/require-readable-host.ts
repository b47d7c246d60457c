import type express from "express";
import { sendRefusal } from "./refusal";

/** Whether `host` (a Host header, or Express's hostname) makes an http URL. */
const readable = (host: string | undefined): host is string => host !== undefined && host !== "" && URL.canParse(`http://${host}/`);

/**
 * A request without a Host header (HTTP/1.0 allows it: `GET /healthz HTTP/1.0`), or with one that is
 * not a host name, gets a French 400 here: the pages' handler builds each request's URL from it, and
 * such a request once failed (500, logged as an error) on every page and endpoint. Node itself already refuses an HTTP/1.1
 * request without Host.
 */
export const requireReadableHost: express.RequestHandler = (req, res, next) => {
  let hostname: string | undefined;
  try {
    // Express reads it from the Host header, or from X-Forwarded-Host when TRUST_PROXY trusts the proxy.
    hostname = req.hostname;
  } catch {
    hostname = undefined;
  }
  if (readable(req.get("host")) && readable(hostname)) {
    next();
    return;
  }
  sendRefusal(res, 400);
};
