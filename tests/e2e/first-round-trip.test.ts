import http from 'node:http';
import { CATALOGUE_PAGES } from '../support/catalogue-pages';
import { baseUrl } from './support/browser';
import { untilReduced } from './support/reduced-page';

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

describe('the HTML of a landing page on a new connection', () => {
  const figures: string[] = [];
  afterAll(() =>
    console.log(`HTML with headers (brotli), first round trip ${FIRST_ROUND_TRIP_BYTES} B:\n${figures.join('\n')}`),
  );

  it.each(Object.entries(CATALOGUE_PAGES) as Array<[keyof typeof CATALOGUE_PAGES, string]>)(
    '%s (%s) arrives in the first round trip',
    async (_name, path) => {
      await untilReduced(path);
      const { headerBytes, body } = await get(path);
      const bytes = headerBytes + body.length;
      figures.push(`  ${path}: ${bytes} B (${headerBytes} B headers)`);
      expect(bytes).toBeLessThanOrEqual(FIRST_ROUND_TRIP_BYTES);
    },
  );
});
