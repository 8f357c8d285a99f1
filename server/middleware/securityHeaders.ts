import { randomBytes } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';

export function cspNonce(res: Response): string | undefined {
  return res.locals.cspNonce as string | undefined;
}

/** Flat `[name, value, ...]` lists, as `writeHead` takes them. */
export type HeaderList = readonly string[];

export interface SecurityHeaders {
  /** Sets every header, and this response's nonce in `res.locals`: streamed pages and everything else in Express. */
  readonly middleware: RequestHandler;
  /**
   * The same headers for a cached page, worked out once: `script-src 'self'`
   * and no nonce, since a cached page has no inline script that executes
   * (renderCache.ts checks before storing), so every response can share them.
   */
  readonly cachedPage: HeaderList;
  /**
   * What a script, stylesheet, font or image needs (/assets): no document
   * policy (CSP, framing, permissions, COOP mean nothing on a subresource),
   * only nosniff, Cross-Origin-Resource-Policy and, on https, HSTS.
   */
  readonly subresource: HeaderList;
}

/** The headers of `securityHeaders().subresource`, as helmet names them. */
const SUBRESOURCE_HEADERS = new Set(['x-content-type-options', 'cross-origin-resource-policy', 'strict-transport-security']);

/**
 * helmet with a strict Content-Security-Policy. Scripts run only from our
 * origin, or inline when React's streaming runtime carries this response's
 * nonce, or the boot script allowed by its hash (`scriptHashes`). Cached
 * pages have no other inline script, so they need no nonce. Styles come from our origin, or inline when
 * their exact bytes hash to one of `styleHashes` (the inlined stylesheet,
 * decision 008); never from a `style` attribute.
 */
export function securityHeaders({
  https,
  styleHashes,
  scriptHashes = [],
}: {
  https: boolean;
  styleHashes: readonly string[];
  scriptHashes?: readonly string[];
}): SecurityHeaders {
  const hashes = { style: styleHashes.map(hashSource), script: scriptHashes.map(hashSource) };
  const withNonce = capture(policy(https, hashes, true));
  const cachedPage = capture(policy(https, hashes, false));
  const fixed = [...withNonce].filter(([, value]) => !value.includes(NONCE_PLACEHOLDER));
  const nonced = [...withNonce].filter(([, value]) => value.includes(NONCE_PLACEHOLDER));
  return {
    middleware(_req, res, next) {
      const nonce = freshNonce();
      res.locals.cspNonce = nonce;
      for (const [name, value] of fixed) res.setHeader(name, value);
      for (const [name, value] of nonced) res.setHeader(name, value.replaceAll(NONCE_PLACEHOLDER, nonce));
      next();
    },
    cachedPage: Object.freeze([...cachedPage].flat()),
    subresource: Object.freeze([...cachedPage].filter(([name]) => SUBRESOURCE_HEADERS.has(name.toLowerCase())).flat()),
  };
}

/** Every header middleware, helmet first: one source of truth for streamed and cached pages alike. */
const hashSource = (hash: string) => `'sha256-${hash}'`;

function policy(https: boolean, hashes: { style: string[]; script: string[] }, nonce: boolean): RequestHandler[] {
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...hashes.script, ...(nonce ? [(_req: unknown, res: unknown) => `'nonce-${cspNonce(res as Response)}'`] : [])],
        styleSrc: ["'self'", ...hashes.style],
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
    // DENY, as `frame-ancestors 'none'` says: helmet's default SAMEORIGIN told older browsers otherwise.
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  const permissions: RequestHandler = (_req, res, next) => {
    res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), interest-cohort=()');
    next();
  };
  return [headers, permissions];
}

const NONCE_PLACEHOLDER = 'df-nonce-placeholder';

/**
 * The headers above never change between responses except for the nonce, so
 * they are worked out once by running the middleware against a stand-in
 * response, and each request only sets them (helmet stays the source of
 * truth; this keeps it off the hot path).
 */
function capture(middleware: RequestHandler[]): Map<string, string> {
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
  return captured;
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
