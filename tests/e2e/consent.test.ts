import type { HTTPRequest, Page } from 'puppeteer-core';
import { seriousViolations } from './support/axe';
import { goto, useBrowser, openPage, pageErrors } from './support/browser';

interface PageView {
  type: string;
  path: string;
  ts: number;
  tracking_id?: string;
}

/** Every page view the browser sends to the first-party endpoint. */
function recordPageViews(page: Page): PageView[] {
  const views: PageView[] = [];
  page.on('request', (request: HTTPRequest) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/analytics/events') {
      views.push(...(JSON.parse(request.postData() ?? '[]') as PageView[]));
    }
  });
  return views;
}

async function clickText(page: Page, text: string) {
  await page.waitForFunction((t) => [...document.querySelectorAll('button, a')].some((el) => el.textContent?.trim() === t), {}, text);
  await page.$$eval('button, a', (nodes, t) => (nodes.find((el) => el.textContent?.trim() === t) as HTMLElement).click(), text);
}

/** Follows an in-app link, so the route changes without a page load. */
async function follow(page: Page, href: string) {
  await page.waitForSelector(`a[href="${href}"]`);
  await page.$eval(`a[href="${href}"]`, (link) => (link as HTMLElement).click());
  await page.waitForFunction((path) => location.pathname === path, {}, href);
}

const consentCookie = async (page: Page) => (await page.cookies()).find((cookie) => cookie.name === 'cookie_consent_status')?.value;

describe('cookie consent and page views (spec §4 "Analytics")', () => {
  const browser = useBrowser();

  it('sends the queued page views with the tracking id only after "Alle akzeptieren", then each new one', async () => {
    const page = await openPage(browser(), 1280, 900, true);
    const views = recordPageViews(page);
    await goto(page, '/?wt_mc=mitarbeiter.newsletter');
    await follow(page, '/unterwegs/tarife/mobilfunk');
    await page.waitForSelector('.tariff-card');
    expect(views).toEqual([]);

    const accepted = page.waitForResponse((r) => r.url().endsWith('/api/analytics/events') && r.status() === 202);
    await clickText(page, 'Alle akzeptieren');
    await accepted;
    expect(views.map((view) => [view.path, view.tracking_id])).toEqual([
      ['/', 'mitarbeiter.newsletter'],
      ['/unterwegs/tarife/mobilfunk', 'mitarbeiter.newsletter'],
    ]);
    expect(await page.$('[data-testid="consent-banner"]')).toBeNull();
    expect(await consentCookie(page)).toBe('all');

    const next = page.waitForResponse((r) => r.url().endsWith('/api/analytics/events') && r.status() === 202);
    await follow(page, '/unterwegs/geraete/smartphones');
    await next;
    expect(views.at(-1)?.path).toBe('/unterwegs/geraete/smartphones');
    expect(pageErrors(page)).toEqual([]);
  }, 60_000);

  it('sends no page view at all after "Nur notwendige", also not after a reload', async () => {
    const page = await openPage(browser(), 1280, 900, true);
    const views = recordPageViews(page);
    await goto(page, '/');
    await page.waitForSelector('[data-testid="consent-banner"]');
    expect(await seriousViolations(page)).toEqual([]);
    await clickText(page, 'Nur notwendige');
    await page.waitForSelector('[data-testid="consent-banner"]', { hidden: true });
    await follow(page, '/unterwegs/tarife/mobilfunk');
    await page.waitForSelector('.tariff-card');
    await goto(page, '/unterwegs/geraete/smartphones');
    expect(await page.$('[data-testid="consent-banner"]')).toBeNull();
    expect(await consentCookie(page)).toBe('necessary');
    expect(views).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
  }, 60_000);
});
