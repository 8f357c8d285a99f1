import express from 'express';
import request from 'supertest';
import { health, type Lifecycle } from './health.ts';

function app(lifecycle: Lifecycle, fault?: () => string | undefined) {
  return express().use(health(lifecycle, fault));
}

describe('/readyz', () => {
  it('is 200 while serving with a store that can write', async () => {
    expect((await request(app({ ready: true }, () => undefined)).get('/readyz')).status).toBe(200);
  });

  it('is 503 while the review store cannot write, so the load balancer sends visitors elsewhere; /healthz stays 200', async () => {
    let fault: string | undefined = 'SQLITE_FULL';
    const site = app({ ready: true }, () => fault);
    const res = await request(site).get('/readyz');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ status: 'review store cannot write' });
    expect((await request(site).get('/healthz')).status).toBe(200);
    fault = undefined;
    expect((await request(site).get('/readyz')).status).toBe(200);
  });

  it('says shutting down before any store fault', async () => {
    expect((await request(app({ ready: false }, () => 'SQLITE_FULL')).get('/readyz')).body).toEqual({ status: 'shutting down' });
  });
});
