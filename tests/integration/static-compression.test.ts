import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { checkAnswersAgainstDocument } from '../support/contract';

describe('the built app is sent precompressed', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-static-'));
  const script = `console.log(${JSON.stringify('Tarif '.repeat(2_000))});`;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let db: Awaited<ReturnType<typeof openDatabase>>;

  beforeAll(async () => {
    fs.mkdirSync(path.join(root, 'assets'));
    fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Shop</title>');
    fs.writeFileSync(path.join(root, 'assets', 'app.js'), script);
    fs.writeFileSync(path.join(root, 'assets', 'app.js.br'), brotliCompressSync(script));
    fs.writeFileSync(path.join(root, 'assets', 'app.js.gz'), gzipSync(script));
    db = await openDatabase({});
    app = checkAnswersAgainstDocument(
      await buildApp({ db, config: { ...readConfig(), staticDir: root }, serveStatic: true }),
    );
  });
  afterAll(async () => {
    await app.close();
    await db.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('as brotli to a browser that accepts it, plain to one that does not', async () => {
    const brotli = await app.inject({
      method: 'GET',
      url: '/assets/app.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(String(brotli.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);
    expect(brotli.rawPayload.length).toBeLessThan(script.length / 10);

    const plain = await app.inject({
      method: 'GET',
      url: '/assets/app.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });
});
