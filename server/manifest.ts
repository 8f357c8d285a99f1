import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** dist/client/manifest.json, written by build.mjs from esbuild's metafile. */
export interface AssetManifest {
  readonly buildId: string;
  readonly entry: string;
  readonly entryImports: readonly string[];
  readonly css: string;
  /** Page chunk name (client/pages/{name}.tsx) → its first-load modules. */
  readonly pages: Readonly<Record<string, readonly string[]>>;
  /** Every file the build wrote under /assets but source maps ('/assets/chunks/x-HASH.js'): served from memory. */
  readonly files: readonly string[];
}

export function readManifest(distDir: string): AssetManifest {
  const file = join(distDir, 'client/manifest.json');
  try {
    // A build from before `files` existed still serves its assets, from disk.
    return { files: [], ...(JSON.parse(readFileSync(file, 'utf8')) as Partial<AssetManifest>) } as AssetManifest;
  } catch (error) {
    throw new Error(`No build found at ${file}: run "npm run build" first (${(error as Error).message})`);
  }
}

/** Modules to preload for a page: the entry's imports and the page's own chunk closure. */
export function preloadsFor(manifest: AssetManifest, pageChunk: string): string[] {
  // React already preloads the entry itself (bootstrapModules).
  const modules = new Set([...manifest.entryImports, ...(manifest.pages[pageChunk] ?? [])]);
  modules.delete(manifest.entry);
  return [...modules];
}
