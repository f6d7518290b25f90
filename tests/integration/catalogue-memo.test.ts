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
    expect((await get('/api/catalogue/devices/smartphones', { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);
  });

  it('keeps answers of different queries apart', async () => {
    const all = (await get('/api/catalogue/devices/smartphones')).json();
    const company = all.devices[0].manufacturer_informations.company as string;
    const filtered = await get(`/api/catalogue/devices/smartphones?company=${encodeURIComponent(company)}`);
    expect(filtered.headers.etag).not.toBe((await get('/api/catalogue/devices/smartphones')).headers.etag);
    const devices = filtered.json().devices as Array<{ manufacturer_informations: { company: string } }>;
    expect(devices.length).toBeGreaterThan(0);
    expect(devices.every((device) => device.manufacturer_informations.company === company)).toBe(true);
  });

  it('does not keep refusals: an unknown category stays a typed 404', async () => {
    for (let i = 0; i < 2; i += 1) {
      const response = await get('/api/catalogue/tariffs/gibt-es-nicht');
      expect(response.statusCode).toBe(404);
      expect(response.json().type).toBe('NotFoundException');
    }
  });
});
