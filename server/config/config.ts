import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';

/**
 * Configuration, read and validated once at start (contract, Configuration).
 * `loadConfig` is pure: only server/index.ts hands it `process.env`.
 */
export interface Config {
  readonly port: number;
  readonly host: string;
  readonly siteUrl: string;
  readonly claimAppUrl: string;
  readonly dataStoreUrl: string | undefined;
  readonly dataDir: string;
  readonly dataStoreTimeoutMs: number;
  readonly logLevel: LogLevel;
  /** Express `trust proxy`: a hop count, or addresses and subnets; never `true` (see `trustProxy`). */
  readonly trustProxy: number | readonly string[] | undefined;
  /** `METRICS=off`: no `GET /metrics` anywhere. */
  readonly metricsEnabled: boolean;
  /**
   * The admin listener (contract, Configuration): `/metrics`, `/healthz` and
   * `/readyz` on `METRICS_PORT` (0: any free port) bound to `METRICS_HOST`,
   * loopback by default, so what the process says about itself is not public.
   */
  readonly admin: { readonly port: number; readonly host: string };
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
type LogLevel = (typeof LOG_LEVELS)[number];

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(`${variable}: ${message}`);
    this.name = 'ConfigError';
  }
}

/** A value as it may be quoted in a message: anything between `//` and `@` (a password, perhaps) left out. */
function quotable(raw: string): string {
  return raw.replace(/\/\/[^/]*@/, '//…@');
}

type Env = Readonly<Record<string, string | undefined>>;

/** A refusal of the variable being read: its message (the variable's name is the issue's path). */
function refuse(ctx: z.RefinementCtx, message: string): never {
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER;
}

/** A variable as given: trimmed, and unset when empty. */
const text = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);

/** A whole number from `min` to `max`; `fallback` when unset. */
const integer = (fallback: number, min: number, max: number) =>
  text.transform((raw, ctx) => {
    if (raw === undefined) return fallback;
    if (!/^\d+$/.test(raw)) return refuse(ctx, `must be a whole number, got "${raw}"`);
    const value = Number(raw);
    if (value < min || value > max) return refuse(ctx, `must be between ${min} and ${max}, got ${value}`);
    return value;
  });

/**
 * An http(s) origin-ish URL without a trailing slash. Never with credentials:
 * SITE_URL's would be published in every canonical URL and the sitemap, and a
 * data store reached that way answers every review 401 (contract, Configuration).
 */
const httpUrl = (fallback?: string) =>
  text.transform((given, ctx) => {
    const raw = given ?? fallback;
    if (raw === undefined) return undefined;
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return refuse(ctx, `must be an absolute http(s) URL, got "${quotable(raw)}"`);
    }
    if (url.username || url.password) return refuse(ctx, 'must not carry credentials (user:pass@): give the address alone');
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return refuse(ctx, `must use http or https, got "${url.protocol}"`);
    if (url.search || url.hash) return refuse(ctx, 'must not carry a query string or fragment');
    return url.href.replace(/\/+$/, '');
  });

/** Express's names for address ranges (proxy-addr): loopback, link-local and unique-local, v4 and v6. */
const NAMED_SUBNETS = ['loopback', 'linklocal', 'uniquelocal'] as const;

/** A host to bind: an IP address or a DNS name (letters, digits, hyphens and dots); whether it resolves is found at listen. */
const host = (fallback: string) =>
  text.transform((given, ctx) => {
    const value = given ?? fallback;
    const isName = value.length <= 253 && /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?$/i.test(value);
    if (!isIP(value) && !isName) return refuse(ctx, `must be an IP address or a host name, got "${value}"`);
    return value;
  });

