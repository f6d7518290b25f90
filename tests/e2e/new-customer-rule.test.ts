import { NEW_CUSTOMER_MONTHS } from '../../src/domain/offer-figures';
import { useBrowser, openPage, pageErrors, pathOf } from './support/browser';
import {
  acceptConsents,
  addToCartAndCheckOut,
  checkHomeAvailability,
  clickButton,
  enterRadio,
  payment,
  personalData,
  waitForPath,
} from './support/checkout-steps';

describe('the broadband new-customer rule', () => {
  const browser = useBrowser();

  it('refuses a landline order from a shopper who had a connection lately, telling why, and takes it as a new customer', async () => {
    const page = await openPage(browser());
    await checkHomeAvailability(page);
    await addToCartAndCheckOut(page);
    await personalData(page);
    await clickButton(page, 'Weiter');
    await waitForPath(page, '/checkout/zahlung');
    await payment(page, '/checkout/overview');
    await acceptConsents(page);
    await enterRadio(page, 'YES');
    await clickButton(page, 'zahlungspflichtig bestellen');
    const refusal = await page.waitForSelector(
      '::-p-text(Online können wir Ihre Bestellung deshalb leider nicht annehmen)',
    );
    expect(await refusal?.evaluate((el) => el.textContent)).toContain(
      `nur für Neukunden, die in den letzten ${NEW_CUSTOMER_MONTHS} Monaten keinen Anschluss bei uns hatten`,
    );
    expect(pathOf(page)).toBe('/checkout/overview');

    await enterRadio(page, 'NO');
    await clickButton(page, 'zahlungspflichtig bestellen');
    await waitForPath(page, '/checkout/finish');
    expect(pageErrors(page)).toEqual([]);
  }, 60_000);
});
