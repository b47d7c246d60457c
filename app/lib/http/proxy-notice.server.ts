/**
 * What this instance has seen of a proxy it does not trust: a request that came with X-Forwarded-For
 * while TRUST_PROXY is off. Behind nginx without TRUST_PROXY, every visitor has nginx's address, so
 * they share every per-address limit (five wrong passwords lock the whole staff out for 15 minutes).
 * The host notes it (server/notice-untrusted-proxy.ts); the logs say it once, the 'Santé' view always.
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
