import { baseUrl, openPage, pageErrors, useBrowser } from './support/browser';
import { watchPolicy } from './support/csp-reports';

jest.setTimeout(90_000);

describe('the API description page', () => {
  const browser = useBrowser();

  it('renders the OpenAPI document at /api/docs from the shop itself under the shop’s policy: no report, no eval, no foreign request', async () => {
    const page = await openPage(browser(), 1280, 900);
    const reports = await watchPolicy(page);
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(baseUrl()) && !request.url().startsWith('data:')) foreign.push(request.url());
    });
    const response = await page.goto(`${baseUrl()}/api/docs`, { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    const policy = response?.headers()['content-security-policy'] ?? '';
    expect(/script-src ([^;]*)/.exec(policy)?.[1]).toBe("'self'");
    // The renderer ran: the operations and the shared error shape are on the page.
    await page.waitForFunction(
      () =>
        document.body.innerText.includes('Start an anonymous session') && document.body.innerText.includes('ApiError'),
      { timeout: 60_000 },
    );
    await page.waitForNetworkIdle();
    expect(policy).not.toContain('unsafe-eval');
    expect(reports).toEqual([]);
    expect(foreign).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
    await page.close();
  });
});
