export declare const CHROMIUM_ARGS: readonly string[];
export declare function chromiumPath(): string;
export declare function freePort(): Promise<number>;
export declare function builtPagesEnv(root: string): { SITE_URL: string; CLAIM_APP_URL: string };
export declare function startBuiltServer(options: {
  root: string;
  env?: Record<string, string>;
  nodeArgs?: readonly string[];
  logFile?: string;
  output?: (chunk: string) => void;
}): Promise<{ child: import('node:child_process').ChildProcess; port: number; url: string }>;
