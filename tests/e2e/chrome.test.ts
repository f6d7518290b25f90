import type { Page } from 'puppeteer-core';
import { baseUrl, goto, useBrowser, openPage, pageErrors, pathOf } from './support/browser';

describe('page chrome, routes and session', () => {
  const browser = useBrowser();
  let page: Page;

  beforeEach(async () => {
    page = await openPage(browser());
  });
  afterEach(async () => {
    expect(pageErrors(page)).toEqual([]);
    await page.browserContext().close();
  });

  it('opens / with the title template, theme colour, lang and skip link', async () => {
    await goto(page, '/');
    await page.waitForFunction(() => document.title === 'Startseite | Mobilfunk Angebote');
    expect(await page.$eval('meta[name="theme-color"]', (m) => m.getAttribute('content'))).toBe('#e20074');
    expect(await page.$eval('html', (h) => h.lang)).toBe('de');
    const skip = await page.$eval('a.skip-link', (a) => ({ text: a.textContent, href: a.getAttribute('href') }));
    expect(skip).toEqual({ text: 'Springe zum Inhalt', href: '#main-content' });
    expect(await page.$('main#main-content')).not.toBeNull();
    expect(await page.$$eval('script[type="application/ld+json"]', (s) => s.length)).toBe(2);

    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Springe zum Inhalt');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.id === 'main-content');
  });

  it('sets the title from the page data on client-side navigation', async () => {
    await goto(page, '/');
    await page.click('header a[href="/warenkorb"]');
    await page.waitForFunction(() => location.pathname === '/warenkorb');
    await page.waitForFunction(() => document.title === 'Warenkorb | Mobilfunk Angebote');
    await page.goBack();
    await page.waitForFunction(() => document.title === 'Startseite | Mobilfunk Angebote');
  });

  it.each([
    ['/unterwegs/tarife', '/'],
    ['/unterwegs/geraete', '/'],
    ['/unterwegs/tarife/mobilfunk/mobil-m', '/unterwegs/tarife/mobilfunk?slug=mobil-m'],
    ['/widerrufsrecht', '/agb?id=widerrufsrecht'],
  ])('redirects %s to %s', async (from, to) => {
    await goto(page, from);
    await page.waitForFunction((expected) => location.pathname + location.search === expected, {}, to);
    expect(pathOf(page)).toBe(to);
  });

  it('shows the 404 page for an unknown path, and its button leads home', async () => {
    await goto(page, '/gibt-es-nicht');
    await page.waitForSelector('.error-page');
    const text = await page.$eval('.error-page', (e) => e.textContent ?? '');
    expect(text).toContain('Leider konnten wir die Seite nicht finden.');
    expect(text).toContain('Page not found: /gibt-es-nicht');
    expect(await page.$('.site-header')).not.toBeNull();
    const button = await page.waitForSelector('::-p-text(Zurück zur Startseite)');
    await button!.click();
    await page.waitForFunction(() => location.pathname === '/' && !document.querySelector('.error-page'));
  });

  it('shows a fatal 404 for an unknown category', async () => {
    await goto(page, '/unterwegs/tarife/gibt-es-nicht');
    await page.waitForSelector('.error-page');
    expect(await page.$eval('.error-page', (e) => e.textContent ?? '')).toContain(
      'Page Not Found: /unterwegs/tarife/gibt-es-nicht',
    );
  });

  it('sets the token and token_expires cookies on /zuhause, but not on /', async () => {
    await goto(page, '/');
    expect((await page.cookies(baseUrl())).map((c) => c.name)).not.toContain('token');
    await goto(page, '/zuhause');
    await page.waitForFunction(() => document.cookie.includes('token_expires='));
    const cookies = Object.fromEntries((await page.cookies(baseUrl())).map((c) => [c.name, c]));
    expect(cookies.token.value.length).toBeGreaterThan(20);
    const expires = Number(cookies.token_expires.value);
    expect(expires).toBeGreaterThan(Date.now() + 23 * 60 * 60 * 1000);
    expect(cookies.token.sameSite).toBe('Lax');

    const check = await page.evaluate(async (token) => {
      const response = await fetch('/api/auth/refresh-session', {
        method: 'PUT',
        headers: { authorization: `Bearer ${token}` },
      });
      return response.status;
    }, cookies.token.value);
    expect(check).toBe(200);
  });
});
