import { createHash } from 'node:crypto';
import { baseUrl, useBrowser, openPage, pageErrors } from './support/browser';
import { watchPolicy } from './support/csp-reports';

jest.setTimeout(90_000);

const PAGES = [
  '/',
  '/unterwegs/tarife/mobilfunk',
  '/unterwegs/geraete/smartphones/aurelon-vista-15',
  '/warenkorb',
  '/zuhause',
  '/zuhause/tarife/glasfaser-tarife',
  '/agb',
  '/impressum',
  '/barrierefreiheit',
  '/kuendigung',
  '/widerruf',
  '/icons',
];

describe('the content security policy', () => {
  const browser = useBrowser();

  it.each(PAGES)('allows no inline script but the early one, no eval, and is never violated on %s', async (path) => {
    const page = await openPage(browser(), 375, 812);
    const reports = await watchPolicy(page);
    const response = await page.goto(baseUrl() + path, { waitUntil: 'networkidle0' });
    const policy = response?.headers()['content-security-policy'] ?? '';
    const [self, ...hashes] = (/script-src ([^;]*)/.exec(policy)?.[1] ?? '').split(' ');
    expect(self).toBe("'self'");
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    // One hash: the early script's (src/early/), inline in every page rendered on the server; no other inline script runs.
    const inline = [...((await response?.text()) ?? '').matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
      ([, code]) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`,
    );
    expect(hashes).toHaveLength(1);
    expect(inline.filter((hash) => !hashes.includes(hash))).toEqual([]);
    // The page really runs script: the app hydrated (or rendered) it under that policy.
    await page.waitForSelector('html[data-shop-ready="true"]');
    await page.waitForSelector('h1');
    expect(reports).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });

  it('blocks inline script injected into a page and reports it', async () => {
    const page = await openPage(browser());
    const reports = await watchPolicy(page);
    await page.goto(baseUrl() + '/', { waitUntil: 'networkidle0' });
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__xss = 1';
      document.body.append(script);
    });
    await page.waitForFunction(() => (window as unknown as { __violations: string[] }).__violations.length > 0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss ?? null)).toBeNull();
    expect(reports.some((report) => report.includes('script-src'))).toBe(true);
    await page.close();
  });
});
