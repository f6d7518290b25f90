/**
 * Loading the shop's code on a flaky line (src/api/load-code.ts: tried again with growing pauses),
 * and one thing more: a chunk the server no longer has (HTTP 404, a new deployment replaced it) will
 * not come back, so the page is reloaded once to get the new deployment's code (loadAfreshIfGone).
 */
import { request } from './client';
import { loadCode } from './load-code';

/** sessionStorage: the chunk a reload was made for, so a deployment that still lacks it does not reload again and again. */
const RELOAD_MARKER = 'shop:chunk-reload';

/** The look at a chunk's status: short, a flaky line is being waited for anyway. */
const HEAD_TIMEOUT_MS = 5_000;

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

/** For a failed load's rejection: loads the page afresh for a chunk gone with a deployment (and never settles then); otherwise passes the failure on. */
export function reloadIfGone(error: unknown): Promise<never> {
  if (loadAfreshIfGone(error, window.location.href)) return new Promise<never>(() => undefined);
  throw error;
}

/** After the first failure: a missing file needs no further tries. */
async function throwIfGone(error: unknown) {
  const url = failedScript(error);
  if (url && (await isGone(url))) throw new ChunkGoneError(url, { cause: error });
}

/** `load` with the loader's retries (src/api/load-code.ts), ending early with ChunkGoneError for a chunk gone for good. */
export const loadChunk = <T>(load: () => Promise<T>): Promise<T> => loadCode(load, throwIfGone);
