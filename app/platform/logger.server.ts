import pino from "pino";
import { getConfig } from "./config.server";
import { loggableError } from "./db/errors.server";

// Log lines are written asynchronously and together: a request never waits for its line to reach stdout;
// lines are gathered up to 8 KB, and whatever is gathered goes out at least every 100 ms, so a quiet server's lines
// still appear at once. pino flushes what is left synchronously when the process exits, whether by `process.exit` or
// a fatal error, and `flushLogs` does it on a graceful shutdown.
const destination = pino.destination({ dest: 1, sync: false, minLength: 8192 });
const FLUSH_EVERY_MS = 100;
setInterval(() => {
  try {
    destination.flush();
  } catch {
    // Not ready yet (or closed at exit): the next tick, or the exit's own flush, writes what is gathered.
  }
}, FLUSH_EVERY_MS).unref();

/**
 * A logger as the server's: passwords and cookies left out, and errors (`err`) without the values of a failed query
 * (reset tokens, e-mail addresses, ciphertext…), which Drizzle, PGlite and PostgreSQL put on their errors.
 */
export function createLogger(to: pino.DestinationStream, level: pino.LevelWithSilentOrString) {
  return pino(
    {
      level,
      redact: { paths: ["password", "*.password", "req.headers.cookie", "req.headers.authorization"], remove: true },
      serializers: { err: (error: unknown) => pino.stdSerializers.err(loggableError(error) as Error) },
    },
    to,
  );
}

export const logger = createLogger(destination, process.env.VITEST ? "silent" : getConfig().logLevel);

/** Writes out every log line still buffered (graceful shutdown). */
export function flushLogs() {
  try {
    destination.flushSync();
  } catch {
    // Nothing was ready to be written (sonic-boom refuses a flush before its file is open): nothing is lost.
  }
}
