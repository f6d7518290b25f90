import { useEffect, useState } from 'react';

/** The flag, but a rise only shows after `delayMs` of staying up (spec §9 validation debounce). */
export function useDebouncedFlag(flag: boolean, delayMs: number): boolean {
  const [shown, setShown] = useState(flag);
  // A fall shows at once: adjusted while rendering, so no frame shows the stale rise.
  if (!flag && shown) setShown(false);
  useEffect(() => {
    if (!flag) return undefined;
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [flag, delayMs]);
  return shown;
}
