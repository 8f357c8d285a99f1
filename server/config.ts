import { isIP } from 'node:net';

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
  /**
   * `GET /metrics` (Prometheus): on the main port by default, on a port of its own
   * when `METRICS_PORT` is set (bound to `HOST`), or nowhere with `METRICS=off`.
   */
  readonly metrics: { readonly enabled: false } | { readonly enabled: true; readonly port: number | undefined };
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

/** An http(s) origin-ish URL without a trailing slash. */
function httpUrl(env: Env, name: string, fallback: string | undefined): string | undefined {
  const raw = text(env, name) ?? fallback;
  if (raw === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(name, `must be an absolute http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(name, `must use http or https, got "${url.protocol}"`);
  }
  if (url.search || url.hash) throw new ConfigError(name, 'must not carry a query string or fragment');
  return url.href.replace(/\/+$/, '');
}

/** Express's names for address ranges (proxy-addr): loopback, link-local and unique-local, v4 and v6. */
const NAMED_SUBNETS = ['loopback', 'linklocal', 'uniquelocal'] as const;

/** An address, or an address with a prefix length (`10.0.0.0/8`, `fd00::/8`). */
function isAddressOrSubnet(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address ?? '');
  if (!version || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * The shortest prefix a trusted subnet may have: the widest private network,
 * 10.0.0.0/8 (IPv4) and fc00::/7 (IPv6 unique local); an IPv4-mapped IPv6
 * range counts as its IPv4 part. Anything wider (0.0.0.0/1 and 128.0.0.0/1
 * together are the whole internet) trusts proxies that are not ours, which is
 * `true` by other means.
 */
function isWiderThanPrivate(entry: string): boolean {
  const [address = '', prefix] = entry.split('/');
  if (prefix === undefined) return false;
  const bits = Number(prefix);
  if (isIP(address) === 4) return bits < 8;
  return /^::ffff:/i.test(address) ? bits < 96 + 8 : bits < 7;
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
  const wide = entries.find(isWiderThanPrivate);
  if (wide !== undefined) {
    throw new ConfigError(
      'TRUST_PROXY',
      `"${wide}" is wider than any private network (at most /8 for IPv4, /7 for IPv6): it would trust addresses that are not your proxies; give their subnet (e.g. 10.0.0.0/8)`,
    );
  }
  return Object.freeze(entries);
}

/** METRICS (on/off) and METRICS_PORT; the port must not be the site's own. */
function metrics(env: Env, sitePort: number): Config['metrics'] {
  const switched = (text(env, 'METRICS') ?? 'on').toLowerCase();
  if (switched !== 'on' && switched !== 'off') throw new ConfigError('METRICS', `must be "on" or "off", got "${switched}"`);
  const port = text(env, 'METRICS_PORT') === undefined ? undefined : integer(env, 'METRICS_PORT', 0, 1, 65535);
  if (switched === 'off') {
    if (port !== undefined) throw new ConfigError('METRICS_PORT', 'is set while METRICS=off; unset one of them');
    return Object.freeze({ enabled: false });
  }
  if (port !== undefined && port === sitePort) {
    throw new ConfigError('METRICS_PORT', `must differ from PORT (${sitePort}); leave it unset to serve /metrics on the site's port`);
  }
  return Object.freeze({ enabled: true, port });
}

export function loadConfig(env: Env): Config {
  const port = integer(env, 'PORT', 3000, 0, 65535);
  const logLevel = text(env, 'LOG_LEVEL') ?? 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    throw new ConfigError('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  }
  return Object.freeze({
    port,
    host: text(env, 'HOST') ?? '0.0.0.0',
    siteUrl: httpUrl(env, 'SITE_URL', `http://localhost:${port}`)!,
    claimAppUrl: httpUrl(env, 'CLAIM_APP_URL', 'https://claim.drivefair.example')!,
    dataStoreUrl: httpUrl(env, 'DATA_STORE_URL', undefined),
    dataDir: text(env, 'DATA_DIR') ?? './data',
    dataStoreTimeoutMs: integer(env, 'DATA_STORE_TIMEOUT_MS', 5000, 1, 120_000),
    logLevel: logLevel as LogLevel,
    trustProxy: trustProxy(env),
    metrics: metrics(env, port),
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
