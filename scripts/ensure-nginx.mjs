// The edge tests never skip silently (contract, Commands). Find nginx:
// NGINX_PATH, then /usr/sbin/nginx; on Debian as root install Debian's
// package; anywhere else fail, saying what to install.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findExecutable, isDebianRoot } from './findExecutable.mjs';

const found = () => findExecutable([process.env.NGINX_PATH, '/usr/sbin/nginx']);

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
  console.log("ensure-nginx: installing Debian's nginx package for the edge tests");
  execFileSync('apt-get', ['update'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'nginx'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  stopSystemNginx();
  if (found()) process.exit(0);
}

console.error(
  'ensure-nginx: no nginx found for the edge tests.\n' + 'Install nginx (Debian/Ubuntu: "apt-get install nginx") or set NGINX_PATH to an nginx binary.',
);
process.exit(1);
