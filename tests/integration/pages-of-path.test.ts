import { pagesOf } from '../../src/entry-server';

/**
 * The server bundle names the pages of a path rendered in the browser, so that the server can list
 * their code in the shell (server/render/shell-renderer.ts). The names are those of the pages' files,
 * which the client build gives their chunks.
 */
describe('the pages of a path, named by the server bundle', () => {
  it.each([
    ['/checkout', 'CheckoutStepPage'],
    ['/checkout/zahlung', 'CheckoutStepPage'],
    ['/checkout/overview', 'OverviewPage'],
    ['/checkout/finish', 'FinishPage'],
    ['/kuendigung', 'CancellationPage'],
    ['/widerruf', 'WithdrawalPage'],
  ])('%s shows %s', async (pathname, page) => {
    // Beside the layouts around it (in the app's own chunk, which the entry script loads anyway).
    const pages = await pagesOf(pathname);
    expect(pages).toContain(page);
    expect(pages.filter((name) => name.endsWith('Page'))).toEqual([page]);
  });
});
