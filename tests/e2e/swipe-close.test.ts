import type { CDPSession, Page } from 'puppeteer-core';
import { goto, openPage, pageErrors, useBrowser } from './support/browser';

interface SwipePlan {
  /** Where the finger goes down, relative to the panel's top left corner. */
  from: { x: number; y: number };
  dx: number;
  dy: number;
  durationMs: number;
}

/**
 * One finger swipe through the DevTools protocol; each touch carries its own timestamp, so the
 * swipe's duration is what the page measures, however busy the machine is.
 */
async function swipe(page: Page, cdp: CDPSession, panelSelector: string, plan: SwipePlan) {
  const box = await page.$eval(panelSelector, (panel) => {
    const rect = panel.getBoundingClientRect();
    return { x: rect.x, y: rect.y };
  });
  const start = Date.now() / 1000;
  const steps = 5;
  const point = (step: number) => ({
    x: box.x + plan.from.x + (plan.dx * step) / steps,
    y: box.y + plan.from.y + (plan.dy * step) / steps,
  });
  const at = (step: number) => start + (plan.durationMs * step) / steps / 1000;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point(0)], timestamp: at(0) });
  for (let step = 1; step <= steps; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point(step)], timestamp: at(step) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [], timestamp: at(steps) });
}

/** Two rendered frames: whatever the last touch changed is on screen by then. */
const nextFrames = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );

const panelSize = (page: Page, selector: string) =>
  page.$eval(selector, (panel) => ({
    width: panel.getBoundingClientRect().width,
    height: panel.getBoundingClientRect().height,
  }));

async function openFootnote(page: Page) {
  await page.tap('[data-testid="device-price"] .footnote-marker');
  await page.waitForSelector('.footnote-popup[data-state="opened"]');
}

async function openEnergyLabel(page: Page) {
  await page.tap('.energy-badge');
  await page.waitForSelector('.energy-dialog[data-state="opened"]');
}

const closed = (page: Page, selector: string) => page.waitForFunction((s) => !document.querySelector(s), {}, selector);

describe('swipe-close on a touch screen (spec §9: over 10 % of the size or under 300 ms)', () => {
  const browser = useBrowser();
  let page: Page;
  let cdp: CDPSession;

  beforeAll(async () => {
    page = await openPage(browser(), 375, 800);
    await page.setViewport({ width: 375, height: 800, hasTouch: true, isMobile: true });
    cdp = await page.createCDPSession();
    await goto(page, '/unterwegs/geraete/smartphones/kestrel-k9');
    await page.waitForSelector('[data-testid="device-price"] .footnote-marker');
  });

  it('closes the footnote on a quick short swipe down', async () => {
    await openFootnote(page);
    const { height } = await panelSize(page, '.footnote-popup');
    const dy = 20;
    expect(dy).toBeLessThan(height * 0.1);
    await swipe(page, cdp, '.footnote-popup', { from: { x: 60, y: 20 }, dx: 0, dy, durationMs: 120 });
    await closed(page, '.footnote-popup');
  });

  it('closes the footnote on a long slow swipe sideways', async () => {
    await openFootnote(page);
    const { width } = await panelSize(page, '.footnote-popup');
    await swipe(page, cdp, '.footnote-popup', {
      from: { x: 40, y: 20 },
      dx: Math.round(width * 0.4),
      dy: 0,
      durationMs: 900,
    });
    await closed(page, '.footnote-popup');
  });

  it('keeps the energy label open on a short slow swipe, and closes it on a long slow one', async () => {
    await openEnergyLabel(page);
    const { height } = await panelSize(page, '.energy-dialog');
    const short = Math.round(height * 0.05);
    expect(short).toBeGreaterThan(10);
    await swipe(page, cdp, '.energy-dialog', { from: { x: 60, y: 20 }, dx: 0, dy: short, durationMs: 900 });
    await nextFrames(page);
    expect(await page.$eval('.energy-dialog', (panel) => panel.getAttribute('data-state'))).toBe('opened');

    await swipe(page, cdp, '.energy-dialog', {
      from: { x: 60, y: 20 },
      dx: 0,
      dy: Math.round(height * 0.3),
      durationMs: 900,
    });
    await closed(page, '.energy-dialog');
    expect(pageErrors(page)).toEqual([]);
  });
});
