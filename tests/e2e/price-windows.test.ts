import type { Page } from 'puppeteer-core';
import { formatCents } from '../../src/domain/money';
import { MOBILE_SIZES, PREPAID_SIZES } from '../../src/domain/offer-figures';
import { PROMOTION_WINDOWS } from '../../src/domain/promotion-windows';
import { goto, openPage, pageErrors, useBrowser } from './support/browser';
import { waitForPath } from './support/checkout-steps';
import { startServer, type RunningServer } from './support/server-process';

/**
 * Young prices, introductory prices and the prepaid data bonus end with their windows by the server's
 * clock: the same shop today and with its clock moved past every window; a cart filled today and
 * checked out after the windows is told what changed.
 */

const nextDay = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const LAST_WINDOW_END = [PROMOTION_WINDOWS.YOUNG, PROMOTION_WINDOWS.BROADBAND_INTRO, PROMOTION_WINDOWS.PREPAID_BONUS]
  .map((w) => w.until)
  .sort()
  .at(-1)!;
const XS = MOBILE_SIZES.find((size) => size.size === 'XS')!;
const PREPAID_M = PREPAID_SIZES.find((size) => size.size === 'M')!;

const card = (name: string) =>
  `xpath///article[.//*[contains(@class,"tariff-card__name")][normalize-space()="${name}"]]`;
const cardText = async (page: Page, name: string) =>
  (await page.waitForSelector(card(name)))!.evaluate((el) => (el.textContent ?? '').replace(/\s+/g, ' '));

/** Puts a tariff into the cart from its list on today's shop and hands back the stored cart, as the shopper's tab keeps it. */
async function cartFilledToday(page: Page, category: string, name: string): Promise<string> {
  await goto(page, `/unterwegs/tarife/${category}`);
  const add = await page.waitForSelector(`${card(name)}//button[normalize-space()="In den Warenkorb"]`);
  await add!.click();
  await waitForPath(page, '/warenkorb');
  const stored = await page.waitForFunction(
    (tariff) => {
      const cart = sessionStorage.getItem('cart');
      return cart?.includes(tariff) ? cart : false;
    },
    {},
    name,
  );
  return (await stored.jsonValue()) as string;
}

/** The same tab after the windows ended: the stored cart, then 'Zur Kasse'. */
async function checkOutLater(page: Page, base: string, storedCart: string) {
  // Cookies ignore the port: the other server's session is not this one's, and consent was given there.
  await page.deleteCookie({ name: 'token', url: base }, { name: 'token_expires', url: base });
  await page.setCookie({ name: 'cookie_consent_status', value: 'necessary', url: base });
  await goto(page, '/', base);
  await page.evaluate((cart) => sessionStorage.setItem('cart', cart), storedCart);
  await goto(page, '/warenkorb', base);
  const button = await page.waitForSelector(
    'xpath///a[normalize-space()="Zur Kasse"] | //button[normalize-space()="Zur Kasse"]',
  );
  await button!.click();
  await waitForPath(page, '/checkout');
}

describe('introductory, Young and campaign windows by the server clock', () => {
  const browser = useBrowser();
  let moved: RunningServer | undefined;
  beforeAll(async () => {
    moved = await startServer({ SHOP_NOW: `${nextDay(LAST_WINDOW_END)}T09:00:00+02:00`, ADDRESS_BOOK_SIZE: '100' });
  }, 150_000);
  afterAll(async () => {
    await moved?.stop();
  });

  it('shows the Young price and the prepaid bonus today, and neither after their windows', async () => {
    const page = await openPage(browser());
    await goto(page, '/unterwegs/tarife/young');
    expect(await cardText(page, 'Young XS')).toContain(formatCents(XS.youngPriceCents));
    await goto(page, '/unterwegs/tarife/prepaid');
    expect(await cardText(page, 'Prepaid M')).toContain(PREPAID_M.bonus);

    await goto(page, '/unterwegs/tarife/young', moved!.baseUrl);
    const young = await cardText(page, 'Young XS');
    expect(young).toContain(formatCents(XS.priceCents));
    expect(young).not.toContain(formatCents(XS.youngPriceCents));
    await goto(page, '/unterwegs/tarife/prepaid', moved!.baseUrl);
    expect(await cardText(page, 'Prepaid M')).not.toContain(PREPAID_M.bonus);
    expect(pageErrors(page)).toEqual([]);
  }, 120_000);

  it('tells a shopper whose cart still holds the Young price the price now charged, before the order box', async () => {
    const page = await openPage(browser());
    const stored = await cartFilledToday(page, 'young', 'Young XS');
    await checkOutLater(page, moved!.baseUrl, stored);
    const notice = await page.waitForSelector('[data-testid="repriced"]');
    expect(await notice!.evaluate((el) => el.textContent)).toContain(`Young XS: ${formatCents(XS.priceCents)} mtl.`);
  }, 120_000);

  it('takes the ended prepaid bonus out of a cart that still holds it, and says so', async () => {
    const page = await openPage(browser());
    const stored = await cartFilledToday(page, 'prepaid', 'Prepaid M');
    await checkOutLater(page, moved!.baseUrl, stored);
    const toast = await page.waitForSelector(
      'xpath///*[contains(@class,"toast")][.//strong[normalize-space()="Warenkorb aktualisiert"]]',
    );
    expect(await toast!.evaluate((el) => el.textContent)).toContain(
      'Eine Aktion in Ihrem Warenkorb ist nicht mehr verfügbar',
    );
  }, 120_000);
});
