import type { Server } from 'node:net';
import { ConfigError } from '../config/config.ts';

/** The variables that name where a listener binds: the site's (PORT, HOST) or the admin one's (METRICS_PORT, METRICS_HOST). */
export interface ListenVariables {
  readonly port: string;
  readonly host: string;
}

/**
 * Why a listener could not bind, as the configuration variable to change
 * (contract: a bad value stops the process naming the variable, exit 78), or
 * undefined when the failure is not the configuration's (then it is a crash).
 */
export function listenProblem(error: unknown, names: ListenVariables, where: { port: number; host: string }): ConfigError | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'EADDRINUSE':
      return new ConfigError(names.port, `port ${where.port} on ${where.host} is already in use; stop what holds it or choose another port`);
    case 'EACCES':
      return new ConfigError(names.port, `port ${where.port} needs privileges this process does not have; choose a port above 1023`);
    case 'EADDRNOTAVAIL':
      return new ConfigError(names.host, `"${where.host}" is not an address of this machine`);
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EAI_NONAME':
    case 'EAI_FAIL':
      return new ConfigError(names.host, `"${where.host}" cannot be resolved to an address (${code})`);
    default:
      return undefined;
  }
}

/**
 * Listens, resolving with the port bound (the one asked for, or the one given
 * for 0); a failure to bind rejects with listenProblem's ConfigError when the
 * configuration is the cause, else with the error itself.
 */
export function listen(
  server: Server,
  options: { readonly port: number; readonly host: string; readonly backlog?: number },
  names: ListenVariables,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const failed = (error: Error) => reject(listenProblem(error, names, options) ?? error);
    server.once('error', failed);
    server.listen(options, () => {
      server.removeListener('error', failed);
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : options.port);
    });
  });
}
