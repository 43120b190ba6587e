import pino from "pino";
import { getConfig } from "./config.server";

export const logger = pino({
  level: process.env.VITEST ? "silent" : getConfig().logLevel,
  redact: { paths: ["password", "*.password", "req.headers.cookie", "req.headers.authorization"], remove: true },
});
