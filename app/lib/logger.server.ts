import pino from "pino";
import { getConfig } from "./config.server";

let instance: pino.Logger | undefined;

/** Structured JSON logs on stdout. */
export function getLogger(): pino.Logger {
  instance ??= pino({ level: getConfig().LOG_LEVEL, base: { service: "site" } });
  return instance;
}
