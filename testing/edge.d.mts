export declare function startEdge(options: {
  root: string;
  upstream: string;
  clientTimeoutSeconds?: number;
  noClientLimits?: boolean;
  output?: (chunk: string) => void;
}): Promise<{
  child: import('node:child_process').ChildProcess;
  port: number;
  url: string;
  stop: () => Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}>;
