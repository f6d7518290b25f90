import type { VitalFigure } from '../domain/web-vitals';
import { loadChunk } from './chunk-retry';

/**
 * Reports LCP, INP and CLS as web-vitals measures them on real page views. The library loads on
 * its own once the shopper accepted the analytics (sagas/web-vitals.ts); when it cannot load (offline) or the browser lacks the
 * Performance API it needs, there are simply no figures.
 */
export async function reportWebVitals(report: (figure: VitalFigure) => void): Promise<void> {
  const vitals = await loadChunk(() => import('web-vitals')).catch(() => null);
  if (!vitals || typeof performance?.getEntriesByType !== 'function') return;
  const forward = ({ name, value, rating }: VitalFigure) => report({ name, value, rating });
  vitals.onLCP(forward);
  vitals.onINP(forward);
  vitals.onCLS(forward);
}
