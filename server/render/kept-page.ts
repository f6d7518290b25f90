import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/** A page as sent: its body, a strong validator of it, and its compressed variants. */
export interface CompressedPage {
  status: number;
  redirect?: undefined;
  body: string;
  etag: string;
  br: Buffer;
  gzip: Buffer;
}

const compressBrotli = promisify(brotliCompress);
const BROTLI_QUALITY = 9;
const compressGzip = promisify(gzip);

/** A strong validator of the exact body: equal bodies, equal ETag, so a repeated load is a 304. */
const etagOf = (body: string) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/**
 * Compressed once per page (the page is kept), off the main thread; brotli 9 is nearly as small as
 * 11 at a fraction of the time the first shopper of a page waits.
 */
export async function compressedPage(status: number, body: string): Promise<CompressedPage> {
  const [br, gzipped] = await Promise.all([
    compressBrotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }),
    compressGzip(body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { status, body, etag: etagOf(body), br, gzip: gzipped };
}

/**
 * Keeps what `make` answers per key, at most `bound` of them (the oldest goes first), so that
 * made-up query strings cannot fill the memory. A failure is not kept: the next request tries again.
 */
export function keptPerKey<T>(bound: number): (key: string, make: () => Promise<T>) => Promise<T> {
  const kept = new Map<string, Promise<T>>();
  return (key, make) => {
    let value = kept.get(key);
    if (!value) {
      value = make();
      if (kept.size >= bound) kept.delete(kept.keys().next().value as string);
      kept.set(key, value);
      value.catch(() => kept.delete(key));
    }
    return value;
  };
}
