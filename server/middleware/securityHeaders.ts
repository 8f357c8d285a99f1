import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import { BOOT_SCRIPT } from '../../client/bootScript.ts';
import { cspHash, type AssetManifest } from '../manifest.ts';

export interface PageHeaderOptions {
  readonly https: boolean;
  readonly styleHashes: readonly string[];
  readonly scriptHashes?: readonly string[];
}

/**
 * helmet with a strict Content-Security-Policy, the same for every response:
 * scripts only from our origin or the boot script allowed by its hash
 * (`scriptHashes`); styles from our origin or the inlined stylesheet allowed
 * by its hash (decision 008); never a `style` attribute. No inline script
 * needs a nonce (no Suspense boundary is ever revealed by script), so the
 * headers are constant: helmet's answer is recorded once as a list, which the
 * service sends (`securityHeaders`) and the build writes into the edge's
 * nginx include (server/pages/edgeConfig.ts), one definition for both.
 */
export function pageHeaders({ https, styleHashes, scriptHashes = [] }: PageHeaderOptions): Readonly<Record<string, string>> {
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
  const recorded: Record<string, string> = {};
  // helmet only sets (and removes X-Powered-By) and calls next at once: nothing here depends on a request.
  const recorder = { setHeader: (name: string, value: unknown) => void (recorded[name] = String(value)), removeHeader: () => {} };
  headers({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  recorded['Permissions-Policy'] = 'camera=(), microphone=(), geolocation=(), payment=(), interest-cohort=()';
  return recorded;
}

/** The inline scripts pages may carry, allowed by hash in the one CSP. */
const INLINE_SCRIPTS = [BOOT_SCRIPT];

/** The page headers' options for a site at `siteUrl` with this build's stylesheet: the service's and the edge's. */
export const pageHeaderOptions = (siteUrl: string, manifest: Pick<AssetManifest, 'styles'>): PageHeaderOptions => ({
  https: siteUrl.startsWith('https:'),
  styleHashes: [manifest.styles.sha256],
  scriptHashes: INLINE_SCRIPTS.map(cspHash),
});

/** The page headers (`pageHeaders`) on every response from here on. */
export function securityHeaders(options: PageHeaderOptions): RequestHandler {
  const headers = pageHeaders(options);
  return (_req, res, next) => {
    res.set(headers);
    next();
  };
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
