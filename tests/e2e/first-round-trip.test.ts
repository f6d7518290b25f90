import http from 'node:http';
import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { CATALOGUE_PAGES } from '../support/catalogue-pages';
import { CRITICAL_STYLESHEET_ATTRIBUTE } from '../../src/domain/server-render';
import { baseUrl } from './support/browser';

jest.setTimeout(120_000);

/**
 * What a new connection delivers in its first round trip: ten TCP segments of 1,460 bytes (the
 * initial congestion window of RFC 6928, as Lighthouse's simulation counts it). A page's HTML just
 * above it waits a whole round trip more before the browser has all of it: on the preset's slow
 * line, about 150 ms of the largest paint (docs/performance.md).
 */
const FIRST_ROUND_TRIP_BYTES = 10 * 1460;

interface Answer {
  headerBytes: number;
  body: Buffer;
}

/** One GET as a browser accepting brotli makes it; the header bytes as they go over the wire. */
const get = (path: string) =>
  new Promise<Answer>((resolve, reject) => {
    http
      .get(new URL(path, baseUrl()), { headers: { 'accept-encoding': 'gzip, deflate, br' } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          expect(response.headers['content-encoding']).toBe('br');
          const statusLine = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n`.length;
          // Each field as `name: value\r\n`: both parts, the separator and the line end.
          const fields = response.rawHeaders.reduce((sum, part) => sum + part.length + 2, 0);
          resolve({ headerBytes: statusLine + fields + 2, body: Buffer.concat(chunks) });
        });
      })
      .on('error', reject);
  });

/**
 * The page as every shopper after the first gets it: the server improves a kept page in the
 * background (server/render/kept-page.ts): its stylesheet reduced to the rules its markup uses,
 * and brotli's best. Asks until the answer is that page (at most ten seconds).
 */
async function keptAnswer(path: string): Promise<Answer> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const answer = await get(path);
    const body = brotliDecompressSync(answer.body).toString();
    const best = brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    });
    if (body.includes(CRITICAL_STYLESHEET_ATTRIBUTE) && answer.body.length <= best.length) return answer;
    if (Date.now() > deadline) return answer;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the HTML of a landing page on a new connection', () => {
  const figures: string[] = [];
  afterAll(() =>
    console.log(`HTML with headers (brotli), first round trip ${FIRST_ROUND_TRIP_BYTES} B:\n${figures.join('\n')}`),
  );

  it.each(Object.entries(CATALOGUE_PAGES) as Array<[keyof typeof CATALOGUE_PAGES, string]>)(
    '%s (%s) arrives in the first round trip',
    async (_name, path) => {
      const { headerBytes, body } = await keptAnswer(path);
      const bytes = headerBytes + body.length;
      figures.push(`  ${path}: ${bytes} B (${headerBytes} B headers)`);
      expect(bytes).toBeLessThanOrEqual(FIRST_ROUND_TRIP_BYTES);
    },
  );
});
