import type { Page } from 'puppeteer-core';
import { wcag22Violations } from './support/axe';
import { goto, useBrowser, openPage, pageErrors } from './support/browser';
import { BONN, enterAddress } from './support/availability';

/** After an action that replaces content, focus lands in the new content, not on <body>. */

const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el
      ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.classList.length ? `.${[...el.classList].join('.')}` : ''}`
      : '';
  });

const waitForFocus = (page: Page, selector: string) =>
  page
    .waitForFunction((s) => document.activeElement?.matches(s) ?? false, { timeout: 10_000 }, selector)
    .catch(async () => {
      throw new Error(`Focus should be on ${selector}, is on ${await focused(page)}`);
    });

describe('focus after actions that replace content', () => {
  const browser = useBrowser();

  it("moves focus into the availability form after 'Adresse eingeben', to the result after the check and back to the form after 'Adresse ändern'", async () => {
    const page = await openPage(browser(), 375, 812);
    await goto(page, '/zuhause/tarife/glasfaser-tarife');
    await page.click('button::-p-text(Adresse eingeben)');
    // The form asks for the postcode first (its suggestions fill in the town).
    await waitForFocus(page, '#availability-zipcode');
    await enterAddress(page, BONN);
    await waitForFocus(page, '.availability-result');
    expect(await page.$eval('.availability-result', (el) => el.textContent)).toContain('Lindenallee 12');
    await page.click('.availability-result button::-p-text(Adresse ändern)');
    await waitForFocus(page, '#availability-zipcode');
    expect(pageErrors(page)).toEqual([]);
  });

  it.each([
    ['the footnote dialog', '/unterwegs/tarife/mobilfunk', 'button[data-footnote]'],
    ['the energy label dialog', '/unterwegs/geraete/smartphones/aurelon-vista-15', 'button.energy-badge'],
  ])('%s takes focus and passes axe (WCAG 2.1 and 2.2 AA)', async (_, path, opener) => {
    const page = await openPage(browser(), 375, 812);
    await goto(page, path);
    await page.waitForSelector(opener);
    await page.focus(opener);
    await page.keyboard.press('Enter');
    await waitForFocus(page, 'dialog[open], dialog[open] *');
    expect(await wcag22Violations(page)).toEqual([]);
  });
});
