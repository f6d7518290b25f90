/**
 * The one way the shop loads code later (a dynamic `import()`): every `import()` of the app is the
 * argument of `loadCode` or of `loadChunk` (src/api/chunk-retry.ts), which adds the look for a chunk
 * gone with a new deployment; the route table's pages and the parts of a page (src/components/LazyPart.tsx)
 * come through them as well. ESLint refuses an `import()` anywhere else.
 *
 * A failed dynamic import is usually a network blip on a flaky line, so it is tried again a few
 * times with growing pauses. What still fails rejects, and the caller says so where the code was
 * wanted (the 500 page for a page, a message in a part's place, a notice for the app itself).
 */

/** Tries in all, the first included: three failures give up. */
export const CHUNK_ATTEMPTS = 3;
/** The pause before the second try; doubled before each further one. */
const FIRST_PAUSE_MS = 400;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `load` with the retries described above. `afterFirstFailure` may end the tries early by throwing
 * (a file that will not come back). On the server (no window) a failure is simply passed on.
 */
export async function loadCode<T>(
  load: () => Promise<T>,
  afterFirstFailure?: (error: unknown) => Promise<void>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      if (typeof window === 'undefined' || attempt >= CHUNK_ATTEMPTS) throw error;
      if (attempt === 1) await afterFirstFailure?.(error);
      await pause(FIRST_PAUSE_MS * 2 ** (attempt - 1));
    }
  }
}
