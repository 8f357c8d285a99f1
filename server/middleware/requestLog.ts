import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler } from 'express';
import type { Logger } from '../logger.ts';

declare module 'http' {
  interface IncomingMessage {
    /** This request's id: the caller's X-Request-Id when it is safe, else a new UUID. */
    id: string;
    /** A logger whose lines carry `reqId`. */
    log: Logger;
  }
}

const SAFE_REQUEST_ID = /^[\w.-]{1,64}$/;
const CHILD = Symbol('request logger');

/** Paths longer than this are cut in the log: a line's size must not be the client's choice. */
const MAX_LOGGED_PATH = 256;

/** The path alone: query strings can carry what a visitor typed. */
function pathOf(url: string | undefined): string {
  const path = (url ?? '/').split('?')[0]!;
  return path.length > MAX_LOGGED_PATH ? `${path.slice(0, MAX_LOGGED_PATH)}…` : path;
}

/**
 * Request logs with ids; 4xx as warn, 5xx as error, nothing personal. One line
 * per request, the shape pino-http writes (`reqId`, `req: {id, method, path}`,
 * `res: {statusCode}`, `responseTime`), made here because pino-http builds two
 * child loggers for every request, whether or not anything logs with them.
 * `req.log` is made only when a handler asks for it.
 */
export interface RequestLog {
  /** Gives the request its id (sent as X-Request-Id) and logs it when it completes. */
  readonly middleware: RequestHandler;
}

/**
 * Told of every request, whatever the log level (the metrics, server/metrics.ts). `path` carries no
 * query; `aborted` when the connection closed before the whole answer was handed over (a 200 in its
 * head is then no success).
 */
export type RequestObserver = (method: string | undefined, path: string, statusCode: number | 'aborted', ms: number) => void;

export function requestLog(logger: Logger, observe?: RequestObserver): RequestLog {
  const withLazyLog = new WeakSet<object>();
  // These lines hold an id, a method, a path and a status, nothing to redact: no redaction pass
  // runs on a line written for every request.
  const accessLog = logger.child({}, { redact: [] });
  const start = (req: Request, res: ServerResponse): string => {
    const id = idFor(req);
    req.id = id;
    // Express gives each app's requests one prototype: the getter goes there once.
    const proto = Object.getPrototypeOf(req) as object;
    if (!withLazyLog.has(proto)) {
      withLazyLog.add(proto);
      Object.defineProperty(proto, 'log', {
        configurable: true,
        get(this: IncomingMessage & { [CHILD]?: Logger }) {
          return (this[CHILD] ??= logger.child({ reqId: this.id }));
        },
        set(this: IncomingMessage & { [CHILD]?: Logger }, value: Logger) {
          this[CHILD] = value;
        },
      });
    }
    const started = Date.now();
    const method = req.method;
    const path = pathOf(req.originalUrl);
    // 'close' follows 'finish', and also comes alone when the client goes away first; it comes once.
    res.on('close', () => {
      observe?.(method, path, res.writableFinished ? res.statusCode : 'aborted', Date.now() - started);
      logCompleted(accessLog, { id, method, path, started, statusCode: res.statusCode, finished: res.writableFinished });
    });
    return id;
  };
  return {
    middleware(req, res, next) {
      res.setHeader('X-Request-Id', start(req, res));
      next();
    },
  };
}

function idFor(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

interface Completed {
  readonly id: string;
  readonly method: string;
  readonly path: string;
  readonly started: number;
  readonly statusCode: number;
  /** Whether the whole response was handed over; a response cut short is logged as aborted. */
  readonly finished: boolean;
}

function logCompleted(logger: Logger, { id, method, path, started, statusCode, finished }: Completed) {
  const line = { reqId: id, req: { id, method, path }, res: { statusCode }, responseTime: Date.now() - started };
  if (statusCode >= 500) logger.error(line, 'request errored');
  else if (!finished) logger.warn(line, 'request aborted');
  else if (statusCode >= 400) logger.warn(line, 'request completed');
  else logger.info(line, 'request completed');
}
