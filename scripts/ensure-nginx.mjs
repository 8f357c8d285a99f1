// The edge tests never skip silently (contract, Commands). Find nginx and its
// brotli_static module: NGINX_PATH, then /usr/sbin/nginx with Debian's
// module; on Debian as root install Debian's packages; anywhere else fail,
// saying what to install.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findExecutable, isDebianRoot } from './findExecutable.mjs';

/**
 * The edge sends the build's brotli twins (`brotli_static`, deploy/nginx/drivefair-site.conf): Debian's
 * package loads the module for its own nginx through /etc/nginx/modules-enabled, which
 * scripts/edge.mjs includes. NGINX_PATH is someone's own nginx, taken as it is.
 */
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const found = () =>
  Boolean(process.env.NGINX_PATH ? findExecutable([process.env.NGINX_PATH]) : findExecutable(['/usr/sbin/nginx']) && existsSync(BROTLI_MODULE));

if (found()) process.exit(0);

/**
 * Debian's package starts a system nginx on port 80 where it can (systemd, or
 * sysvinit without a policy-rc.d denying it). The tests run their own nginx on
 * free loopback ports, so stop and disable that one: nothing of ours listens on 80.
 */
function stopSystemNginx() {
  if (existsSync('/run/systemd/system')) {
    spawnSync('systemctl', ['disable', '--now', 'nginx'], { stdio: 'inherit' });
    return;
  }
  if (existsSync('/run/nginx.pid')) spawnSync('/usr/sbin/nginx', ['-s', 'quit'], { stdio: 'inherit' });
  spawnSync('update-rc.d', ['nginx', 'disable'], { stdio: 'ignore' });
}

if (isDebianRoot()) {
  // Debian 12's security updates and Debian 13 ship the server as `nginx`
  // (nginx-light became a transitional package), so that is the one to ask for.
  console.log("ensure-nginx: installing Debian's nginx and its brotli_static module for the edge tests");
  execFileSync('apt-get', ['update'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'nginx', 'libnginx-mod-http-brotli-static'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  stopSystemNginx();
  if (found()) process.exit(0);
}

console.error(
  'ensure-nginx: no nginx with brotli_static found for the edge tests.\n' +
    'Install them (Debian/Ubuntu: "apt-get install nginx libnginx-mod-http-brotli-static") or set NGINX_PATH to an nginx binary built with brotli_static.',
);
process.exit(1);
