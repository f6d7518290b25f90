import type { TariffList } from '../../src/domain/catalogue-resources';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { PROJECT_ROOT } from '../../server/config';
import { spawnShop, stopShop, stubStaticDir, untilHealthy, type ShopProcess } from '../support/shop-process';

const packageName = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

describe('the compiled server', () => {
  let shop: ShopProcess | undefined;
  beforeAll(() => {
    // The bundle alone: this test starts with a small address book, for which no data folder is prepared.
    execFileSync(process.execPath, ['scripts/build-server.mjs', '--no-data'], { cwd: PROJECT_ROOT, stdio: 'inherit' });
  });
  afterAll(() => stopShop(shop, 'SIGKILL'));

  it('imports at run time only Node built-ins and runtime dependencies (npm ci --omit=dev is enough)', () => {
    const meta = JSON.parse(fs.readFileSync(path.join(PROJECT_ROOT, 'dist/server/meta.json'), 'utf8')) as {
      outputs: Record<string, { imports: { path: string; external: boolean }[] }>;
    };
    const { dependencies, devDependencies } = JSON.parse(
      fs.readFileSync(path.join(PROJECT_ROOT, 'package.json'), 'utf8'),
    ) as Record<'dependencies' | 'devDependencies', Record<string, string>>;
    const { imports } = meta.outputs['dist/server/main.js'];
    const packages = new Set(
      imports
        .filter((entry) => entry.external && !entry.path.startsWith('node:'))
        .map((entry) => packageName(entry.path)),
    );
    const outside = [...packages].filter((name) => !builtinModules.includes(name) && !(name in dependencies));
    expect(outside).toEqual([]);
    expect(packages.has('fastify')).toBe(true);
    expect(Object.keys(devDependencies)).toContain('tsx');
    expect(Object.keys(dependencies)).not.toContain('tsx');
  });

  it('starts with plain node, serves, and stops on SIGTERM with exit code 0', async () => {
    const staticDir = stubStaticDir();
    fs.mkdirSync(path.join(staticDir, 'server'));
    fs.writeFileSync(path.join(staticDir, 'server', 'main.js'), '// the server');
    shop = await spawnShop({ STATIC_DIR: staticDir, LOG_LEVEL: 'warn' }, 'dist/server/main.js');
    expect(shop.child.spawnargs).not.toContain('tsx');
    await untilHealthy(shop, 120_000, '/api/health/ready');
    const response = await fetch(`${shop.baseUrl}/api/catalogue/tariffs/mobilfunk`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as TariffList).tariffs.length).toBeGreaterThan(0);
    // The compiled server's own code is not served as a static file.
    expect((await fetch(`${shop.baseUrl}/server/main.js`)).status).toBe(404);
    // Its routes' validators and serialisers come from the build (scripts/compile-schemas.ts): none compiled at start.
    const refused = await fetch(`${shop.baseUrl}/api/cancellations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ spitzname: 'Eri' }),
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      type: 'ValidationException',
      fields: { spitzname: 'Dieses Feld ist nicht vorgesehen.' },
    });
    expect(fs.existsSync(path.join(PROJECT_ROOT, 'dist/server/schema-functions.cjs'))).toBe(true);
    expect(shop.output()).not.toContain('schema compiled at start');
    shop.child.kill('SIGTERM');
    expect(await shop.exited).toBe(0);
  });
});
