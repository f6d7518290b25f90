import type { Page } from 'puppeteer-core';
import { goto, openPage, pageErrors, useBrowser } from './support/browser';
import { seriousViolations } from './support/axe';
import {
  acceptConsents,
  addToCartAndCheckOut,
  clickButton,
  fillStepsToIdentification,
  waitForPath,
} from './support/checkout-steps';

/**
 * § 356 (4), § 357a (2) BGB: the service starts within the withdrawal period only when the shopper
 * asks for it, with a box that is not ticked beforehand; what it means is said beside it and in the
 * Widerrufsbelehrung, and the choice goes with the saved consents.
 */
const BOX = '#field-consents-early_start';

/** The consents the overview saves, as the browser sent them. */
function savedConsents(page: Page): () => string[] {
  const bodies: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/save/ORDER_OVERVIEW'))
      bodies.push(request.postData() ?? '');
  });
  return () => bodies;
}

async function toOverview(page: Page) {
  await goto(page, '/unterwegs/geraete/smartphones/aurelon-vista-15');
  await addToCartAndCheckOut(page);
  await fillStepsToIdentification(page);
  await waitForPath(page, '/checkout/overview');
  await acceptConsents(page);
}

async function order(page: Page): Promise<void> {
  await clickButton(page, 'zahlungspflichtig bestellen');
  await waitForPath(page, '/checkout/finish');
  await page.waitForSelector('[data-testid="order-number"]');
}

describe('the early start of the service', () => {
  const browser = useBrowser();

  it('asks with an unticked, optional box that states its effect, and orders without it', async () => {
    const page = await openPage(browser(), 390, 844);
    const sent = savedConsents(page);
    await toOverview(page);
    const box = await page.$eval(BOX, (input) => {
      const element = input as HTMLInputElement;
      const label = element.closest('label');
      const hint = document.getElementById(`${element.id}-hint`);
      return {
        checked: element.checked,
        required: element.required || element.getAttribute('aria-required') === 'true',
        label: label?.textContent ?? '',
        link: label?.querySelector('a')?.getAttribute('href'),
        describedByHint: (element.getAttribute('aria-describedby') ?? '').split(' ').includes(hint?.id ?? '-'),
        hint: hint?.textContent ?? '',
      };
    });
    expect(box.checked).toBe(false);
    expect(box.required).toBe(false);
    expect(box.label).toContain(
      'Ich verlange ausdrücklich, dass Sie vor Ablauf der Widerrufsfrist mit der Leistung beginnen',
    );
    expect(box.label).toContain('Wertersatz');
    expect(box.label).toContain('Widerrufsrecht erlischt, sobald der Vertrag vollständig erfüllt ist');
    expect(box.link).toBe('/agb?id=widerrufsrecht');
    expect(box.describedByHint).toBe(true);
    expect(box.hint).toBe(
      'Ohne dieses Verlangen beginnen wir mit der Leistung erst nach Ablauf der vierzehntägigen Widerrufsfrist.',
    );
    // Among the consents, before the order button.
    const beforeButton = await page.evaluate((selector) => {
      const submit = [...document.querySelectorAll('form button')].find(
        (b) => b.textContent?.trim() === 'zahlungspflichtig bestellen',
      );
      const input = document.querySelector(selector);
      return Boolean(input && submit && input.compareDocumentPosition(submit) & Node.DOCUMENT_POSITION_FOLLOWING);
    }, BOX);
    expect(beforeButton).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    await order(page);
    expect(sent().length).toBeGreaterThan(0);
    expect(sent().join('')).not.toContain('"early_start":true');
    expect(pageErrors(page)).toEqual([]);
  }, 120_000);

  it('sends the express request with the order when the shopper ticks the box by keyboard', async () => {
    const page = await openPage(browser());
    const sent = savedConsents(page);
    await toOverview(page);
    await page.focus(BOX);
    await page.keyboard.press('Space');
    await page.waitForFunction((selector) => (document.querySelector(selector) as HTMLInputElement).checked, {}, BOX);
    await order(page);
    expect(sent().join('')).toContain('"early_start":true');
    expect(pageErrors(page)).toEqual([]);
  }, 120_000);

  it('states the effect of the early start in the Widerrufsbelehrung', async () => {
    const page = await openPage(browser());
    await goto(page, '/agb?id=widerrufsrecht');
    const text = await page.$eval('#widerrufsrecht', (section) => section.textContent?.replace(/\s+/g, ' ') ?? '');
    expect(text).toContain('Beginn der Leistung vor Ablauf der Widerrufsfrist');
    expect(text).toContain('Ohne dieses Verlangen beginnen wir erst nach Ablauf der Widerrufsfrist.');
    expect(text).toContain('§ 357a Abs. 2 BGB');
    expect(text).toContain('§ 356 Abs. 4 BGB');
  }, 60_000);
});
