// The browser suite never skips silently (contract, Commands). Find Chromium:
// CHROME_PATH, then /usr/bin/chromium; on Debian as root install Debian's
// package; anywhere else fail, saying what to install.
import { execFileSync } from 'node:child_process';
import { findExecutable, isDebianRoot } from './findExecutable.mjs';

const found = () => findExecutable([process.env.CHROME_PATH, '/usr/bin/chromium']);

if (found()) process.exit(0);

if (isDebianRoot()) {
  console.log("ensure-chromium: installing Debian's chromium package for the browser tests");
  execFileSync('apt-get', ['update'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (found()) process.exit(0);
}

console.error(
  'ensure-chromium: no Chromium found for the browser tests.\n' +
    'Install Chromium (Debian/Ubuntu: "apt-get install chromium") or set CHROME_PATH to a Chromium or Chrome binary.',
);
process.exit(1);
