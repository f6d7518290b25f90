import type { Page } from 'puppeteer-core';
import type { Bundles, OptionItem, PriceCondition, Tariff } from '../../src/domain/catalogue-types';
import type { CartHandset } from '../../src/domain/cart';
import { baseUrl, goto, useBrowser, openPage, pageErrors, pathOf } from './support/browser';
import { BONN, checkAddress } from './support/availability';

/** Cart behaviour a shopper sees: adding from the shop, the totals, reload, same-group replacement. */

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl()}/api${path}`);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** An independent 24-month sum of flat monthly prices plus every one-time price, in cents. */
function expected24Months(conditions: PriceCondition[]): number {
  let total = 0;
  for (const condition of conditions) {
    if (condition.type === 'one_time') total += condition.amount_cents;
    else {
      const from = condition.from_month ?? 1;
      const to = Math.min(condition.to_month ?? 24, 24);
      total += condition.amount_cents * Math.max(0, to - from + 1);
    }
  }
  return total;
}

const euro = (cents: number) =>
  new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(cents / 100).replace(/\u00a0/g, ' ');

const clickButton = async (page: Page, scope: string, label: string) => {
  await page.waitForSelector(`xpath/${scope}//button[normalize-space()="${label}" and not(@disabled)]`);
  const [button] = await page.$$(`xpath/${scope}//button[normalize-space()="${label}" and not(@disabled)]`);
  await button.click();
};

/**
 * Waits until the cart lists `count` entries: the first entry shows at once, a device's tariff and a
 * landline tariff's mandatory hardware a moment later, once the cart's saga (loaded on demand) has put them.
 */
const entriesShown = (page: Page, count: number) =>
  page.waitForFunction((n) => document.querySelectorAll('.cart-entry__name').length === n, {}, count);
const entryNames = (page: Page) => page.$$eval('.cart-entry__name', (headings) => headings.map((h) => h.textContent));
const totalText = (page: Page) => page.$eval('[data-testid="cart-total"] strong', (el) => el.textContent ?? '');

