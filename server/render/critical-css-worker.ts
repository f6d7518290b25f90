/**
 * A worker thread (server/render/critical-css.ts starts it): reduces a page's inline stylesheet to
 * the rules its markup uses, with beasties, the critical-CSS library of Angular's and Nuxt's builds.
 * It takes 100–400 ms of CPU for a catalogue page, which the server's event loop must not spend.
 */
import { parentPort } from 'node:worker_threads';
import Beasties from 'beasties';

export interface CriticalCssJob {
  id: number;
  html: string;
}

export type CriticalCssAnswer = { id: number; html: string } | { id: number; error: string };

const beasties = new Beasties({
  // Only the inline stylesheet: the page links none (its stylesheet is inline, scripts/page-template.ts).
  external: false,
  reduceInlineStyles: true,
  // Animations the kept rules name stay; the rest go.
  keyframes: 'critical',
  logLevel: 'silent',
});

parentPort?.on('message', ({ id, html }: CriticalCssJob) => {
  beasties.process(html).then(
    (reduced) => parentPort?.postMessage({ id, html: reduced } satisfies CriticalCssAnswer),
    (error: unknown) => parentPort?.postMessage({ id, error: String(error) } satisfies CriticalCssAnswer),
  );
});
