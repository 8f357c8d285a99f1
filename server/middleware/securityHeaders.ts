import type { RequestHandler } from 'express';
import helmet from 'helmet';

/**
 * helmet with a strict Content-Security-Policy, the same for every response:
 * scripts only from our origin or the boot script allowed by its hash
 * (`scriptHashes`); styles from our origin or the inlined stylesheet allowed
 * by its hash (decision 008); never a `style` attribute. No inline script
 * needs a nonce (no Suspense boundary is ever revealed by script), so a page
 * made at build carries the same headers as one made per request.
 */
export function securityHeaders({
  https,
  styleHashes,
  scriptHashes = [],
}: {
  https: boolean;
  styleHashes: readonly string[];
  scriptHashes?: readonly string[];
}): RequestHandler[] {
  const hash = (value: string) => `'sha256-${value}'`;
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...scriptHashes.map(hash)],
        styleSrc: ["'self'", ...styleHashes.map(hash)],
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

/**
 * What a script, stylesheet, font, image or document file needs, served
 * before the page policy: a document's policy (CSP, framing, permissions)
 * means nothing on a subresource.
 */
export function fileHeaders(https: boolean): Readonly<Record<string, string>> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Resource-Policy': 'same-origin',
    ...(https && { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' }),
  };
}
