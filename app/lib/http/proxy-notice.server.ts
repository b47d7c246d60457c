import ipaddr from "ipaddr.js";

/**
 * What this instance has seen of a proxy it does not trust: a request that came with X-Forwarded-For
 * while TRUST_PROXY is off, from an address a proxy of ours could have (couldBeOurProxy). Behind nginx
 * without TRUST_PROXY, every visitor has nginx's address, so they share every per-address limit (five
 * wrong passwords lock the whole staff out for 15 minutes). The host notes it
 * (server/notice-untrusted-proxy.ts); the logs say it once, the 'Santé' view always.
 */
export interface ProxyNotice {
  /** When the first such request came (ISO), since this instance started; null if none came. */
  readonly forwardedForIgnoredSince: string | null;
  /** Notes one such request; true the first time only. */
  note(now?: Date): boolean;
}

export function createProxyNotice(): ProxyNotice {
  let since: string | null = null;
  return {
    get forwardedForIgnoredSince() {
      return since;
    },
    note(now = new Date()) {
      if (since !== null) return false;
      since = now.toISOString();
      return true;
    },
  };
}

const proxyRanges = new Set(["loopback", "private", "uniqueLocal", "linkLocal"]);

/**
 * Whether the direct peer of a connection (the socket's address) could be a proxy of ours: a loopback,
 * private (RFC 1918, IPv6 ULA fc00::/7) or link-local address, an IPv4-mapped IPv6 address judged as the
 * IPv4 address it maps. A visitor who reaches the site from a public address and sends X-Forwarded-For
 * says nothing about the site's set-up.
 */
export function couldBeOurProxy(address: string | undefined): boolean {
  if (address === undefined || !ipaddr.isValid(address)) return false;
  return proxyRanges.has(ipaddr.process(address).range());
}
