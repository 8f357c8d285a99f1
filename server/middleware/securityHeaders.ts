import { randomBytes } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';

export function cspNonce(res: Response): string | undefined {
  return res.locals.cspNonce as string | undefined;
}

export interface SecurityHeaders {
  /** Sets every header, and this response's nonce in `res.locals`. */
  readonly middleware: RequestHandler;
  /**
   * The same headers as a flat `[name, value, ...]` list for `writeHead`, with
   * a fresh nonce in `res.locals`: a cached page sends them in one call.
   */
  readonly list: (res: Response) => string[];
}

/**
 * helmet with a strict Content-Security-Policy. Scripts run only from our
 * origin, or inline when React's streaming runtime carries this response's
 * nonce. Cached pages have no inline script that executes. Styles come from
 * our origin, or inline when their exact bytes hash to one of `styleHashes`
 * (the inlined stylesheet, decision 008); never from a `style` attribute.
 */
export function securityHeaders({ https, styleHashes }: { https: boolean; styleHashes: readonly string[] }): SecurityHeaders {
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => `'nonce-${cspNonce(res as Response)}'`],
        styleSrc: ["'self'", ...styleHashes.map((hash) => `'sha256-${hash}'`)],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https && { upgradeInsecureRequests: [] }),
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  const permissions: RequestHandler = (_req, res, next) => {
    res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), interest-cohort=()');
    next();
  };
  return precomputed([headers, permissions]);
}

const NONCE_PLACEHOLDER = 'df-nonce-placeholder';

/**
 * The headers above never change between responses except for the nonce, so
 * they are worked out once by running the middleware against a stand-in
 * response, and each request only sets them (helmet stays the source of
 * truth; this keeps it off the hot path).
 */
function precomputed(middleware: RequestHandler[]): SecurityHeaders {
  const captured = new Map<string, string>();
  const standIn = {
    locals: { cspNonce: NONCE_PLACEHOLDER },
    setHeader: (name: string, value: unknown) => captured.set(name, String(value)),
    removeHeader: (name: string) => captured.delete(name),
    getHeader: (name: string) => captured.get(name),
  };
  for (const handler of middleware) {
    let called = false;
    void handler({ headers: {} } as Request, standIn as unknown as Response, () => (called = true));
    if (!called) throw new Error('securityHeaders: a header middleware did not finish synchronously');
  }
  const fixed = [...captured].filter(([, value]) => !value.includes(NONCE_PLACEHOLDER));
  const nonced = [...captured].filter(([, value]) => value.includes(NONCE_PLACEHOLDER));
  const fixedFlat = fixed.flat();
  const noncedParts = nonced.map(([name, value]) => [name, ...value.split(NONCE_PLACEHOLDER)] as const);
  return {
    middleware(_req, res, next) {
      const nonce = freshNonce();
      res.locals.cspNonce = nonce;
      for (const [name, value] of fixed) res.setHeader(name, value);
      for (const [name, value] of nonced) res.setHeader(name, value.replaceAll(NONCE_PLACEHOLDER, nonce));
      next();
    },
    list(res) {
      const nonce = freshNonce();
      res.locals.cspNonce = nonce;
      const list = fixedFlat.slice();
      for (const [name, ...parts] of noncedParts) list.push(name, parts.join(nonce));
      return list;
    },
  };
}

/** 128 random bits per response, taken from a pool filled 4 KiB at a time; no bytes are ever reused. */
let noncePool = Buffer.alloc(0);
let nonceOffset = 0;
function freshNonce(): string {
  if (nonceOffset + 16 > noncePool.length) {
    noncePool = randomBytes(4096);
    nonceOffset = 0;
  }
  nonceOffset += 16;
  return noncePool.toString('base64', nonceOffset - 16, nonceOffset);
}
