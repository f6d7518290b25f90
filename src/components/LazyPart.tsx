import { createContext, use, useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { LoadFailed } from './LoadFailed';

/** What a part shows where it should be when its code does not come, even after the loader's retries. */
export const PART_LOAD_FAILED = 'Dieser Teil der Seite konnte nicht geladen werden.';

/**
 * The loader a part's code goes through. The app provides the shop's one loader (src/api/load-code.ts,
 * with its retries and the reload after a deployment, src/main.tsx); components do not reach into
 * src/api themselves. Without a provider (a component test) the code is simply imported.
 */
export const CodeLoaderContext = createContext(<T,>(load: () => Promise<T>): Promise<T> => load());

interface PartOptions {
  /** Shown while the code loads, the size of the part where it matters; nothing by default. */
  placeholder?: ReactNode;
  /** How the failure is shown, with `retry` for 'Erneut versuchen'; by default the message in the part's place. */
  failed?: (retry: () => void) => ReactNode;
}

const inPlace = (retry: () => void) => (
  <div role="alert">
    <LoadFailed text={PART_LOAD_FAILED} onRetry={retry} />
  </div>
);

type Loaded<P> = { Part: ComponentType<P> } | 'failed' | null;

/**
 * A part of a page whose code loads when the part is first shown: the placeholder meanwhile, the
 * part once its code is there, and a German message with 'Erneut versuchen' in its place if the
 * code cannot be loaded. The rest of the page is not touched by such a failure. The code, once
 * loaded, stays for every later showing. (An answer for a part no longer shown changes nothing.)
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, options: PartOptions = {}) {
  let cached: ComponentType<P> | undefined;
  return function LazyPart(props: P) {
    const loadCode = use(CodeLoaderContext);
    const [loaded, setLoaded] = useState<Loaded<P>>(() => (cached ? { Part: cached } : null));
    const fetchCode = useCallback(() => {
      loadCode(load).then(
        (Part) => setLoaded({ Part: (cached = Part) }),
        () => setLoaded('failed'),
      );
    }, [loadCode]);
    useEffect(() => {
      if (!cached) fetchCode();
    }, [fetchCode]);

    if (loaded === 'failed') {
      return (options.failed ?? inPlace)(() => {
        setLoaded(null);
        fetchCode();
      });
    }
    if (!loaded) return options.placeholder ?? null;
    return <loaded.Part {...props} />;
  };
}
