import type { ErrorRequestHandler } from 'express';
import { errorPageHtml } from '../render/errorPage.ts';

function statusOf(error: unknown): number {
  const status = (error as { status?: unknown; statusCode?: unknown } | null)?.status ?? (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

/** Last in line: a status and a plain message, never a stack. */
export function errorHandler(): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const status = statusOf(error);
    // A refusal for load says when to come back (renderLimit.ts): a warning, not a fault.
    const retryAfterS = (error as { retryAfterS?: unknown } | null)?.retryAfterS;
    if (typeof retryAfterS === 'number') req.log?.warn({ retryAfterS }, 'request refused for load');
    else if (status >= 500) req.log?.error({ err: error }, 'request failed');
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.status(status).set('Cache-Control', 'no-store');
    if (typeof retryAfterS === 'number') res.set('Retry-After', String(retryAfterS));
    if (req.path.startsWith('/api/')) {
      res.json({ error: status >= 500 ? 'Something went wrong. Please try again.' : 'The request could not be handled.' });
    } else {
      res.type('html').send(errorPageHtml(status));
    }
  };
}
