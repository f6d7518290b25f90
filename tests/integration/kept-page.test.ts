import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { compressedPage } from '../../server/render/kept-page';
import { until } from '../support/until';

/** A page-like body of about 60 KB: repeated markup with varying text, as a catalogue page has. */
const BODY = `<!doctype html><html lang="de"><head><title>Tarife</title></head><body><main>${Array.from(
  { length: 400 },
  (_, index) =>
    `<article class="card"><h2>Tarif ${index}</h2><p>${(index * 7919) % 1000} GB Datenvolumen, ` +
    `${(index * 104729) % 97} € monatlich</p><a href="/unterwegs/tarife/${index}">Details</a></article>`,
).join('')}</main></body></html>`;

const brotliAt = (quality: number) =>
  brotliCompressSync(BODY, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }).length;

describe('a kept page (server/render/kept-page.ts)', () => {
  it('is sent to its first shopper at once, and at brotli’s best to everyone after', async () => {
    const page = await compressedPage(200, BODY);
    expect(brotliDecompressSync(page.br).toString()).toBe(BODY);
    expect(gunzipSync(page.gzip).toString()).toBe(BODY);
    const first = { br: page.br.length, etag: page.etag };

    await until(() => page.br.length < first.br);
    expect(page.br.length).toBe(brotliAt(constants.BROTLI_MAX_QUALITY));
    expect(page.br.length).toBeLessThan(brotliAt(9));
    expect(brotliDecompressSync(page.br).toString()).toBe(BODY);
    // Same body, same validator: a browser holding the first answer gets a 304.
    expect(page.etag).toBe(first.etag);
  });
});
