import { recordFirstLoad } from '../support/first-load';
import { CATALOGUE_PAGES } from '../support/catalogue-pages';
import { baseUrl, openPage, useBrowser } from './support/browser';

jest.setTimeout(180_000);

const KB = 1024;
/** Issue 13: at most 120 KB (gzip) of JavaScript on the first load of a catalogue page. */
const GOAL_BYTES = 120 * KB;
/**
 * What each page reaches today plus about 1 KB, as a ratchet: a change that adds JavaScript to a
 * page's first load fails here. Lower a figure whenever its page gets lighter (README "JavaScript
 * budget"). Every page meets the goal, and no ratchet lets a page past it (the limit is the lower of
 * the two). Pages rendered on the server come with their data; `/zuhause` and `/warenkorb` open a
 * session at once, without axios; redux-persist loads with the first change worth keeping.
 */
const RATCHET_KB: Record<keyof typeof CATALOGUE_PAGES, number> = {
  home: 114,
  unterwegs: 114,
  tariffList: 118,
  deviceList: 119,
  deviceDetail: 120,
  zuhause: 114,
  cart: 119,
  legal: 116,
};

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

describe('the JavaScript budget of the catalogue pages (first visit, gzip)', () => {
  const browser = useBrowser();
  const figures: Array<[string, number, number]> = [];

  afterAll(() => {
    const table = figures
      .map(([path, bytes, limit]) => {
        const goal = bytes <= GOAL_BYTES ? 'Ziel erreicht' : `${kb(bytes - GOAL_BYTES)} über dem Ziel`;
        return `  ${path.padEnd(50)} ${kb(bytes).padStart(9)}  ${goal}, Obergrenze heute ${kb(limit)}`;
      })
      .join('\n');
    console.log(`Erstladung JavaScript (gzip), Ziel ${kb(GOAL_BYTES)} je Seite:\n${table}`);
  });

  it.each(Object.entries(CATALOGUE_PAGES) as Array<[keyof typeof CATALOGUE_PAGES, string]>)('%s (%s) stays within the budget', async (name, path) => {
    const limit = Math.min(RATCHET_KB[name] * KB, GOAL_BYTES);
    // A first visit: no cookie choice made yet, nothing cached.
    const page = await openPage(browser(), 375, 812, true);
    const loaded = await recordFirstLoad(page, baseUrl() + path);
    await page.browserContext().close();
    figures.push([path, loaded.jsGzip, limit]);
    const biggest = loaded.scripts.slice(0, 5).map((s) => `${s.file} ${kb(s.gzip)}`).join(', ');
    const verdict = loaded.jsGzip <= limit ? 'within' : `${kb(loaded.jsGzip)} > ${kb(limit)}; biggest: ${biggest}`;
    expect(verdict).toBe('within');
  });
});
