import { PredefinedNetworkConditions } from 'puppeteer-core';
import { baseUrl, hydrated, openPage, pageErrors, useBrowser } from './support/browser';

/** A shopper on a slow phone: a click on a server-rendered button before the app runs is not lost. */

async function firstDevice(): Promise<{ slug: string; product_name: string }> {
  const response = await fetch(`${baseUrl()}/api/catalogue/devices/smartphones`);
  const { devices } = (await response.json()) as { devices: { slug: string; product_name: string }[] };
  return devices[0];
}

describe('Bereitschaftssignal', () => {
  const browser = useBrowser();

  it('carries out a click on "In den Warenkorb" made right after DOMContentLoaded on a slow phone', async () => {
    const device = await firstDevice();
    const page = await openPage(browser(), 412, 915);
    await page.emulateCPUThrottling(6);
    await page.emulateNetworkConditions(PredefinedNetworkConditions['Fast 3G']);
    // The shopper's tap the moment the markup is there (DOMContentLoaded), and whether the app was
    // ready when it arrived, seen before any of the page's own listeners.
    await page.evaluateOnNewDocument(() => {
      const shown = window as { readyAtClick?: boolean };
      window.addEventListener(
        'click',
        () => (shown.readyAtClick = document.documentElement.hasAttribute('data-shop-ready')),
        true,
      );
      document.addEventListener('DOMContentLoaded', () => {
        const buttons = [...document.querySelectorAll<HTMLButtonElement>('.device-price button')];
        buttons.find((button) => button.textContent?.trim() === 'In den Warenkorb')?.click();
      });
    });
    await page.goto(`${baseUrl()}/unterwegs/geraete/smartphones/${device.slug}`, { waitUntil: 'domcontentloaded' });
    // The server's markup was there, the app was not: without the held click this one would do nothing.
    expect(await page.evaluate(() => (window as { readyAtClick?: boolean }).readyAtClick)).toBe(false);

    await hydrated(page);
    await page.waitForFunction(() => location.pathname === '/warenkorb', { timeout: 60_000 });
    await page.waitForFunction(
      (name) => [...document.querySelectorAll('.cart-entry__name')].some((heading) => heading.textContent === name),
      { timeout: 60_000 },
      device.product_name,
    );
    expect(pageErrors(page)).toEqual([]);
  });

  it('is set on a page the browser renders itself (the checkout shell) as well', async () => {
    const page = await openPage(browser());
    await page.goto(`${baseUrl()}/checkout`, { waitUntil: 'domcontentloaded' });
    await hydrated(page);
    expect(await page.$eval('html', (html) => html.getAttribute('data-shop-ready'))).toBe('true');
  });
});