/** An address, or an address with a prefix length (`10.0.0.0/8`, `fd00::/8`). */
function isAddressOrSubnet(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address ?? '');
  if (!version || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Ranges no one outside our own network can hold: private (RFC 1918, IPv6
 * unique local), loopback, link-local and carrier-grade NAT (some platforms'
 * load balancers). A trusted subnet inside them may be as wide as they are.
 */
const PRIVATE_RANGES = [
  '10.0.0.0/8',
  '172.16.0.0/12',
  '192.168.0.0/16',
  '127.0.0.0/8',
  '169.254.0.0/16',
  '100.64.0.0/10',
  '::1/128',
  'fc00::/7',
  'fe80::/10',
].map((range) => ipaddr.parseCIDR(range));

/**
 * The widest subnet with public addresses that may be trusted: /16 for IPv4
 * (65,536 addresses, one organisation's block), /32 for IPv6 (one provider's
 * allocation). Wider (a public /8, half the internet) trusts proxies that are
 * not ours, which is `true` by other means; a CDN's whole published list is
 * better given as a hop count.
 */
const WIDEST_PUBLIC_PREFIX = { ipv4: 16, ipv6: 32 } as const;

/**
 * A subnet wider than WIDEST_PUBLIC_PREFIX that is not inside a private range; an IPv4-mapped IPv6
 * range counts as its IPv4 part. ipaddr.js is what Express's `trust proxy` (proxy-addr) reads addresses with.
 */
function isTooWidePublic(entry: string): boolean {
  if (!entry.includes('/')) return false;
  let [network, prefix]: [ipaddr.IPv4 | ipaddr.IPv6, number] = ipaddr.parseCIDR(entry);
  if (network instanceof ipaddr.IPv6 && network.isIPv4MappedAddress() && prefix >= 96) [network, prefix] = [network.toIPv4Address(), prefix - 96];
  const subnet = network;
  // Every address of the subnet lies in the range: the range is as wide or wider, and holds the subnet's network.
  const inPrivateRange = PRIVATE_RANGES.some(
    ([range, bits]) =>
      prefix >= bits &&
      (subnet instanceof ipaddr.IPv4 ? range instanceof ipaddr.IPv4 && subnet.match(range, bits) : range instanceof ipaddr.IPv6 && subnet.match(range, bits)),
  );
  return !inPrivateRange && prefix < WIDEST_PUBLIC_PREFIX[subnet.kind()];
}

/**
 * Express `trust proxy`, as the contract allows it: a hop count, or addresses
 * and subnets (comma-separated IPs, CIDRs and Express's names). `true` is
 * refused: it trusts every X-Forwarded-For, so any client could name its own
 * address and walk past the review rate limit.
 */
const trustProxy = text.transform((raw, ctx): Config['trustProxy'] => {
  if (raw === undefined || raw === 'false') return undefined;
  if (raw === 'true') {
    return refuse(
      ctx,
      '"true" would trust any X-Forwarded-For a client sends; give the number of proxies in front (e.g. 1) or their addresses (e.g. 10.0.0.0/8)',
    );
  }
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops > 10) return refuse(ctx, `a hop count must be between 0 and 10, got ${hops}`);
    return hops;
  }
  const entries = raw.split(',').map((entry) => entry.trim());
  const bad = entries.find((entry) => !(NAMED_SUBNETS as readonly string[]).includes(entry) && !isAddressOrSubnet(entry));
  if (bad !== undefined) {
    return refuse(ctx, `must be a hop count or comma-separated addresses, subnets (CIDR) or ${NAMED_SUBNETS.join('/')}; "${bad}" is none of these`);
  }
  const wide = entries.find(isTooWidePublic);
  if (wide !== undefined) {
    return refuse(
      ctx,
      `"${wide}" holds public addresses and is wider than /${WIDEST_PUBLIC_PREFIX.ipv4} (IPv4) or /${WIDEST_PUBLIC_PREFIX.ipv6} (IPv6): it would trust proxies that are not yours; give your proxies' addresses or private subnet (e.g. 10.0.0.0/8), or a hop count`,
    );
  }
  return Object.freeze(entries);
});

/** One of `values`, as given; `fallback` when unset. */
const oneOf = <T extends string>(values: readonly T[], fallback: T, lowerCase = false) =>
  text.transform((given, ctx) => {
    const value = (lowerCase ? given?.toLowerCase() : given) ?? fallback;
    if (!(values as readonly string[]).includes(value)) {
      return refuse(
        ctx,
        values.length === 2 ? `must be "${values[0]}" or "${values[1]}", got "${value}"` : `must be one of ${values.join(', ')}, got "${value}"`,
      );
    }
    return value as T;
  });

/**
 * Every variable the service reads, with its default (contract, Configuration):
 * a refused value's issue has the variable's name as its path.
 */
const environment = z
  .object({
    PORT: integer(3000, 0, 65535),
    LOG_LEVEL: oneOf(LOG_LEVELS, 'info'),
    HOST: host('0.0.0.0'),
    SITE_URL: httpUrl(),
    CLAIM_APP_URL: httpUrl('https://claim.drivefair.example'),
    DATA_STORE_URL: httpUrl(),
    DATA_DIR: text,
    DATA_STORE_TIMEOUT_MS: integer(5000, 1, 120_000),
    TRUST_PROXY: trustProxy,
    METRICS: oneOf(['on', 'off'], 'on', true),
    // The admin listener's port must not be the site's own (0, any free port, excepted).
    METRICS_PORT: integer(9464, 0, 65535),
    METRICS_HOST: host('127.0.0.1'),
  })
  .superRefine(({ PORT, METRICS_PORT }, ctx) => {
    if (METRICS_PORT !== 0 && METRICS_PORT === PORT) {
      ctx.addIssue({ code: 'custom', path: ['METRICS_PORT'], message: `must differ from PORT (${PORT}): the admin listener is kept apart from the site's` });
    }
  });

export function loadConfig(env: Env): Config {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    throw new ConfigError(String(issue?.path[0] ?? 'environment'), issue?.message ?? 'cannot be read');
  }
  const given = parsed.data;
  return Object.freeze({
    port: given.PORT,
    host: given.HOST,
    siteUrl: given.SITE_URL ?? `http://localhost:${given.PORT}`,
    claimAppUrl: given.CLAIM_APP_URL!,
    dataStoreUrl: given.DATA_STORE_URL,
    dataDir: given.DATA_DIR ?? './data',
    dataStoreTimeoutMs: given.DATA_STORE_TIMEOUT_MS,
    logLevel: given.LOG_LEVEL,
    trustProxy: given.TRUST_PROXY,
    metricsEnabled: given.METRICS === 'on',
    admin: Object.freeze({ port: given.METRICS_PORT, host: given.METRICS_HOST }),
  });
}

/**
 * For entry points (the server, the export script): the configuration, or
 * exit 78 (EX_CONFIG) with a message naming the variable, before anything runs.
 */
export function loadConfigOrExit(env: Env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Configuration error: ${error.message}`);
    process.exit(78);
  }
}
