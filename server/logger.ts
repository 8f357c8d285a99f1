import { pino, type Logger } from 'pino';
import type { Config } from './config.ts';

/**
 * Logs carry no people: no bodies, no query strings, no headers beyond the
 * request id. A review is logged by its dataid only (contract).
 */
export function createLogger(config: Pick<Config, 'logLevel'>, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level: config.logLevel,
      base: { service: 'drivefair' },
      timestamp: pino.stdTimeFunctions.isoTime,
      redact: { paths: ['email', 'review', '*.email', '*.review', 'req.headers', 'body'], censor: '[redacted]' },
    },
    destination,
  );
}

export type { Logger };
