export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window ends; 0 when allowed. */
  retryAfterSeconds: number;
}

/**
 * Where the counts of the rate limits live. One process keeps them in memory; several instances
 * of the site must share one store (the same interface on PostgreSQL), or each counts its own share.
 */
export interface RateLimitStore {
  /** Counts one hit for `key` in the current window of `windowMs`, and says whether it is within `limit`. */
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
}

/** Fixed windows per key, in this process's memory. */
export function memoryRateLimitStore({ now = Date.now }: { now?: () => number } = {}): RateLimitStore {
  const windows = new Map<string, { start: number; count: number; windowMs: number }>();
  return {
    async hit(key, limit, windowMs) {
      const time = now();
      if (windows.size > 10_000) {
        for (const [stale, window] of windows) if (time - window.start >= window.windowMs) windows.delete(stale);
      }
      let window = windows.get(key);
      if (!window || time - window.start >= windowMs) {
        window = { start: time, count: 0, windowMs };
        windows.set(key, window);
      }
      window.count++;
      const allowed = window.count <= limit;
      return { allowed, retryAfterSeconds: allowed ? 0 : Math.ceil((window.start + windowMs - time) / 1000) };
    },
  };
}
