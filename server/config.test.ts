import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has the contract defaults', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '0.0.0.0',
      siteUrl: 'http://localhost:3000',
      claimAppUrl: 'https://claim.drivefair.example',
      dataStoreUrl: undefined,
      dataDir: './data',
      dataStoreTimeoutMs: 5000,
      logLevel: 'info',
      trustProxy: undefined,
      metrics: { enabled: true, port: undefined },
    });
  });

  it('derives SITE_URL from PORT and trims trailing slashes', () => {
    expect(loadConfig({ PORT: '8080' }).siteUrl).toBe('http://localhost:8080');
    expect(loadConfig({ SITE_URL: 'https://www.drivefair.example/' }).siteUrl).toBe('https://www.drivefair.example');
  });

  it('is frozen', () => {
    expect(Object.isFrozen(loadConfig({}))).toBe(true);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '80.5'],
    ['SITE_URL', 'not a url'],
    ['SITE_URL', 'ftp://drivefair.example'],
    ['CLAIM_APP_URL', 'claim.example'],
    ['DATA_STORE_URL', '://nope'],
    ['DATA_STORE_TIMEOUT_MS', '0'],
    ['DATA_STORE_TIMEOUT_MS', 'soon'],
    ['LOG_LEVEL', 'loud'],
    ['TRUST_PROXY', '$(rm -rf)'],
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', 'TRUE'],
    ['TRUST_PROXY', 'yes'],
    ['TRUST_PROXY', '11'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', '10.0.0.300'],
    ['TRUST_PROXY', 'loopback, anywhere'],
    ['TRUST_PROXY', '10.0.0.1,,10.0.0.2'],
    ['TRUST_PROXY', '0.0.0.0/0'],
    ['TRUST_PROXY', '::/0'],
    ['TRUST_PROXY', '0.0.0.0/1,128.0.0.0/1'],
    ['TRUST_PROXY', '10.0.0.0/8, 64.0.0.0/2'],
    ['TRUST_PROXY', '::ffff:0.0.0.0/96'],
    ['TRUST_PROXY', '2000::/3'],
    ['METRICS', 'maybe'],
    ['METRICS_PORT', 'nine'],
    ['METRICS_PORT', '0'],
    ['METRICS_PORT', '3000'],
  ])('rejects %s=%s with a message naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^${name}:`));
  });

  it('reads TRUST_PROXY as a hop count or addresses and subnets', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toEqual(['loopback', '10.0.0.0/8']);
    expect(loadConfig({ TRUST_PROXY: 'linklocal,uniquelocal,192.168.1.7,fd00::/8,::1' }).trustProxy).toEqual([
      'linklocal',
      'uniquelocal',
      '192.168.1.7',
      'fd00::/8',
      '::1',
    ]);
  });

  it('refuses TRUST_PROXY=true with a message that says why and what to give instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/^TRUST_PROXY: "true" would trust any X-Forwarded-For.*hop count|number of proxies/);
  });

  it('accepts subnets up to the widest private network, and single addresses anywhere', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,172.16.0.0/12,fc00::/7,203.0.113.7,2400:cb00::/32' }).trustProxy).toHaveLength(5);
  });

  it('refuses a TRUST_PROXY range wider than a private network, saying which and why', () => {
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/8,0.0.0.0/1' })).toThrow(/^TRUST_PROXY: "0\.0\.0\.0\/1" is wider than any private network/);
  });

  it('serves /metrics on the main port by default, on METRICS_PORT when given, or not at all with METRICS=off', () => {
    expect(loadConfig({}).metrics).toEqual({ enabled: true, port: undefined });
    expect(loadConfig({ METRICS_PORT: '9464' }).metrics).toEqual({ enabled: true, port: 9464 });
    expect(loadConfig({ METRICS: 'off' }).metrics).toEqual({ enabled: false });
    expect(loadConfig({ METRICS: 'OFF' }).metrics).toEqual({ enabled: false });
    expect(() => loadConfig({ METRICS: 'off', METRICS_PORT: '9464' })).toThrow(/^METRICS_PORT: is set while METRICS=off/);
  });

  it('keeps DATA_STORE_URL unset unless given', () => {
    expect(loadConfig({ DATA_STORE_URL: 'http://127.0.0.1:9000/' }).dataStoreUrl).toBe('http://127.0.0.1:9000');
  });
});
