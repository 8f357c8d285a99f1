// One-off generator for the PNG icons, favicon.ico and the social card in
// public/ (committed). Rerun after a rebrand: `node scripts/make-icons.mjs`.
// Uses the same Chromium as the browser tests to rasterise SVG/HTML.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const root = join(import.meta.dirname, '..');
const icon = readFileSync(join(root, 'public/icon.svg'), 'utf8');
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});

async function rasterise(html, width, height) {
  const page = await browser.newPage({ viewport: { width, height } });
  await page.setContent(`<!doctype html><html><body style="margin:0">${html}</body></html>`);
  const png = await page.screenshot({ omitBackground: false, type: 'png' });
  await page.close();
  return png;
}

const square = (size, pad = 0) =>
  rasterise(
    `<div style="width:${size}px;height:${size}px;display:grid;place-items:center;background:#0b4a3a">${icon.replace('<svg ', `<svg width="${size - pad * 2}" height="${size - pad * 2}" `)}</div>`,
    size,
    size,
  );

writeFileSync(join(root, 'public/icon-192.png'), await square(192));
writeFileSync(join(root, 'public/icon-512.png'), await square(512));
writeFileSync(join(root, 'public/apple-touch-icon.png'), await square(180, 18));

// favicon.ico holding one 32x32 PNG (PNG-in-ICO is supported by every current browser).
const png32 = await square(32);
const header = Buffer.alloc(22);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(1, 4);
header.writeUInt8(32, 6);
header.writeUInt8(32, 7);
header.writeUInt16LE(1, 10);
header.writeUInt16LE(32, 12);
header.writeUInt32LE(png32.length, 14);
header.writeUInt32LE(22, 18);
writeFileSync(join(root, 'public/favicon.ico'), Buffer.concat([header, png32]));

const card = await rasterise(
  `<div style="width:1200px;height:630px;box-sizing:border-box;padding:80px;background:#0b4a3a;color:#fff;font-family:system-ui,sans-serif;display:flex;flex-direction:column;justify-content:space-between">
    <div style="display:flex;align-items:center;gap:24px;font-size:56px;font-weight:800">${icon.replace('<svg ', '<svg width="96" height="96" ')}Drivefair</div>
    <div style="font-size:76px;font-weight:800;line-height:1.1">Were you mis-sold<br>car finance?</div>
    <div style="font-size:36px;color:#ffc83d;font-weight:700">Check in about 60 seconds · 2007 to 2021 agreements</div>
  </div>`,
  1200,
  630,
);
writeFileSync(join(root, 'public/social-card.png'), card);
await browser.close();
console.log('icons written to public/');
