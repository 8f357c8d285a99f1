import { createServer, get as httpGet } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import express from 'express';
import request from 'supertest';
import { createLogger } from '../logger.ts';
import { requestLog } from './requestLog.ts';

function harness() {
  let text = '';
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  const logger = createLogger({ logLevel: 'info' }, sink);
  const app = express();
  app.use(requestLog(logger).middleware);
  app.get('/ok', (req, res) => {
    req.log.info({ email: 'someone@example.com', step: 'handler' }, 'handler ran');
    res.send('ok');
  });
  app.get('/missing', (_req, res) => res.status(404).send('no'));
  app.get('/broken', (_req, res) => res.status(500).send('broken'));
  const lines = () =>
    text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { app, lines, text: () => text };
}

describe('requestLog', () => {
  it('writes one line per request in pino-http’s shape, without the query string', async () => {
    const { app, lines } = harness();
    const res = await request(app).get('/ok?email=someone%40example.com').set('X-Request-Id', 'req-1');
    expect(res.headers['x-request-id']).toBe('req-1');
    const line = lines().find((entry) => entry.msg === 'request completed');
    expect(line).toMatchObject({ level: 30, service: 'drivefair', reqId: 'req-1', req: { id: 'req-1', method: 'GET', path: '/ok' }, res: { statusCode: 200 } });
    expect(typeof line!.responseTime).toBe('number');
    expect(typeof line!.time).toBe('string');
  });

  it('gives handlers a req.log whose lines carry the request id, still redacted', async () => {
    const { app, lines, text } = harness();
    await request(app).get('/ok').set('X-Request-Id', 'req-2');
    expect(lines().find((entry) => entry.msg === 'handler ran')).toMatchObject({ reqId: 'req-2', step: 'handler', email: '[redacted]' });
    expect(text()).not.toContain('someone@example.com');
  });

  it('makes its own id when the caller’s is missing or unsafe', async () => {
    const { app } = harness();
    const made = await request(app).get('/ok');
    const unsafe = await request(app).get('/ok').set('X-Request-Id', '<script>alert(1)</script>');
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(unsafe.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('logs 4xx as warn and 5xx as error', async () => {
    const { app, lines } = harness();
    await request(app).get('/missing');
    await request(app).get('/broken');
    const byStatus = (status: number) => lines().find((entry) => (entry.res as { statusCode?: number } | undefined)?.statusCode === status);
    expect(byStatus(404)).toMatchObject({ level: 40, msg: 'request completed' });
    expect(byStatus(500)).toMatchObject({ level: 50, msg: 'request errored' });
    // The line is the request's, without a made-up error's stack.
    expect(byStatus(500)).not.toHaveProperty('err');
  });

  it('tells the metrics a response cut off by the client is aborted, not the status its head carried', async () => {
    const seen: (number | 'aborted')[] = [];
    let notify = () => {};
    const next = () => new Promise<void>((resolve) => (notify = resolve));
    const logger = createLogger({ logLevel: 'silent' });
    const app = express();
    app.use(
      requestLog(logger, (_method, _path, status) => {
        seen.push(status);
        notify();
      }).middleware,
    );
    // Head and a first chunk, then nothing: the client reads the 200 and goes away.
    app.get('/slow', (_req, res) => {
      res.status(200).write('first part');
    });
    app.get('/whole', (_req, res) => res.send('all of it'));
    const server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const cutOff = next();
      const req = httpGet(`http://127.0.0.1:${port}/slow`, (res) => res.once('data', () => req.destroy()));
      req.on('error', () => {});
      await cutOff;
      expect(seen).toEqual(['aborted']);
      const whole = next();
      await fetch(`http://127.0.0.1:${port}/whole`).then((res) => res.text());
      await whole;
      expect(seen).toEqual(['aborted', 200]);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
