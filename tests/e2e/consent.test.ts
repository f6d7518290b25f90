import { expect } from '@jest/globals';
import type { HTTPRequest, Page } from 'puppeteer-core';
import { seriousViolations } from './support/axe';
import { goto, useBrowser, openPage, pageErrors } from './support/browser';
import { addToCartAndCheckOut, fillStepsToIdentification, waitForPath } from './support/checkout-steps';

interface AnalyticsEvent {
  type: string;
  path: string;
  ts: number;
  tracking_id?: string;
  name?: string;
  value?: number;
  rating?: string;
}

/** Every event the browser sends to the first-party endpoint. */
function recordEvents(page: Page): AnalyticsEvent[] {
  const events: AnalyticsEvent[] = [];
  page.on('request', (request: HTTPRequest) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/analytics/events') {
      events.push(...(JSON.parse(request.postData() ?? '[]') as AnalyticsEvent[]));
    }
  });
  return events;
}

const pageViews = (events: AnalyticsEvent[]) => events.filter((event) => event.type === 'page_view');

/** Whether the page queued a measurement while waiting for the choice (the developer event log, README "Event log"). */
const measurementQueued = (page: Page) =>
  page.evaluate(async () =>
    ((await window.__shopEventLog?.document())?.entries ?? []).some(
      (entry) =>
        entry.action.type === 'consent/eventQueued' &&
        (entry.action as { payload?: { type?: string } }).payload?.type === 'measurement',
    ),
  );

async function clickText(page: Page, text: string) {
  await page.waitForFunction(
    (t) => [...document.querySelectorAll('button, a')].some((el) => el.textContent?.trim() === t),
    {},
    text,
  );
  await page.$$eval(
    'button, a',
    (nodes, t) => (nodes.find((el) => el.textContent?.trim() === t) as HTMLElement).click(),
    text,
  );
}

/** Follows an in-app link, so the route changes without a page load. */
async function follow(page: Page, href: string) {
  await page.waitForSelector(`a[href="${href}"]`);
  await page.$eval(`a[href="${href}"]`, (link) => (link as HTMLElement).click());
  await page.waitForFunction((path) => location.pathname === path, {}, href);
}

const consentCookie = async (page: Page) =>
  (await page.cookies()).find((cookie) => cookie.name === 'cookie_consent_status')?.value;

