// Shared by the test harness (TypeScript), bench/run.mjs and scripts/lighthouse.mjs
// (plain Node scripts), so it is JavaScript with its types beside it.
import { createServer } from 'node:net';

/** Debian's Chromium, headless, with nothing reaching for the network (brief, The stack). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function chromiumPath() {
  return process.env.CHROME_PATH || '/usr/bin/chromium';
}

/** A free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
