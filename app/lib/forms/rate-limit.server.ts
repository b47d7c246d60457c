export const rateLimitMessage = "Trop d'envois depuis votre connexion. Merci de patienter une minute avant de réessayer.";

/**
 * Counts hits per key (a visitor's IP) in fixed windows, in memory: enough
 * for one server; several instances would each count their own share.
 */
export function createRateLimiter({ limit, windowMs, now = Date.now }: { limit: number; windowMs: number; now?: () => number }) {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    hit(key: string): { allowed: boolean; retryAfterSeconds: number } {
      const time = now();
      if (windows.size > 10_000) {
        for (const [stale, window] of windows) if (time - window.start >= windowMs) windows.delete(stale);
      }
      let window = windows.get(key);
      if (!window || time - window.start >= windowMs) {
        window = { start: time, count: 0 };
        windows.set(key, window);
      }
      window.count++;
      const retryAfterSeconds = Math.ceil((window.start + windowMs - time) / 1000);
      return { allowed: window.count <= limit, retryAfterSeconds: window.count <= limit ? 0 : retryAfterSeconds };
    },
  };
}
