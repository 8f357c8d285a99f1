import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

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

type Env = Readonly<Record<string, string | undefined>>;

function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = text(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(name, `must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) throw new ConfigError(name, `must be between ${min} and ${max}, got ${value}`);
  return value;
}

/** A value as it may be quoted in a message: anything between `//` and `@` (a password, perhaps) left out. */
function quotable(raw: string): string {
  return raw.replace(/\/\/[^/]*@/, '//…@');
}

/**
 * An http(s) origin-ish URL without a trailing slash. Never with credentials:
 * SITE_URL's would be published in every canonical URL and the sitemap, and a
 * data store reached that way answers every review 401 (contract, Configuration).
 */
function httpUrl(env: Env, name: string, fallback: string | undefined): string | undefined {
  const raw = text(env, name) ?? fallback;
  if (raw === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(name, `must be an absolute http(s) URL, got "${quotable(raw)}"`);
  }
  if (url.username || url.password) {
    throw new ConfigError(name, 'must not carry credentials (user:pass@): give the address alone');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(name, `must use http or https, got "${url.protocol}"`);
  }
  if (url.search || url.hash) throw new ConfigError(name, 'must not carry a query string or fragment');
  return url.href.replace(/\/+$/, '');
}

/** Express's names for address ranges (proxy-addr): loopback, link-local and unique-local, v4 and v6. */
const NAMED_SUBNETS = ['loopback', 'linklocal', 'uniquelocal'] as const;

/** A host to bind: an IP address or a DNS name (letters, digits, hyphens and dots); whether it resolves is found at listen. */
function host(env: Env, name: string, fallback: string): string {
  const value = text(env, name) ?? fallback;
  const isName = value.length <= 253 && /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?$/i.test(value);
  if (!isIP(value) && !isName) throw new ConfigError(name, `must be an IP address or a host name, got "${value}"`);
  return value;
}

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
function trustProxy(env: Env): Config['trustProxy'] {
  const raw = text(env, 'TRUST_PROXY');
  if (raw === undefined || raw === 'false') return undefined;
  if (raw === 'true') {
    throw new ConfigError(
      'TRUST_PROXY',
      '"true" would trust any X-Forwarded-For a client sends; give the number of proxies in front (e.g. 1) or their addresses (e.g. 10.0.0.0/8)',
    );
  }
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops > 10) throw new ConfigError('TRUST_PROXY', `a hop count must be between 0 and 10, got ${hops}`);
    return hops;
  }
  const entries = raw.split(',').map((entry) => entry.trim());
  const bad = entries.find((entry) => !(NAMED_SUBNETS as readonly string[]).includes(entry) && !isAddressOrSubnet(entry));
  if (bad !== undefined) {
    throw new ConfigError(
      'TRUST_PROXY',
      `must be a hop count or comma-separated addresses, subnets (CIDR) or ${NAMED_SUBNETS.join('/')}; "${bad}" is none of these`,
    );
  }
  const wide = entries.find(isTooWidePublic);
  if (wide !== undefined) {
    throw new ConfigError(
      'TRUST_PROXY',
      `"${wide}" holds public addresses and is wider than /${WIDEST_PUBLIC_PREFIX.ipv4} (IPv4) or /${WIDEST_PUBLIC_PREFIX.ipv6} (IPv6): it would trust proxies that are not yours; give your proxies' addresses or private subnet (e.g. 10.0.0.0/8), or a hop count`,
    );
  }
  return Object.freeze(entries);
}

/** METRICS (on/off). */
function metricsEnabled(env: Env): boolean {
  const switched = (text(env, 'METRICS') ?? 'on').toLowerCase();
  if (switched !== 'on' && switched !== 'off') throw new ConfigError('METRICS', `must be "on" or "off", got "${switched}"`);
  return switched === 'on';
}

/** METRICS_PORT and METRICS_HOST; the port must not be the site's own (0, any free port, excepted). */
function admin(env: Env, sitePort: number): Config['admin'] {
  const port = integer(env, 'METRICS_PORT', 9464, 0, 65535);
  if (port !== 0 && port === sitePort) {
    throw new ConfigError('METRICS_PORT', `must differ from PORT (${sitePort}): the admin listener is kept apart from the site's`);
  }
  return Object.freeze({ port, host: host(env, 'METRICS_HOST', '127.0.0.1') });
}

export function loadConfig(env: Env): Config {
  const port = integer(env, 'PORT', 3000, 0, 65535);
  const logLevel = text(env, 'LOG_LEVEL') ?? 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    throw new ConfigError('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  }
  return Object.freeze({
    port,
    host: host(env, 'HOST', '0.0.0.0'),
    siteUrl: httpUrl(env, 'SITE_URL', `http://localhost:${port}`)!,
    claimAppUrl: httpUrl(env, 'CLAIM_APP_URL', 'https://claim.drivefair.example')!,
    dataStoreUrl: httpUrl(env, 'DATA_STORE_URL', undefined),
    dataDir: text(env, 'DATA_DIR') ?? './data',
    dataStoreTimeoutMs: integer(env, 'DATA_STORE_TIMEOUT_MS', 5000, 1, 120_000),
    logLevel: logLevel as LogLevel,
    trustProxy: trustProxy(env),
    metricsEnabled: metricsEnabled(env),
    admin: admin(env, port),
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
