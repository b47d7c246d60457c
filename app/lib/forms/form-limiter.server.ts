import { getConfig } from "../config.server";
import { createRateLimiter, rateLimitMessage } from "./rate-limit.server";

let limiter: ReturnType<typeof createRateLimiter> | undefined;

/** One budget per visitor IP for all public forms: FORMS_RATE_LIMIT_PER_MINUTE submissions a minute. */
export function hitFormRateLimit(ip: string | undefined): { allowed: true } | { allowed: false; message: string } {
  limiter ??= createRateLimiter({ limit: getConfig().FORMS_RATE_LIMIT_PER_MINUTE, windowMs: 60_000 });
  return limiter.hit(ip ?? "unknown").allowed ? { allowed: true } : { allowed: false, message: rateLimitMessage };
}
