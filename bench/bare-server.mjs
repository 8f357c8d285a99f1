// The server's own limit: a bare Express 5 app sending, for each path, the exact
// body and headers the site sent for it (captured by bench/run.mjs), from memory.
// Usage: node bench/bare-server.mjs <port> <captures.json>
import { readFileSync } from 'node:fs';
import express from 'express';

const [port, capturesFile] = process.argv.slice(2);
const captures = JSON.parse(readFileSync(capturesFile, 'utf8'));

const app = express();
app.disable('x-powered-by');
for (const { path, bodyFile, headers } of captures) {
  const body = readFileSync(bodyFile);
  app.get(path, (_req, res) => {
    res.writeHead(200, { ...headers, 'Content-Length': body.length });
    res.end(body);
  });
}
const server = app.listen(Number(port), '127.0.0.1', () => console.log('ready'));
server.keepAliveTimeout = 65_000;
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.close(() => process.exit(0)));
