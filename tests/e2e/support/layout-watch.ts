// Watches a page's primary action from the moment it is first painted: does it move, does anything cover it.
import type { Page } from 'puppeteer-core';
import type { Control } from './hurried';

/** What was seen on one page between its arrival and its idle moment. */
export interface Watched {
  /** Whether the primary action was painted at all. */
  painted: boolean;
  /** The largest distance (px) the action's box moved from where it was first painted. */
  movedPx: number;
  /** Each move: from where to where (page coordinates, px), to tell what moved it. */
  moves: string[];
  /** What lay on the action's centre when something else did (elementFromPoint), once per frame. */
  coveredBy: string[];
  /** Layout shifts since arrival, those within 500 ms of an input (hadRecentInput) included. */
  shifts: { value: number; hadRecentInput: boolean; sources: string[] }[];
}

interface Watch {
  path: string;
  control: Control;
  /** The heading of the page the watch began on: the new page has arrived once another shows (the address changes first). */
  leftHeading: string | null;
  arrivedAt?: number;
  first?: DOMRect;
  last?: DOMRect;
  movedPx: number;
  moves: string[];
  coveredBy: string[];
}

declare global {
  interface Window {
    __layoutWatch?: {
      watch?: Watch;
      shifts: { at: number; value: number; hadRecentInput: boolean; sources: string[] }[];
    };
  }
}

/** From every new document on: layout shifts as the browser reports them, and a check of the watched action each frame. */
export async function installLayoutWatch(page: Page): Promise<void> {
  await page.evaluateOnNewDocument(() => {
    const state: NonNullable<Window['__layoutWatch']> = { shifts: [] };
    window.__layoutWatch = state;
    const describe = (node: Node | null | undefined) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()}${node.className && typeof node.className === 'string' ? `.${node.className.trim().split(/\s+/).join('.')}` : ''}`
        : String(node?.nodeName);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node }[];
      })[]) {
        state.shifts.push({
          at: entry.startTime,
          value: entry.value,
          hadRecentInput: entry.hadRecentInput,
          sources: (entry.sources ?? []).map((source) => describe(source.node)),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
    const frame = () => {
      const watch = state.watch;
      const heading = document.querySelector('h1')?.textContent ?? null;
      if (
        watch &&
        location.pathname === watch.path &&
        (watch.arrivedAt !== undefined || heading !== watch.leftHeading)
      ) {
        watch.arrivedAt ??= performance.now();
        const action = [...document.querySelectorAll(watch.control.css)].find(
          (element) => watch.control.text === undefined || element.textContent?.trim() === watch.control.text,
        );
        const box = action?.getBoundingClientRect();
        if (action && box && box.width > 0 && box.height > 0) {
          // Page coordinates: a scroll by the shopper is no move of the page's layout.
          const at = new DOMRect(box.left + scrollX, box.top + scrollY, box.width, box.height);
          watch.first ??= at;
          const last = watch.last ?? at;
          if (last.x !== at.x || last.y !== at.y) watch.moves.push(`${last.x},${last.y} → ${at.x},${at.y}`);
          watch.last = at;
          watch.movedPx = Math.max(watch.movedPx, Math.abs(at.x - watch.first.x), Math.abs(at.y - watch.first.y));
          const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
          if (x >= 0 && y >= 0 && x < innerWidth && y < innerHeight) {
            const hit = document.elementFromPoint(x, y);
            if (hit && hit !== action && !action.contains(hit)) watch.coveredBy.push(describe(hit));
          }
        }
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

/** Watches `control` on `path` from the moment the page gets there (call before the click that leads there). */
export async function watchPrimaryAction(page: Page, path: string, control: Control): Promise<void> {
  await page.evaluate(
    (watchedPath, watched) => {
      window.__layoutWatch!.watch = {
        path: watchedPath,
        control: watched,
        leftHeading: document.querySelector('h1')?.textContent ?? null,
        movedPx: 0,
        moves: [],
        coveredBy: [],
      };
    },
    path,
    control,
  );
}

/** Once the page is idle (ready, no request for half a second, an idle callback): what was seen since arrival. */
export async function watchedUntilIdle(page: Page): Promise<Watched> {
  await page.waitForSelector('html[data-shop-ready="true"]');
  await page.waitForNetworkIdle({ idleTime: 500 });
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  return page.evaluate(() => {
    const { watch, shifts } = window.__layoutWatch!;
    const since = watch?.arrivedAt ?? Infinity;
    return {
      painted: Boolean(watch?.first),
      movedPx: watch?.movedPx ?? 0,
      moves: watch?.moves ?? [],
      coveredBy: [...new Set(watch?.coveredBy ?? [])],
      shifts: shifts
        .filter((shift) => shift.at >= since)
        .map(({ value, hadRecentInput, sources }) => ({ value, hadRecentInput, sources })),
    };
  });
}
