import type { DeviceList } from '../../src/domain/catalogue-resources';
import type { ErrorAnswer } from '../support/answers';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { DATABASE_TARGETS } from '../support/databases';
import { startTestApp, type TestApp } from '../support/test-app';

describe.each(DATABASE_TARGETS)('catalogue reads from memory on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('answers a repeated read with the same body, type, ETag and caching headers', async () => {
    const first = await get('/api/catalogue/devices/smartphones');
    const second = await get('/api/catalogue/devices/smartphones');
    expect(second.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(String(second.headers['content-type'])).toContain('application/json');
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['cache-control']).toBe('public, max-age=300');
    expect(
      (await get('/api/catalogue/devices/smartphones', { 'if-none-match': String(first.headers.etag) })).statusCode,
    ).toBe(304);
  });

  it('keeps answers of different queries apart', async () => {
    const all = (await get('/api/catalogue/devices/smartphones')).json<DeviceList>();
    const company = all.devices[0].manufacturer_informations.company;
    const filtered = await get(`/api/catalogue/devices/smartphones?company=${encodeURIComponent(company)}`);
    expect(filtered.headers.etag).not.toBe((await get('/api/catalogue/devices/smartphones')).headers.etag);
    const devices = filtered.json<DeviceList>().devices as Array<{ manufacturer_informations: { company: string } }>;
    expect(devices.length).toBeGreaterThan(0);
    expect(devices.every((device) => device.manufacturer_informations.company === company)).toBe(true);
  });

  it('does not keep refusals: an unknown category stays a typed 404', async () => {
    for (let i = 0; i < 2; i += 1) {
      const response = await get('/api/catalogue/tariffs/gibt-es-nicht');
      expect(response.statusCode).toBe(404);
      expect(response.json<ErrorAnswer>().type).toBe('NotFoundException');
    }
  });

  it('sends the answer compressed as the client accepts (brotli, gzip, plain), each the same JSON with one ETag', async () => {
    const url = '/api/catalogue/tariffs/mobilfunk';
    const plain = await get(url);
    expect(String(plain.headers.vary)).toContain('Accept-Encoding');
    // The compressed variants are made once, after the first answer; until then the plain body goes out.
    const encodedAs = async (encoding: string) => {
      for (;;) {
        const response = await get(url, { 'accept-encoding': encoding });
        if (response.headers['content-encoding'] !== undefined) return response;
        expect(response.body).toBe(plain.body);
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    const brotli = await encodedAs('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    const gzipped = await encodedAs('gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
    for (const response of [brotli, gzipped]) {
      expect(response.headers.etag).toBe(plain.headers.etag);
      expect(String(response.headers.vary)).toContain('Accept-Encoding');
      expect(response.headers['content-type']).toBe(plain.headers['content-type']);
    }
    const identity = await get(url, { 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain.body);
    const unchanged = await get(url, { 'accept-encoding': 'br', 'if-none-match': String(plain.headers.etag) });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.rawPayload.length).toBe(0);
  });
});
