import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import type { Logger } from '../logger.ts';

const SAFE_REQUEST_ID = /^[\w.-]{1,64}$/;

/** Paths longer than this are cut in the log: a line's size must not be the client's choice. */
const MAX_LOGGED_PATH = 256;

/** The path alone: query strings can carry what a visitor typed. */
function pathOf(url: string | undefined): string {
  const path = (url ?? '/').split('?')[0]!;
  return path.length > MAX_LOGGED_PATH ? `${path.slice(0, MAX_LOGGED_PATH)}…` : path;
}

/**
 * Request logs with ids, by pino-http: one line per request (`reqId`,
 * `req: {id, method, path}`, `res: {statusCode}`, `responseTime`), 4xx and an
 * aborted response as warn, 5xx as error, nothing personal (no query, no
 * headers, no bodies); handlers log through `req.log`, whose lines carry `reqId`.
 */
export interface RequestLog {
  /** Gives the request its id (sent as X-Request-Id) and logs it when it completes. */
  readonly middleware: RequestHandler;
}

/**
 * Told of every request, whatever the log level (the metrics, server/metrics/metrics.ts). `path` carries no
 * query; `aborted` when the connection closed before the whole answer was handed over (a 200 in its
 * head is then no success).
 */
export type RequestObserver = (method: string | undefined, path: string, statusCode: number | 'aborted', ms: number) => void;

export function requestLog(logger: Logger, observe?: RequestObserver): RequestLog {
  const log = pinoHttp({
    logger,
    // The caller's X-Request-Id when it is safe, else a new UUID; sent back either way.
    genReqId(req, res) {
      const incoming = req.headers['x-request-id'];
      const id = typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    // `req.log` carries the id alone; the request itself goes on the one line written at the end.
    quietReqLogger: true,
    // Ours read the request and response themselves: pino-http's wrapping would first copy each into
    // pino-std-serializers' fuller object (headers, addresses), about a quarter of its cost a request.
    wrapSerializers: false,
    serializers: {
      req: (req: IncomingMessage & { originalUrl?: string }) => ({ id: req.id, method: req.method, path: pathOf(req.originalUrl ?? req.url) }),
      res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
    },
    customLogLevel(_req, res, error) {
      if (error || res.statusCode >= 500) return 'error';
      if (!res.writableEnded || res.statusCode >= 400) return 'warn';
      return 'info';
    },
    // pino-http adds an Error ("failed with status code 500") with its stack to a 5xx line; the error
    // itself, where there was one, is logged by the error handler.
    customErrorObject: (_req, _res, _error, { err: _err, ...line }: Record<string, unknown>) => line,
  });
  return {
    middleware(req, res, next) {
      if (observe) {
        const started = Date.now();
        const method = req.method;
        const path = pathOf(req.originalUrl);
        // 'close' follows 'finish', and also comes alone when the client goes away first; it comes once.
        res.once('close', () => observe(method, path, res.writableFinished ? res.statusCode : 'aborted', Date.now() - started));
      }
      log(req as IncomingMessage, res, next);
    },
  };
}
