import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The stylesheet, inlined in every server-rendered document (decision 008).
 * The built file stays on disk, but nothing links it.
 */
export interface InlineStylesheet {
  /** The built file's URL: the key React adopts the server's `<style>` by. */
  readonly href: string;
  /** Base64 SHA-256 of `text`, allowed by the CSP's style-src. */
  readonly sha256: string;
  /** The CSS itself, exactly as it goes inside `<style>`; read once at start. */
  readonly text: string;
}

/** dist/client/manifest.json, written by build.mjs from esbuild's metafile, with the stylesheet's text. */
export interface AssetManifest {
  readonly buildId: string;
  readonly entry: string;
  /** What the entry loads at start (itself included): the shell chunk and React DOM's. */
  readonly entryImports: readonly string[];
  readonly styles: InlineStylesheet;
  /** Page folder (client/pages/{page}/page.tsx) → its first-load modules. */
  readonly pages: Readonly<Record<string, readonly string[]>>;
}

type ManifestFile = Omit<AssetManifest, 'styles'> & { readonly styles: Omit<InlineStylesheet, 'text'> };

/**
 * dist/ is missing or damaged (a file gone, one that does not parse): the
 * server refuses to start with exit 78 and this one line (server/start/main.ts),
 * as it does for configuration it cannot work with. build.mjs swaps a build
 * in only once it is whole, so a failed build never leaves one like this.
 */
export class BuildDamaged extends Error {
  override readonly name = 'BuildDamaged';
}

export function readManifest(distDir: string): AssetManifest {
  const file = join(distDir, 'client/manifest.json');
  let manifest: ManifestFile;
  let text: string;
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8')) as ManifestFile;
    text = readFileSync(join(distDir, 'client', manifest.styles.href), 'utf8');
  } catch (error) {
    throw new BuildDamaged(`No whole build at ${file}: run "npm run build" (${(error as Error).message})`, { cause: error });
  }
  // A stylesheet that no longer matches its hash would be blocked by the CSP: refuse to start.
  if (cspHash(text) !== manifest.styles.sha256) {
    throw new BuildDamaged(`${manifest.styles.href} does not match the hash in ${file}: run "npm run build" again`);
  }
  return { ...manifest, styles: { ...manifest.styles, text } };
}

/** Base64 SHA-256 of an inline style's or script's text, as a CSP hash source takes it. */
export function cspHash(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('base64');
}

/** Modules to preload for a page: the entry's imports and the page's own chunk closure. */
export function preloadsFor(manifest: AssetManifest, pageChunk: string | undefined): string[] {
  // The boot script loads the entry itself (client/bootScript.ts).
  const modules = new Set([...manifest.entryImports, ...((pageChunk && manifest.pages[pageChunk]) || [])]);
  modules.delete(manifest.entry);
  return [...modules];
}
