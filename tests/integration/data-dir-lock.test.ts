import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnShop, startShopProcess, stopShop, stubStaticDir, type ShopProcess } from '../support/shop-process';

describe('the PGlite data folder across processes', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-lock-'));
  const staticDir = stubStaticDir();
  let first: ShopProcess | undefined;

  afterAll(async () => {
    await stopShop(first);
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  it('refuses a second process on the same folder, and the first closes cleanly on SIGTERM', async () => {
    const env = { DATA_DIR: dataDir, STATIC_DIR: staticDir };
    first = await startShopProcess(env);
    expect(fs.readFileSync(path.join(dataDir, 'shop.lock'), 'utf8')).toBe(String(first.child.pid));

    const second = await spawnShop(env);
    expect(await second.exited).not.toBe(0);
    expect(second.output()).toContain(`wird bereits von Prozess ${first.child.pid} verwendet`);
    // The first one is unharmed by the attempt.
    expect((await fetch(`${first.baseUrl}/api/health`)).status).toBe(200);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'shop.lock'))).toBe(false);
  });
});
