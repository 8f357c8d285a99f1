import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { routeDataUrl } from '../../shared/urls/routeDataUrl.ts';
import { CACHE_CONTROL, CONTENT_TYPES } from '../middleware/headerRules.ts';
import { fileHeaders, pageHeaders, type PageHeaderOptions } from '../middleware/securityHeaders.ts';
import { dataFileOf, pageFileOf, type PagesIndex } from './pageFiles.ts';

/** Where the build writes the edge's includes, inside the pages folder they describe (dist/pages/edge/). */
export const EDGE_DIR = 'edge';

/** A value nginx reads as it is: double-quoted, with nothing it would take for a variable or the string's end. */
function quoted(value: string): string {
  if (/["\\$\n]/.test(value)) throw new Error(`edge: cannot write ${JSON.stringify(value)} into nginx's configuration`);
  return `"${value}"`;
}

const addHeaders = (headers: Readonly<Record<string, string>>) => Object.entries(headers).map(([name, value]) => `add_header ${name} ${quoted(value)} always;`);

const types = () => [
  'types {',
  ...Object.entries(CONTENT_TYPES).map(([extension, type]) => `    ${quoted(type)} ${extension.slice(1)};`),
  '}',
  'default_type application/octet-stream;',
];

/**
 * Each URL the edge answers with a file made at build, as the service's
 * fallback (builtPages.ts) does: a sitemap page or one of the other
 * locations with no other query, and its route data with this build's id or
 * none. Keyed as drivefair-http.conf's `$drivefair_built` map reads it:
 * "1" for GET or HEAD, then the URL as sent. Regular expressions, since
 * nginx compares a map's plain strings without regard to case, and
 * `/About-Us` is the service's 301.
 */
function builtEntries(index: PagesIndex): string[] {
  const entries: [string, string][] = [];
  for (const location of [...index.paths, ...index.locations]) {
    const [path = '/', query = ''] = location.split('?');
    const data = `/pages${dataFileOf(location)}`;
    entries.push([location, `/pages${pageFileOf(location)}`]);
    entries.push([routeDataUrl(path, query, index.buildId), data]);
    const withoutBuild = routeDataUrl(path, query, index.buildId).replace(/[?&]_build=[^&]*$/, '');
    entries.push([withoutBuild, data]);
  }
  const escape = (url: string) => url.replace(/[.?*+^$()[\]{}|\\]/g, '\\$&');
  // Not through `quoted`: nginx keeps a backslash before anything but a quote or another backslash.
  return entries.map(([url, file]) => `    "~^1${escape(quoted(url).slice(1, -1))}$" ${quoted(file)};`);
}

/**
 * The edge's part of the build (deploy/nginx/drivefair-site.conf includes
 * these): which URLs are files and what they are sent with, from the same
 * definitions the service's middleware uses (headerRules.ts, pageHeaders,
 * fileHeaders), so the edge and the service cannot answer a built file
 * differently (issue 48, decision 037).
 * - http.conf: the `$drivefair_built` map and each built file's Cache-Control;
 * - files.conf: a page's, its route data's and a public file's headers and types;
 * - assets.conf: a hashed asset's.
 */
export function writeEdgeConfig(pagesDir: string, index: PagesIndex, headerOptions: PageHeaderOptions): void {
  const dir = join(pagesDir, EDGE_DIR);
  mkdirSync(dir, { recursive: true });
  const banner = `# Written by the build (server/pages/edgeConfig.ts) for build ${index.buildId} and ${index.siteUrl}: never edit it.\n`;
  const http = [
    '# The file made at build that answers this GET or HEAD, or "" (the service answers).',
    'map "$drivefair_reads_file$request_uri" $drivefair_built {',
    '    default "";',
    ...builtEntries(index),
    '}',
    "# What each is sent with: a page; route data with this build's id or without; else a public file.",
    'map $arg__build $drivefair_data_cache_control {',
    `    "" ${quoted(CACHE_CONTROL.revalidated)};`,
    `    default ${quoted(CACHE_CONTROL.immutable)};`,
    '}',
    'map $drivefair_built $drivefair_cache_control {',
    `    default ${quoted(CACHE_CONTROL.publicFile)};`,
    `    "~\\.html$" ${quoted(CACHE_CONTROL.page)};`,
    '    "~\\.json$" $drivefair_data_cache_control;',
    '}',
  ];
  const https = headerOptions.https;
  const files = [...types(), ...addHeaders(pageHeaders(headerOptions)), 'add_header Cache-Control $drivefair_cache_control always;'];
  const assets = [...types(), ...addHeaders({ ...fileHeaders(https), 'Cache-Control': CACHE_CONTROL.immutable })];
  writeFileSync(join(dir, 'http.conf'), `${banner}${http.join('\n')}\n`);
  writeFileSync(join(dir, 'files.conf'), `${banner}${files.join('\n')}\n`);
  writeFileSync(join(dir, 'assets.conf'), `${banner}${assets.join('\n')}\n`);
}
