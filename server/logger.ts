import { pino, type Logger } from 'pino';
import type { Config } from './config/config.ts';

/**
 * Logs carry no people: no bodies, no query strings, no headers beyond the
 * request id. A review is logged by its dataid only (contract).
 */
export function createLogger(config: Pick<Config, 'logLevel'>, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level: config.logLevel,
      base: { service: 'drivefair' },
      timestamp: isoTimeOncePerMillisecond,
      redact: { paths: ['email', 'review', '*.email', '*.review', 'req.headers', 'body'], censor: '[redacted]' },
    },
    // Asynchronous stdout: lines written while a write is under way go out together, so a
    // busy server makes one write for many requests rather than one each. pino flushes it
    // synchronously on exit, and main.ts flushes it on shutdown.
    destination ?? pino.destination({ dest: 1, sync: false }),
  );
}

/** pino's isoTime, formatting the date once per millisecond rather than once per line. */
let lastMillisecond = 0;
let lastTime = '';
function isoTimeOncePerMillisecond(): string {
  const now = Date.now();
  if (now !== lastMillisecond) {
    lastMillisecond = now;
    lastTime = `,"time":"${new Date(now).toISOString()}"`;
  }
  return lastTime;
}

export type { Logger };