describe('Warenkorb', () => {
  const browser = useBrowser();

  it('keeps a device with its tariff and an option complete across a reload, with the right totals', async () => {
    const page = await openPage(browser());
    const { devices } = await api<{
      devices: { slug: string; product_name: string; properties: { smartphone_group_id: string } }[];
    }>('/catalogue/devices/smartphones');
    const device = devices[0];
    await goto(page, `/unterwegs/geraete/smartphones/${device.slug}`);
    await page.waitForSelector(
      'xpath///div[contains(@class,"device-price")]//button[normalize-space()="In den Warenkorb" and not(@disabled)]',
    );
    // The tab keeps the cart from its first change on (reloaded below).
    await clickButton(page, '//div[contains(@class,"device-price")]', 'In den Warenkorb');
    await page.waitForFunction(() => location.pathname === '/warenkorb');
    await page.waitForFunction(() => sessionStorage.getItem('cart')?.includes('concrete_focus_tariff_id'));

    // What the cart should cost, from the catalogue the page was built from.
    const handset = await page.evaluate(
      () =>
        JSON.parse(
          (JSON.parse(sessionStorage.getItem('cart') ?? '{}') as { handset?: string }).handset ?? 'null',
        ) as CartHandset,
    );
    const tariffId: string = handset.concrete_focus_tariff_id;
    const mobile = await api<{ tariffs: Tariff[] }>('/catalogue/tariffs/mobilfunk');
    const young = await api<{ tariffs: Tariff[] }>('/catalogue/tariffs/young');
    const tariff = [...mobile.tariffs, ...young.tariffs].find((t) => t.concrete_product_id === tariffId)!;
    const bundles = await api<Bundles>(`/catalogue/bundles?tariff=${tariff.properties.product_id}`);
    const bundle = bundles.tariff_groups
      .flatMap((group) => group.smartphone_bundles)
      .find((b) => b.concrete_product_ids.includes(handset.concrete_product_id))!;
    expect(handset.bundle_id).toBe(bundle.bundle_id);

    await entriesShown(page, 2);
    expect(await entryNames(page)).toEqual([tariff.product_name, device.product_name]);
    expect(await totalText(page)).toBe(euro(expected24Months([...tariff.conditions, ...bundle.conditions])));

    // One of the options the tariff offers, added from the cart's own offer list.
    const { items } = await api<{ items: OptionItem[] }>(
      `/catalogue/tariffs/${tariff.category}/${tariff.slug}/options`,
    );
    const option = items[0];
    await clickButton(page, '//section[contains(@class,"cart-offers")]', 'Hinzufügen');
    await page.waitForFunction(
      (name) => [...document.querySelectorAll('.cart-entry__name')].some((heading) => heading.textContent === name),
      {},
      option.product_name,
    );
    const withOption = euro(expected24Months([...tariff.conditions, ...bundle.conditions, ...option.conditions]));
    await page.waitForFunction(
      (total) => document.querySelector('[data-testid="cart-total"] strong')?.textContent === total,
      {},
      withOption,
    );
    expect(await page.$('xpath///a[normalize-space()="Zur Kasse"]')).not.toBeNull();

    await page.reload({ waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid="cart-total"]');
    expect(await totalText(page)).toBe(withOption);
    expect(await entryNames(page)).toEqual([tariff.product_name, device.product_name, option.product_name]);
    expect(await page.$('xpath///a[normalize-space()="Zur Kasse"]')).not.toBeNull();
    expect(pageErrors(page)).toEqual([]);
  });

  it('keeps the cart of a first visit when the tab is reloaded the moment it shows', async () => {
    const page = await openPage(browser());
    const { devices } = await api<{ devices: { slug: string }[] }>('/catalogue/devices/smartphones');
    await goto(page, `/unterwegs/geraete/smartphones/${devices[0].slug}`);
    await clickButton(page, '//div[contains(@class,"device-price")]', 'In den Warenkorb');
    await page.waitForFunction(() => location.pathname === '/warenkorb');
    await entriesShown(page, 2);
    const inCart = await entryNames(page);
    // Leaving the page writes the session at once (persistor.flush() on 'pagehide').
    await page.reload({ waitUntil: 'networkidle0' });
    await entriesShown(page, 2);
    expect(await entryNames(page)).toEqual(inCart);
    expect(pageErrors(page)).toEqual([]);
  });

  it('puts a fibre tariff with its mandatory hardware into the cart from the hardware page', async () => {
    const page = await openPage(browser());
    const { tariffs } = await api<{ tariffs: Tariff[] }>('/catalogue/tariffs/glasfaser-tarife');
    const tariff = tariffs[0];
    const { items } = await api<{ items: OptionItem[] }>(
      `/catalogue/tariffs/${tariff.category}/${tariff.slug}/hardware`,
    );
    const mandatory = items.filter((item) => item.mandatory).map((item) => item.product_name);
    expect(mandatory).toEqual(['Glasfaser-Modem']);

    // A landline tariff needs a checked address where it is available: Bonn has fibre.
    await checkAddress(page, BONN, tariff.category);
    await goto(page, `/zuhause/tarife/${tariff.category}/${tariff.slug}/hardware`);
    await clickButton(page, '//nav[contains(@class,"landline-items__next")]', 'In den Warenkorb');
    await page.waitForFunction(() => location.pathname === '/warenkorb');
    await entriesShown(page, 1 + mandatory.length);
    expect(await entryNames(page)).toEqual([tariff.product_name, ...mandatory]);

    // With the tariff in the cart, the page leads on to the cart instead of adding it again.
    await goto(page, `/zuhause/tarife/${tariff.category}/${tariff.slug}/hardware`);
    await page.waitForSelector(
      'xpath///nav[contains(@class,"landline-items__next")]//a[normalize-space()="Zum Warenkorb"]',
    );
    expect(pageErrors(page)).toEqual([]);
  });

  it('lets the shopper remove the fibre router (own router allowed) and offers no removal of the fibre modem', async () => {
    const page = await openPage(browser());
    const { tariffs } = await api<{ tariffs: Tariff[] }>('/catalogue/tariffs/glasfaser-tarife');
    const tariff = tariffs[0];
    await checkAddress(page, BONN, tariff.category);
    await goto(page, `/zuhause/tarife/${tariff.category}/${tariff.slug}/hardware`);
    const router = '#item-hw-router-paket-glasfaser';
    await page.waitForSelector(router);
    // The modem says why it is fixed; the one router rule (own router allowed, access data in text form) is its footnote.
    expect(await page.$eval('#item-hw-glasfaser-modem-description', (el) => el.textContent)).toContain(
      'Einen Router wählen Sie frei, auch Ihren eigenen.',
    );
    await page.click('button[aria-label$="Fußnote zu Glasfaser-Modem anzeigen"]');
    const rule = await page.waitForSelector('.footnote-popup');
    expect(await rule!.evaluate((el) => el.textContent)).toContain(
      'Zugangsdaten und Informationen, die Sie für den Anschluss Ihres eigenen Routers benötigen, senden wir Ihnen vor der Freischaltung kostenlos in Textform',
    );
    await page.keyboard.press('Escape');
    await page.waitForSelector('.footnote-popup', { hidden: true });
    expect(await page.$eval('#item-hw-glasfaser-modem', (el) => (el as HTMLInputElement).disabled)).toBe(true);
    await page.click(router);
    await page.waitForFunction((sel) => (document.querySelector(sel) as HTMLInputElement).checked, {}, router);
    // The modem joins the cart once the cart's saga has fetched the tariff's hardware list: a page
    // left before then keeps the cart without it (the hardware page offers it again).
    await page.waitForFunction(() => sessionStorage.getItem('cart')?.includes('Glasfaser-Modem'));
    await goto(page, '/warenkorb');
    await entriesShown(page, 3);
    // The router was ticked, the modem came with the tariff: in either order.
    expect((await entryNames(page)).sort()).toEqual(
      [tariff.product_name, 'Glasfaser-Modem', 'Router-Paket Glasfaser'].sort(),
    );

    await page.click('button[aria-label="Router-Paket Glasfaser entfernen"]');
    await page.waitForFunction(
      () =>
        ![...document.querySelectorAll('.cart-entry__name')].some((el) => el.textContent === 'Router-Paket Glasfaser'),
    );
    // The mandatory modem offers no 'Entfernen' that would only be refused.
    expect(await page.$('button[aria-label="Glasfaser-Modem entfernen"]')).toBeNull();
    expect(await entryNames(page)).toEqual([tariff.product_name, 'Glasfaser-Modem']);
    expect(pageErrors(page)).toEqual([]);
  });

  it('replaces an option of the same group with a notice, and the cart keeps the choice across a reload', async () => {
    const page = await openPage(browser());
    const { tariffs } = await api<{ tariffs: Tariff[] }>('/catalogue/tariffs/magentazuhause-tarife');
    const tariff = tariffs[0];
    const { items } = await api<{ items: OptionItem[] }>(
      `/catalogue/tariffs/${tariff.category}/${tariff.slug}/options`,
    );
    const [first, second] = items.filter(
      (item, _, all) => item.grouping_id && all.filter((o) => o.grouping_id === item.grouping_id).length > 1,
    );

    await checkAddress(page, BONN, tariff.category);
    await goto(page, `/zuhause/tarife/${tariff.category}/${tariff.slug}`);
    await clickButton(page, '//div[@data-slot="tariff-actions"]', 'In den Warenkorb');
    await page.waitForFunction(() => location.pathname === '/warenkorb');

    await goto(page, `/zuhause/tarife/${tariff.category}/${tariff.slug}/options`);
    const box = (item: OptionItem) => `#item-${item.concrete_product_id}`;
    await page.waitForSelector(box(first));
    await page.click(box(first));
    await page.waitForFunction((sel) => (document.querySelector(sel) as HTMLInputElement).checked, {}, box(first));
    await page.click(box(second));
    const notice = await page.waitForSelector(
      'xpath///*[contains(@class,"toast")][.//strong[normalize-space()="Option hinzugefügt"]]',
    );
    // Screen readers hear it: the toast sits in a polite live region.
    expect(await notice!.evaluate((el) => el.closest('[aria-live]')?.getAttribute('aria-live'))).toBe('polite');
    expect(await notice!.evaluate((el) => (el as HTMLElement).innerText)).toContain(
      `„${first.product_name}“ wurde durch „${second.product_name}“ ersetzt.`,
    );
    expect(await page.$eval(box(first), (el) => (el as HTMLInputElement).checked)).toBe(false);
    expect(await page.$eval(box(second), (el) => (el as HTMLInputElement).checked)).toBe(true);

    await goto(page, '/warenkorb');
    await page.reload({ waitUntil: 'networkidle0' });
    await page.waitForSelector('[data-testid="cart-total"]');
    expect(pathOf(page)).toBe('/warenkorb');
    expect(await entryNames(page)).toEqual([tariff.product_name, second.product_name]);
    expect(await totalText(page)).toBe(euro(expected24Months([...tariff.conditions, ...second.conditions])));
    expect(pageErrors(page)).toEqual([]);
  });
});
