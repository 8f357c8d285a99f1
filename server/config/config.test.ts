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
      metricsEnabled: true,
      admin: { port: 9464, host: '127.0.0.1' },
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
    ['METRICS_PORT', '-1'],
    ['METRICS_PORT', '65536'],
    ['METRICS_PORT', '3000'],
    ['METRICS_HOST', 'not a host'],
    ['METRICS_HOST', 'http://127.0.0.1'],
    ['HOST', 'bad_host!'],
    ['HOST', '0.0.0.0:3000'],
    ['SITE_URL', 'https://user:secret@www.drivefair.example'],
    ['SITE_URL', 'https://user@www.drivefair.example'],
    ['CLAIM_APP_URL', 'https://user:secret@claim.drivefair.example'],
    ['DATA_STORE_URL', 'http://user:secret@store.internal:9000'],
    ['DATA_STORE_URL', 'http://:secret@store.internal:9000'],
    ['TRUST_PROXY', '3.0.0.0/8'],
    ['TRUST_PROXY', '203.0.0.0/15'],
    ['TRUST_PROXY', '10.0.0.0/7'],
    ['TRUST_PROXY', '2600:1f00::/24'],
    ['TRUST_PROXY', '::ffff:3.0.0.0/104'],
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

  it('accepts private subnets as wide as their range, public ones up to /16 (IPv4) and /32 (IPv6), and single addresses anywhere', () => {
    const accepted = [
      '10.0.0.0/8',
      '172.16.0.0/12',
      '192.168.0.0/16',
      '100.64.0.0/10',
      '127.0.0.0/8',
      'fc00::/7',
      'fe80::/10',
      '::ffff:10.0.0.0/104',
      '203.0.0.0/16',
      '198.51.100.0/24',
      '2400:cb00::/32',
      '203.0.113.7',
      '3.4.5.6/32',
      '2001:db8::1',
    ];
    expect(loadConfig({ TRUST_PROXY: accepted.join(',') }).trustProxy).toEqual(accepted);
  });

  it('refuses a public TRUST_PROXY range wider than /16, saying which and why', () => {
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/8,3.0.0.0/8' })).toThrow(/^TRUST_PROXY: "3\.0\.0\.0\/8" holds public addresses and is wider than \/16/);
    expect(() => loadConfig({ TRUST_PROXY: '0.0.0.0/1' })).toThrow(/hop count/);
  });

  it('has the admin listener on loopback port 9464 by default; METRICS_PORT=0 is any free port; METRICS=off drops /metrics', () => {
    expect(loadConfig({}).admin).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(loadConfig({ METRICS_PORT: '0', METRICS_HOST: '0.0.0.0' }).admin).toEqual({ port: 0, host: '0.0.0.0' });
    expect(loadConfig({ METRICS_HOST: 'metrics.internal', METRICS_PORT: '9100' }).admin).toEqual({ port: 9100, host: 'metrics.internal' });
    expect(loadConfig({ PORT: '0', METRICS_PORT: '0' }).admin.port).toBe(0);
    expect(loadConfig({ METRICS: 'off' }).metricsEnabled).toBe(false);
    expect(loadConfig({ METRICS: 'OFF' }).metricsEnabled).toBe(false);
    expect(loadConfig({ METRICS: 'on' }).metricsEnabled).toBe(true);
    expect(() => loadConfig({ PORT: '9464' })).toThrow(/^METRICS_PORT: must differ from PORT \(9464\)/);
  });

  it('refuses URLs with credentials and never repeats them in the message', () => {
    for (const name of ['SITE_URL', 'CLAIM_APP_URL', 'DATA_STORE_URL']) {
      expect(() => loadConfig({ [name]: 'https://user:s3cret@host.example' })).toThrow(new RegExp(`^${name}: must not carry credentials`));
    }
    const messages = ['https://user:s3cret@host.example', 'https://user:s3cret@ho st.example'].map((url) => {
      try {
        loadConfig({ DATA_STORE_URL: url });
      } catch (error) {
        return (error as Error).message;
      }
      return '';
    });
    for (const message of messages) {
      expect(message).toMatch(/^DATA_STORE_URL:/);
      expect(message).not.toContain('s3cret');
    }
  });

  it('takes HOST as an address or a host name', () => {
    expect(loadConfig({ HOST: '::' }).host).toBe('::');
    expect(loadConfig({ HOST: 'localhost' }).host).toBe('localhost');
    expect(loadConfig({ HOST: '10.1.2.3' }).host).toBe('10.1.2.3');
  });

  it('keeps DATA_STORE_URL unset unless given', () => {
    expect(loadConfig({ DATA_STORE_URL: 'http://127.0.0.1:9000/' }).dataStoreUrl).toBe('http://127.0.0.1:9000');
  });
});
