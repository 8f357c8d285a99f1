// What ensure-chromium.mjs and ensure-nginx.mjs share: find a tool, and whether this machine may install it.
import { accessSync, constants, existsSync, readFileSync } from 'node:fs';

/** The first of these paths that is an executable file (empty entries, unset variables, skipped). */
export function findExecutable(candidates) {
  return candidates.filter(Boolean).find((path) => {
    try {
      accessSync(path, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/** Debian (or a derivative) run as root: the project's scripts may install Debian's package themselves. */
export function isDebianRoot() {
  const isDebian =
    existsSync('/etc/debian_version') || /ID(_LIKE)?=.*debian/.test(existsSync('/etc/os-release') ? readFileSync('/etc/os-release', 'utf8') : '');
  return isDebian && typeof process.getuid === 'function' && process.getuid() === 0;
}
