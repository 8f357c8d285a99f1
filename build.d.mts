// Types for what tests import from build.mjs (plain JavaScript, run by Node directly).
import type { Plugin } from 'esbuild';

export declare const serverCopyPlugin: Plugin;
export declare const oneShellChunkPlugin: Plugin;
