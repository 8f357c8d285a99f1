import { createHash } from 'node:crypto';
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, normalize, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import fresh from 'fresh';
import type { Logger } from './logger.ts';
import type { RequestLog } from './middleware/requestLog.ts';
import type { HeaderList } from './middleware/securityHeaders.ts';
import { contentTypeOf, encodingPreferences } from './middleware/staticFiles.ts';

/**
 * /assets: the build's hashed scripts, stylesheets, fonts and images, answered
 * before Express (server/frontDoor.ts) with only the headers a subresource
 * needs. A document's policy (CSP, framing, permissions, COOP) means nothing
 * on a script, and a first visit fetches some twenty of them: about 0.8 KB of
 * headers each saved on a phone (docs/decisions/006).
 *
 * The current build's files and their .br/.gz twins are read into memory at
 * start (the manifest lists them: about 1 MB, bounded by `maxBytes`). Anything
 * else is read from disk with the same headers: source maps, and files of an
 * earlier build that a page still open in a browser may ask for (build.mjs
 * keeps them). Nothing under /assets ever falls through to the pages.
 */

export const ASSET_PREFIX = '/assets';
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * A path under /assets as the build writes them: folders and a name of word
 * characters, dots and dashes, no segment starting with a dot. Anything else
 * (`..`, percent-encoding, backslashes) is no file of ours: 404, never decoded.
 */
const ASSET_NAME = /^(?:[\w-]+\/)*[\w-][\w.-]*$/;
/** Twins are chosen by negotiation, not asked for by name. */
const TWIN = /\.(?:br|gz)$/;

const EXTENSION = { br: 'br', gzip: 'gz' } as const;
type Encoding = keyof typeof EXTENSION;

interface Variant {
  readonly body: Buffer;
  readonly etag: string;
  readonly headers: HeaderList;
  readonly notModifiedHeaders: HeaderList;
}

interface AssetInMemory {
  readonly identity: Variant;
  readonly br?: Variant;
  readonly gzip?: Variant;
}

export interface AssetFilesOptions {
  /** dist/client/assets */
  readonly root: string;
  /** The manifest's `files` ('/assets/chunks/x-HASH.js'): held in memory. */
  readonly files: readonly string[];
  /** Security headers for a subresource (`securityHeaders().subresource`). */
  readonly headers: HeaderList;
  readonly requestLog: RequestLog;
  readonly logger: Logger;
  /** Past this many bytes (all encodings), further files are read from disk per request. */
  readonly maxBytes?: number;
}

export interface AssetFiles {
  /** Whether the request is for /assets: then `serve` answers it, whatever it is. */
  readonly owns: (url: string) => boolean;
  readonly serve: (req: IncomingMessage, res: ServerResponse) => void;
  /** Bytes held in memory (all encodings). */
  readonly bytes: number;
}

const REFUSAL = { 404: Buffer.from('Not found'), 405: Buffer.from('Method not allowed') } as const;

function readIfFile(file: string): Buffer | undefined {
  try {
    return statSync(file).isFile() ? readFileSync(file) : undefined;
  } catch {
    return undefined;
  }
}

async function sizeIfFile(file: string): Promise<number | undefined> {
  try {
    const info = await stat(file);
    return info.isFile() ? info.size : undefined;
  } catch {
    return undefined;
  }
}

