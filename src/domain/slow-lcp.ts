/**
 * Spec §9's slow Largest Contentful Paint, a developer's warning in development builds only: apart
 * from the shoppers' figures (./web-vitals.ts), which every page's analytics carries.
 */
/** Spec §9: a Largest Contentful Paint later than this is slow and warned about. */
export const SLOW_LCP_MS = 2500;
/** Spec §9: the slow-LCP observer disconnects this long after the page started. */
export const LCP_WATCH_MS = 10_000;

export const isSlowLcp = (startTimeMs: number) => startTimeMs > SLOW_LCP_MS;

/** The developer console's warning (development builds only). */
export const slowLcpWarning = (startTimeMs: number) =>
  `Langsamer Seitenaufbau: Largest Contentful Paint nach ${Math.round(startTimeMs)} ms (Grenze ${SLOW_LCP_MS} ms).`;
