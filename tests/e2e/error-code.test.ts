import type { HTTPRequest, HTTPResponse } from 'puppeteer-core';
import type { ErrorAnswer } from '../support/answers';
import { goto, useBrowser, openPage } from './support/browser';
import { clickButton } from './support/checkout-steps';

describe("the failed request's id shown as 'Fehlercode'", () => {
  const browser = useBrowser();

  it('stands in the failure notice beside the spec texts and equals the X-Request-Id the server answered', async () => {
    const page = await openPage(browser());
    await goto(page, '/zuhause/tarife/magentazuhause-tarife');
    await page.waitForSelector('.landline-card');
    // The availability form is asked for in a scope the server does not know: a real refusal of the real server.
    await page.setRequestInterception(true);
    page.on('request', (request: HTTPRequest) => {
      if (request.isInterceptResolutionHandled()) return;
      if (request.method() === 'POST' && request.url().endsWith('/form-schemas'))
        void request.continue({ postData: JSON.stringify({ scope: 'KEIN_BEREICH' }) });
      else void request.continue();
    });
    const refused = new Promise<HTTPResponse>((resolve) => {
      page.on('response', (response) => {
        if (response.url().endsWith('/form-schemas') && response.status() >= 400) resolve(response);
      });
    });
    await clickButton(page, 'Verfügbarkeit an Ihrer Adresse prüfen');
    const answer = await refused;
    const requestId = answer.headers()['x-request-id'];
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(((await answer.json()) as ErrorAnswer).request_id).toBe(requestId);

    const code = await page.waitForSelector('.toast .error-code');
    expect(await code?.evaluate((node) => node.textContent)).toBe(`Fehlercode: ${requestId}`);
    const texts = (await code?.evaluate((node) => node.closest('.toast')?.textContent)) ?? '';
    expect(texts).toContain('Formularfehler');
    expect(texts).toContain('Anfrage konnte nicht verarbeitet werden');

    // The notice stays until the shopper closes it (by keyboard, too): then it is gone.
    await page.focus('.toast:has(.error-code) .toast__close');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => !document.querySelector('.toast .error-code'));
  });
});
