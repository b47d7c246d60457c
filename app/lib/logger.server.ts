import pino from "pino";
import type { Config } from "./config.server";

/** Structured JSON logs on stdout, at LOG_LEVEL. Start-up makes one and hands it to every request. */
export function createLogger(config: Pick<Config, "LOG_LEVEL">): pino.Logger {
  return pino({ level: config.LOG_LEVEL, base: { service: "site" } });
}
