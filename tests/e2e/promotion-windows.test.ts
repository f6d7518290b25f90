import type { Page } from 'puppeteer-core';
import { DEVICE_SPECS } from '../../server/catalogue/mobile/devices';
import { PHONE_DEAL_M } from '../../server/catalogue/mobile/promotions';
import { formatCents } from '../../src/domain/money';
import { PROMOTION_WINDOWS, windowText } from '../../src/domain/promotion-windows';
import { baseUrl, goto, openPage, pageErrors, useBrowser } from './support/browser';
import { startServer, type RunningServer } from './support/server-process';

/**
 * Promotions end on time by the server's own clock: the same shop, once on today's date (inside the
 * demo windows) and once with its clock moved to the day after the 1-€ offer ended.
 */

const DEAL = DEVICE_SPECS.find((spec) => spec.phoneDeal)!;
const DEAL_NAME = DEAL.name;
const nextDay = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Every slide title of the home stage (one shows at a time; its dots name them all). */
async function stageTitles(page: Page, base: string): Promise<string[]> {
  await goto(page, '/', base);
  await page.waitForSelector('.stage__title');
  const dots = await page.$$eval('.stage__dot', (nodes) =>
    nodes.map((n) => (n.getAttribute('aria-label') ?? '').replace(/^Angebot \d+ von \d+: /, '')),
  );
  return dots.length ? dots : [await page.$eval('.stage__title', (el) => el.textContent ?? '')];
}

/** What Mobil M offers and the deal device's listed price in Mobil M. */
async function offers(page: Page, base: string) {
  await goto(page, '/unterwegs/tarife/mobilfunk', base);
  await page.waitForSelector('.tariff-card');
  const promotions = await page.$$eval('.tariff-card', (cards) =>
    [
      ...(cards
        .find((card) => card.querySelector('.tariff-card__name')?.textContent === 'Mobil M')
        ?.querySelectorAll('.tariff-card__promotions li') ?? []),
    ].map((li) => li.textContent ?? ''),
  );
  await goto(page, '/unterwegs/geraete/smartphones?tariff=TM-MOBIL-M', base);
  await page.waitForSelector('[data-testid="device-list-price"]');
  const price = await page.$$eval(
    '.device-card',
    (cards, name) =>
      cards
        .find((card) => card.querySelector('.device-card__name')?.textContent === name)
        ?.querySelector('[data-testid="device-list-price"]')?.textContent ?? '',
    DEAL_NAME,
  );
  return { promotions, price };
}

describe('promotions end on time by the server clock', () => {
  const browser = useBrowser();
  let moved: RunningServer | undefined;
  beforeAll(async () => {
    // A small address book: this server is started for the clock, not for availability checks.
    moved = await startServer({
      SHOP_NOW: `${nextDay(PROMOTION_WINDOWS.PHONE_DEAL.until)}T09:00:00+01:00`,
      ADDRESS_BOOK_SIZE: '100',
    });
  }, 150_000);
  afterAll(async () => {
    await moved?.stop();
  });

  it('shows the 1-€ smartphone today, with the footnote quoting its window, and not after the window', async () => {
    const page = await openPage(browser());
    const deal = `einmalig ${formatCents(PHONE_DEAL_M.device_price_cents!)}`;

    expect(await stageTitles(page, baseUrl())).toContain('Top-Smartphones für 1 €');
    const today = await offers(page, baseUrl());
    expect(today.promotions.join(' ')).toContain(PHONE_DEAL_M.product_name);
    expect(today.price).toContain(deal);
    await goto(page, `/unterwegs/geraete/smartphones/${DEAL.slug}?tariff=TM-MOBIL-M`);
    await page.waitForSelector('[data-testid="device-price"] button[data-footnote]');
    await page.click('[data-testid="device-price"] button[data-footnote]');
    await page.waitForSelector('.footnote-popup');
    expect(await page.$eval('.footnote-popup', (el) => el.textContent)).toContain(
      `gültig ${windowText(PROMOTION_WINDOWS.PHONE_DEAL)}`,
    );

    const after = await openPage(browser());
    expect(await stageTitles(after, moved!.baseUrl)).not.toContain('Top-Smartphones für 1 €');
    const ended = await offers(after, moved!.baseUrl);
    expect(ended.promotions.join(' ')).not.toContain(PHONE_DEAL_M.product_name);
    expect(ended.price).not.toContain(deal);
    expect(ended.price).toMatch(/einmalig \d[\d.]*,\d{2}\s€/);
    expect([...pageErrors(page), ...pageErrors(after)]).toEqual([]);
  }, 120_000);
});
