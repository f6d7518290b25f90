import type { Page } from 'puppeteer-core';

/** A focusable element hidden under something else (the cookie banner, the sticky header …). */
export interface CoveredStop {
  stop: string;
  coveredBy: string;
}

/** Whether elementFromPoint finds the focused element (or something inside it) at the centre of each of its boxes. */
const coverageOfActiveElement = (page: Page) =>
  page.evaluate(() => {
    const describe = (el: Element | null) =>
      el
        ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''} "${(el.textContent ?? '').trim().slice(0, 40)}"`
        : 'nothing';
    const active = document.activeElement;
    if (!active || active === document.body) return { key: 'body', covered: null };
    const rect = active.getBoundingClientRect();
    const key = describe(active) + `@${Math.round(rect.top + window.scrollY)}`;
    // A link that wraps onto two lines has a box per line: the centre of each must be the element's.
    // (The centre of the whole bounding box can fall between the lines, beside the link.)
    const boxes = active.getClientRects().length > 0 ? [...active.getClientRects()] : [rect];
    for (const box of boxes) {
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      // A label around a checkbox or radio takes the click for it: that is not covering.
      const ownLabel = hit?.closest('label');
      const fine =
        hit !== null &&
        (hit === active ||
          active.contains(hit) ||
          (ownLabel !== null && ownLabel !== undefined && ownLabel.contains(active)));
      if (!fine) return { key, covered: describe(hit) };
    }
    return { key, covered: null };
  });

/**
 * Tabs through the whole page from its top (at most `maxStops` stops) and answers every stop whose
 * centre is covered by another element once the browser scrolled it into view.
 */
export async function coveredTabStops(page: Page, maxStops = 250): Promise<CoveredStop[]> {
  await page.evaluate(() => {
    // Sequential focus navigation goes on from where focus last was, even after blur(): focusing the
    // body (made focusable for a moment) starts it at the top of the document.
    (document.activeElement as HTMLElement | null)?.blur();
    document.body.setAttribute('tabindex', '-1');
    document.body.focus();
    document.body.removeAttribute('tabindex');
    window.scrollTo(0, 0);
  });
  const covered: CoveredStop[] = [];
  const seen = new Set<string>();
  for (let stops = 0; stops < maxStops; stops += 1) {
    await page.keyboard.press('Tab');
    const { key, covered: by } = await coverageOfActiveElement(page);
    // Past the last stop (focus left the document) or back at a stop seen before: once round the page.
    if (seen.has(key) || (key === 'body' && seen.size > 0)) break;
    seen.add(key);
    if (by) covered.push({ stop: key, coveredBy: by });
  }
  expect(seen.size).toBeGreaterThan(3);
  return covered;
}
