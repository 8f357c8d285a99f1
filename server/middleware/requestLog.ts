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

/** The path alone: query strings can carry what a visitor typed. */
function pathOf(url: string | undefined): string {
  return (url ?? '/').split('?')[0]!;
}

/**
 * Request logs with ids; 4xx as warn, 5xx as error, nothing personal. One line
 * per request, the shape pino-http writes (`reqId`, `req: {id, method, path}`,
 * `res: {statusCode}`, `responseTime`), made here because pino-http built two
 * child loggers for every request, the biggest cost of serving a cached page
 * (issue 7 benchmark). `req.log` is made only when a handler asks for it.
 */
export interface RequestLog {
  /** Gives the request its id (sent as X-Request-Id) and logs it when it completes. */
  readonly middleware: RequestHandler;
  /** The same without setting the header: returns the id for a caller that writes all headers at once. */
  readonly start: (req: Request, res: ServerResponse) => string;
}

export function requestLog(logger: Logger): RequestLog {
  const withLazyLog = new WeakSet<object>();
  // These lines hold an id, a method, a path and a status, nothing to redact: skipping the
  // redaction pass saves about a third of the cost of each line.
  const accessLog = logger.child({}, { redact: [] });
  const start = (req: Request, res: ServerResponse): string => {
    const incoming = req.headers['x-request-id'];
    const id = typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
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
    res.on('close', () => logCompleted(accessLog, res, { id, method, path, started }));
    return id;
  };
  return {
    start,
    middleware(req, res, next) {
      res.setHeader('X-Request-Id', start(req, res));
      next();
    },
  };
}

function logCompleted(logger: Logger, res: ServerResponse, { id, method, path, started }: { id: string; method: string; path: string; started: number }) {
  const statusCode = res.statusCode;
  const line = { reqId: id, req: { id, method, path }, res: { statusCode }, responseTime: Date.now() - started };
  if (statusCode >= 500) logger.error(line, 'request errored');
  else if (!res.writableFinished) logger.warn(line, 'request aborted');
  else if (statusCode >= 400) logger.warn(line, 'request completed');
  else logger.info(line, 'request completed');
}
