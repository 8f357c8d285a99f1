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

  it('keeps DATA_STORE_URL unset unless given', () => {
    expect(loadConfig({ DATA_STORE_URL: 'http://127.0.0.1:9000/' }).dataStoreUrl).toBe('http://127.0.0.1:9000');
  });
});