describe('cookie consent and page views (spec §4 "Analytics")', () => {
  const browser = useBrowser();

  it('sends the queued page views with the tracking id only after "Alle akzeptieren", then each new one', async () => {
    const page = await openPage(browser(), 1280, 900, true);
    const events = recordEvents(page);
    await goto(page, '/?wt_mc=mitarbeiter.newsletter');
    await follow(page, '/unterwegs/tarife/mobilfunk');
    await page.waitForSelector('.tariff-card');
    expect(events).toEqual([]);

    const accepted = page.waitForResponse((r) => r.url().endsWith('/api/analytics/events') && r.status() === 202);
    await clickText(page, 'Alle akzeptieren');
    await accepted;
    expect(pageViews(events).map((view) => [view.path, view.tracking_id])).toEqual([
      ['/', 'mitarbeiter.newsletter'],
      ['/unterwegs/tarife/mobilfunk', 'mitarbeiter.newsletter'],
    ]);
    expect(await page.$('[data-testid="consent-banner"]')).toBeNull();
    expect(await consentCookie(page)).toBe('all');

    const next = page.waitForResponse((r) => r.url().endsWith('/api/analytics/events') && r.status() === 202);
    await follow(page, '/unterwegs/geraete/smartphones');
    await next;
    expect(pageViews(events).at(-1)?.path).toBe('/unterwegs/geraete/smartphones');
    expect(pageErrors(page)).toEqual([]);
  }, 60_000);

  it('measures nothing before the choice; after "Alle akzeptieren" the page\'s LCP is sent with its figure (spec §9)', async () => {
    const page = await openPage(browser(), 1280, 900, true);
    const events = recordEvents(page);
    const vitalsScripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script' && request.url().includes('web-vitals'))
        vitalsScripts.push(request.url());
    });
    await goto(page, '/');
    await page.waitForSelector('[data-testid="consent-banner"]');
    await page.keyboard.press('Shift');
    // Web-vitals loads only with consent.
    expect(vitalsScripts).toEqual([]);
    expect(await measurementQueued(page)).toBe(false);

    const accepted = page.waitForResponse((r) => r.url().endsWith('/api/analytics/events') && r.status() === 202);
    await clickText(page, 'Alle akzeptieren');
    await accepted;
    let measured = false;
    const sent = page
      .waitForRequest(
        (r) => r.url().endsWith('/api/analytics/events') && (r.postData() ?? '').includes('"measurement"'),
      )
      .then(() => (measured = true));
    // The browser kept the page's LCP; web-vitals, loading now, reports it at the next input once it listens.
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((entry) => entry.name.includes('web-vitals')),
    );
    while (!measured) {
      await page.keyboard.press('Shift');
      await Promise.race([sent, page.waitForNetworkIdle({ idleTime: 200 })]);
    }
    const lcp = events.find((event) => event.type === 'measurement' && event.name === 'LCP');
    expect(lcp).toMatchObject({
      path: '/',
      value: expect.any(Number),
      rating: expect.stringMatching(/^(good|needs-improvement|poor)$/),
    });
    expect(lcp?.value).toBeGreaterThan(0);
    expect(pageErrors(page)).toEqual([]);
  }, 60_000);

  it('sends no page view at all after "Nur notwendige", also not after a reload', async () => {
    const page = await openPage(browser(), 1280, 900, true);
    const events = recordEvents(page);
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
    expect(events).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
  }, 60_000);

  it("reopens the choice from the footer's 'Cookie-Einstellungen' and keeps the new one", async () => {
    const page = await openPage(browser(), 1280, 900, true);
    const events = recordEvents(page);
    await goto(page, '/');
    await clickText(page, 'Nur notwendige');
    await page.waitForSelector('[data-testid="consent-banner"]', { hidden: true });
    expect(await consentCookie(page)).toBe('necessary');

    await clickText(page, 'Cookie-Einstellungen');
    await page.waitForSelector('[data-testid="consent-banner"]');
    const accepted = page.waitForResponse((r) => r.url().endsWith('/api/analytics/events') && r.status() === 202);
    await clickText(page, 'Alle akzeptieren');
    await page.waitForSelector('[data-testid="consent-banner"]', { hidden: true });
    expect(await consentCookie(page)).toBe('all');
    await follow(page, '/unterwegs/tarife/mobilfunk');
    await accepted;
    expect(pageViews(events).map((view) => view.path)).toContain('/unterwegs/tarife/mobilfunk');
    await goto(page, '/agb');
    expect(await page.$('[data-testid="consent-banner"]')).toBeNull();
    expect(pageErrors(page)).toEqual([]);
  }, 60_000);
});

describe('consents before ordering', () => {
  const browser = useBrowser();

  it('links each consent to its document and asks for marketing once', async () => {
    const page = await openPage(browser());
    await goto(page, '/unterwegs/tarife/daten');
    await addToCartAndCheckOut(page);
    await fillStepsToIdentification(page);
    await waitForPath(page, '/checkout/overview');
    await page.waitForSelector('#field-consents-terms');

    const documents = [
      ['terms', 'Allgemeinen Geschäftsbedingungen', '/agb', 'Allgemeine Geschäftsbedingungen'],
      ['withdrawal', 'Widerrufsbelehrung', '/agb?id=widerrufsrecht', 'Widerrufsbelehrung'],
      ['data_protection', 'Datenschutzhinweise', '/datenschutzhinweise', 'Datenschutzhinweise'],
    ];
    for (const [field, text, href, heading] of documents) {
      const link = `label[for="field-consents-${field}"] a`;
      expect(await page.$eval(link, (a) => [a.textContent, a.getAttribute('href')])).toEqual([text, href]);
      const opened = page.browserContext().waitForTarget((target) => target.url().endsWith(href));
      await page.click(link);
      const tab = (await (await opened).page())!;
      await tab.waitForFunction((h) => document.querySelector('main')?.textContent?.includes(h), {}, heading);
      await tab.close();
      // Opening the document does not give the consent.
      expect(await page.$eval(`#field-consents-${field}`, (box) => (box as HTMLInputElement).checked)).toBe(false);
    }

    const consents = await page.$eval('#overview-consents', (heading) => heading.closest('section')?.textContent ?? '');
    expect(consents.match(/Angebote/g)).toHaveLength(1);
    expect(pageErrors(page)).toEqual([]);
  }, 90_000);
});
