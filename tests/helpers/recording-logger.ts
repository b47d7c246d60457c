/**
 * A logger with pino's info/warn/error that keeps, per level, the first
 * argument of each call (the object of a pino `logger.warn({ ... }, "message")`).
 */
export function recordingLogger() {
  const entries = { info: [] as unknown[], warn: [] as unknown[], error: [] as unknown[] };
  const level = (name: keyof typeof entries) => (entry: unknown) => void entries[name].push(entry);
  return { entries, info: level("info"), warn: level("warn"), error: level("error") };
}
