import { isSlowLcp, LCP_WATCH_MS, slowLcpWarning } from '../domain/slow-lcp';

const LCP_ENTRY = 'largest-contentful-paint';

/**
 * Spec §9: watches the page's Largest Contentful Paint, tells about the first one later than
 * 2500 ms, and disconnects after 10 s. Answers a function that stops it earlier.
 */
export function watchSlowLcp(onSlow: (startTimeMs: number) => void): () => void {
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes(LCP_ENTRY)) {
    return () => undefined;
  }
  let told = false;
  const observer = new PerformanceObserver((list) => {
    const slow = list.getEntries().find((entry) => isSlowLcp(entry.startTime));
    if (!slow || told) return;
    told = true;
    onSlow(slow.startTime);
  });
  observer.observe({ type: LCP_ENTRY, buffered: true });
  const timer = setTimeout(() => observer.disconnect(), LCP_WATCH_MS);
  return () => {
    clearTimeout(timer);
    observer.disconnect();
  };
}

/** Development builds: the warning goes to the console. */
export const warnOnSlowLcp = () => watchSlowLcp((startTimeMs) => console.warn(slowLcpWarning(startTimeMs)));
