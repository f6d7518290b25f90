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
const compressGzip = promisify(gzip);
const brotli = (body: string, quality: number) =>
  compressBrotli(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body) },
  });
/** Quick enough for the first shopper of a page to wait for (about 15 ms for the largest page). */
const FIRST_BROTLI_QUALITY = 9;

/** A strong validator of the exact body: equal bodies, equal ETag, so a repeated load is a 304. */
const etagOf = (body: string) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/**
 * How many pages may wait for their better version. The pages are improved one after the other, so
 * that it takes one thread (of Node's pool, or the critical CSS worker) at most, whatever the
 * traffic (made-up query strings each make a page); beyond this backlog a page stays as it is.
 */
const MOST_WAITING = 32;
let waiting = 0;
let lane: Promise<void> = Promise.resolve();

/** Makes a page's body smaller, e.g. its stylesheet reduced to what it uses (server/render/critical-css.ts). */
export type ImproveBody = (body: string) => Promise<string>;

/**
 * Replaces the page by its improved body (with its own ETag), or else its brotli variant by
 * brotli's best, once made. The page is replaced in one step, so every answer is consistent; a
 * failure keeps the page as it was.
 */
function improveLater(page: CompressedPage, improve?: ImproveBody): void {
  if (waiting >= MOST_WAITING) return;
  waiting += 1;
  lane = lane
    .then(async () => {
      const body = improve ? await improve(page.body) : page.body;
      if (body === page.body) {
        const smallest = await brotli(body, constants.BROTLI_MAX_QUALITY);
        if (smallest.length < page.br.length) page.br = smallest;
        return;
      }
      const [br, gzipped] = await Promise.all([
        brotli(body, constants.BROTLI_MAX_QUALITY),
        compressGzip(body, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      Object.assign(page, { body, etag: etagOf(body), br, gzip: gzipped });
    })
    .catch(() => undefined)
    .finally(() => {
      waiting -= 1;
    });
}

/** The page with its validator and its brotli (quick quality) and gzip variants, made off the main thread. */
export async function compressed(status: number, body: string): Promise<CompressedPage> {
  const [br, gzipped] = await Promise.all([
    brotli(body, FIRST_BROTLI_QUALITY),
    compressGzip(body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { status, body, etag: etagOf(body), br, gzip: gzipped };
}

/**
 * Compressed once per page (the page is kept), off the main thread. The first shopper of a page gets
 * it at once, at brotli 9; what makes it smaller follows in the background and is sent from then
 * on: `improve` (if given), and brotli's best (11, up to ten times as slow). The kilobytes matter: a
 * new connection delivers about 14.6 KB (ten TCP segments) in its first round trip, and a page just
 * above that waits a whole round trip more on a slow line (docs/performance.md).
 */
export async function compressedPage(status: number, body: string, improve?: ImproveBody): Promise<CompressedPage> {
  const page = await compressed(status, body);
  improveLater(page, improve);
  return page;
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
