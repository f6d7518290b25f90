/**
 * Loading a page's code on a flaky line: a failed dynamic import is usually a network blip, so it
 * is tried again a few times with growing pauses; a chunk the server no longer has (HTTP 404, a new
 * deployment replaced it) will not come back, so the page is reloaded once to get the new
 * deployment's code (loadAfreshIfGone). What still fails rejects, and the route shows the 500 page.
 */
import { request } from './client';

/** Tries in all, the first included: three failures give up. */
export const CHUNK_ATTEMPTS = 3;
/** The pause before the second try; doubled before each further one. */
const FIRST_PAUSE_MS = 400;
/** sessionStorage: the chunk a reload was made for, so a deployment that still lacks it does not reload again and again. */
const RELOAD_MARKER = 'shop:chunk-reload';

/** The look at a chunk's status: short, a flaky line is being waited for anyway. */
const HEAD_TIMEOUT_MS = 5_000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The script a failed dynamic import names (browsers put its address in the message). */
const failedScript = (error: unknown) => /https?:\/\/\S+?\.js\b/.exec(error instanceof Error ? error.message : '')?.[0];

/** Asked with the shop's one HTTP client; no answer (offline, or the client's own code not loadable) counts as a blip. */
async function isGone(url: string) {
  const result = await request<unknown>({
    method: 'HEAD',
    url,
    skipAuth: true,
    timeout: HEAD_TIMEOUT_MS,
    headers: { 'Cache-Control': 'no-cache' },
  });
  return !result.ok && result.error.status === 404;
}

/** A chunk the server no longer has: the page (or the one navigated to) is loaded afresh, once. */
export class ChunkGoneError extends Error {
  constructor(
    readonly chunk: string,
    options: ErrorOptions,
  ) {
    super(`Den Code unter ${chunk} gibt es nicht mehr (neue Version der Seite)`, options);
  }
}

/**
 * After a failed page load: a chunk gone with a new deployment loads `href` (the address being
 * opened) from the server, with the new deployment's code; true if it does. Once per chunk: a
 * marker in sessionStorage keeps a deployment that still lacks it from reloading again and again.
 */
export function loadAfreshIfGone(error: unknown, href: string): boolean {
  if (!(error instanceof ChunkGoneError)) return false;
  try {
    if (sessionStorage.getItem(RELOAD_MARKER) === error.chunk) return false;
    sessionStorage.setItem(RELOAD_MARKER, error.chunk);
  } catch {
    // Without storage there is no guard against a loop of reloads: the error page instead.
    return false;
  }
  if (href === window.location.href) window.location.reload();
  else window.location.assign(href);
  return true;
}

/** `load` with the retries described above; on the server (no window) a failure is simply passed on. */
export async function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      if (typeof window === 'undefined' || attempt >= CHUNK_ATTEMPTS) throw error;
      // Asked once, after the first failure: a missing file needs no further tries.
      const url = attempt === 1 ? failedScript(error) : undefined;
      if (url && (await isGone(url))) throw new ChunkGoneError(url, { cause: error });
      await pause(FIRST_PAUSE_MS * 2 ** (attempt - 1));
    }
  }
}
