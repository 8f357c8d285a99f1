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
  readonly trustProxy: boolean | number | string | undefined;
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

/** Express `trust proxy`: true/false, a hop count, or addresses/subnets. */
function trustProxy(env: Env): Config['trustProxy'] {
  const raw = text(env, 'TRUST_PROXY');
  if (raw === undefined) return undefined;
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  if (/^[\w.:/,\s-]+$/.test(raw)) return raw;
  throw new ConfigError('TRUST_PROXY', `must be true, false, a hop count or a list of addresses, got "${raw}"`);
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