export function createAssetFiles({ root, files, headers: security, requestLog, logger, maxBytes = 32 * 1024 * 1024 }: AssetFilesOptions): AssetFiles {
  const base = normalize(root);
  const preferences = encodingPreferences();

  /** Headers of one file's response: `twins` says whether other encodings exist (then Vary). */
  const headersFor = (name: string, etag: string | undefined, twins: boolean) => {
    const common = [...security, 'Cache-Control', ASSET_CACHE_CONTROL, ...(twins ? ['Vary', 'Accept-Encoding'] : []), ...(etag ? ['ETag', etag] : [])];
    return {
      common,
      full: (length: number, encoding?: Encoding) => [
        ...common,
        'Content-Type',
        contentTypeOf(name),
        ...(encoding ? ['Content-Encoding', encoding] : []),
        'Content-Length',
        String(length),
      ],
    };
  };

  const inMemory = new Map<string, AssetInMemory>();
  let bytes = 0;
  for (const url of files) {
    const name = url.slice(ASSET_PREFIX.length + 1);
    if (!ASSET_NAME.test(name) || TWIN.test(name)) continue;
    const body = readIfFile(join(base, name));
    if (!body) {
      logger.warn({ file: url }, 'assets: a file the manifest names is missing; not served');
      continue;
    }
    const br = readIfFile(join(base, `${name}.br`));
    const gzip = readIfFile(join(base, `${name}.gz`));
    const size = body.length + (br?.length ?? 0) + (gzip?.length ?? 0);
    if (bytes + size > maxBytes) {
      logger.warn({ file: url, maxBytes }, 'assets: past the memory bound; this file is read from disk');
      continue;
    }
    bytes += size;
    const hash = createHash('sha256').update(body).digest('base64url').slice(0, 22);
    const variant = (content: Buffer, etag: string, encoding?: Encoding): Variant => {
      const list = headersFor(name, etag, Boolean(br ?? gzip));
      return { body: content, etag, headers: list.full(content.length, encoding), notModifiedHeaders: list.common };
    };
    inMemory.set(name, {
      identity: variant(body, `"${hash}"`),
      ...(br && { br: variant(br, `"${hash}-br"`, 'br') }),
      ...(gzip && { gzip: variant(gzip, `"${hash}-gz"`, 'gzip') }),
    });
  }

  /** Status for a request that is not a GET or HEAD of a file: plain text, never cached, with an id to find its log line. */
  const refuse = (req: IncomingMessage, res: ServerResponse, status: 404 | 405, started: number) => {
    const id = requestLog.idFor(req);
    res.writeHead(status, [
      ...security,
      'Cache-Control',
      'no-store',
      ...(status === 405 ? ['Allow', 'GET, HEAD'] : []),
      'Content-Type',
      'text/plain; charset=utf-8',
      'Content-Length',
      String(REFUSAL[status].length),
      'X-Request-Id',
      id,
    ]);
    res.end(req.method === 'HEAD' ? undefined : REFUSAL[status]);
    requestLog.written(req, status, started, id);
  };

  const fromMemory = (req: IncomingMessage, res: ServerResponse, asset: AssetInMemory, started: number) => {
    let chosen = asset.identity;
    for (const encoding of preferences(req.headers['accept-encoding'])) {
      const twin = asset[encoding];
      if (twin) {
        chosen = twin;
        break;
      }
    }
    const notModified = fresh(req.headers, { etag: chosen.etag });
    res.writeHead(notModified ? 304 : 200, (notModified ? chosen.notModifiedHeaders : chosen.headers) as string[]);
    res.end(notModified || req.method === 'HEAD' ? undefined : chosen.body);
    // Successful asset lines are debug: twenty a page view, saying nothing the page's own line does not.
    requestLog.written(req, notModified ? 304 : 200, started, undefined, 'debug');
  };

  const fromDisk = async (req: IncomingMessage, res: ServerResponse, name: string, started: number) => {
    const file = join(base, name);
    // The pattern above already keeps out `..`; this keeps a future change to it honest.
    if (!file.startsWith(base + sep) || (await sizeIfFile(file)) === undefined) return refuse(req, res, 404, started);
    let path = file;
    let encoding: Encoding | undefined;
    for (const candidate of preferences(req.headers['accept-encoding'])) {
      if ((await sizeIfFile(`${file}.${EXTENSION[candidate]}`)) !== undefined) {
        path = `${file}.${EXTENSION[candidate]}`;
        encoding = candidate;
        break;
      }
    }
    const size = await sizeIfFile(path);
    if (size === undefined || res.destroyed) return refuse(req, res, 404, started);
    res.writeHead(200, headersFor(name, undefined, true).full(size, encoding));
    if (req.method === 'HEAD') res.end();
    else await pipeline(createReadStream(path), res);
    requestLog.written(req, 200, started, undefined, 'debug');
  };

  return {
    owns: (url) => url.startsWith(ASSET_PREFIX) && (url.length === ASSET_PREFIX.length || url[ASSET_PREFIX.length] === '/' || url[ASSET_PREFIX.length] === '?'),
    serve(req, res) {
      const started = Date.now();
      if (req.method !== 'GET' && req.method !== 'HEAD') return refuse(req, res, 405, started);
      const url = req.url ?? '/';
      const query = url.indexOf('?');
      const name = url.slice(ASSET_PREFIX.length + 1, query < 0 ? undefined : query);
      const asset = inMemory.get(name);
      if (asset) return fromMemory(req, res, asset, started);
      if (!ASSET_NAME.test(name) || TWIN.test(name)) return refuse(req, res, 404, started);
      fromDisk(req, res, name, started).catch((error: unknown) => {
        // A client that goes away mid-file is no fault of ours.
        if ((error as { code?: string }).code !== 'ERR_STREAM_PREMATURE_CLOSE') {
          logger.warn({ err: error, file: `${ASSET_PREFIX}/${name}` }, 'assets: reading from disk failed');
        }
        if (!res.headersSent) refuse(req, res, 404, started);
        else res.destroy();
      });
    },
    get bytes() {
      return bytes;
    },
  };
}
