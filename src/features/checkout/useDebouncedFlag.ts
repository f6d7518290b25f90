import { useEffect, useState } from 'react';

/** The flag, but a rise only shows after `delayMs` of staying up (spec §9 validation debounce). */
export function useDebouncedFlag(flag: boolean, delayMs: number): boolean {
  const [shown, setShown] = useState(flag);
  useEffect(() => {
    if (!flag) {
      setShown(false);
      return undefined;
    }
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [flag, delayMs]);
  return shown;
}
