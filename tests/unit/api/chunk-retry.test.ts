import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { ChunkGoneError, loadAfreshIfGone, loadChunk } from '../../../src/api/chunk-retry';
import { CHUNK_ATTEMPTS } from '../../../src/api/load-code';
import { TOKEN_COOKIE } from '../../../src/api/cookies';
import { http } from '../../../src/api/http';

const defaultAdapter = http.defaults.adapter;

const CHUNK = 'http://shop.test/assets/impressum-abc123.js';
/** As Chromium reports a dynamic import that could not be fetched. */
const importFailed = () => new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}`);

/** The server's answer to the look at the chunk's status, through the shop's axios client: a status, or no answer at all. */
function serverAnswers(status: number | 'offline') {
  const adapter = jest.fn(async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    if (status === 'offline') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    const response = { status, statusText: '', headers: {}, config, data: '' };
    if (status >= 400)
      throw new AxiosError(
        `Request failed with status code ${status}`,
        AxiosError.ERR_BAD_REQUEST,
        config,
        null,
        response,
      );
    return response;
  });
  http.defaults.adapter = adapter;
  return adapter;
}

/** Lets the pending promise callbacks run, then the next pause end (fake timers). */
async function nextTry() {
  await jest.advanceTimersToNextTimerAsync();
}

beforeEach(() => {
  jest.useFakeTimers();
  window.sessionStorage.clear();
});
afterEach(() => {
  jest.useRealTimers();
  http.defaults.adapter = defaultAdapter;
  document.cookie = `${TOKEN_COOKIE}=; Max-Age=0; path=/`;
});

describe('loading a page’s code (loadChunk)', () => {
  it('tries again after a network blip, with a growing pause, and resolves with the code', async () => {
    serverAnswers('offline');
    const load = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(importFailed())
      .mockRejectedValueOnce(importFailed())
      .mockResolvedValue('Seite');
    const loaded = loadChunk(load);
    const pauses: number[] = [];
    for (let tries = 1; tries < 3; tries += 1) {
      const before = Date.now();
      await nextTry();
      pauses.push(Date.now() - before);
    }
    await expect(loaded).resolves.toBe('Seite');
    expect(load).toHaveBeenCalledTimes(3);
    expect(pauses[1]).toBeGreaterThan(pauses[0]);
  });

  it(`gives up after ${CHUNK_ATTEMPTS} tries with the browser's error, and asks nothing more`, async () => {
    const status = serverAnswers(503);
    const load = jest.fn<Promise<string>, []>().mockRejectedValue(importFailed());
    const loaded = loadChunk(load);
    const outcome = expect(loaded).rejects.toThrow('Failed to fetch dynamically imported module');
    await jest.runAllTimersAsync();
    await outcome;
    expect(load).toHaveBeenCalledTimes(CHUNK_ATTEMPTS);
    // The chunk's status is asked once, after the first failure.
    expect(status).toHaveBeenCalledTimes(1);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('does not try again a chunk the server no longer has (a new deployment)', async () => {
    // A session is open: its token must not go with a request for a static file.
    document.cookie = `${TOKEN_COOKIE}=abc; path=/`;
    const status = serverAnswers(404);
    const load = jest.fn<Promise<string>, []>().mockRejectedValue(importFailed());
    const error = await loadChunk(load).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ChunkGoneError);
    expect((error as ChunkGoneError).chunk).toBe(CHUNK);
    expect(load).toHaveBeenCalledTimes(1);
    // One HEAD for the chunk itself, past any cache, without the session's token.
    expect(status).toHaveBeenCalledTimes(1);
    const asked = status.mock.calls[0][0];
    expect([asked.method, asked.url, asked.headers.get('Cache-Control'), asked.headers.has('Authorization')]).toEqual([
      'head',
      CHUNK,
      'no-cache',
      false,
    ]);
  });
});

describe('a chunk gone with a new deployment (loadAfreshIfGone)', () => {
  it('loads the page afresh once per chunk, and not for any other failure', () => {
    const here = window.location.href.split('#')[0];
    const gone = new ChunkGoneError(CHUNK, { cause: importFailed() });
    expect(loadAfreshIfGone(importFailed(), `${here}#anderer-fehler`)).toBe(false);
    expect(window.location.hash).toBe('');
    // jsdom navigates only within the document: a change of the hash shows the page being opened.
    expect(loadAfreshIfGone(gone, `${here}#impressum`)).toBe(true);
    expect(window.location.hash).toBe('#impressum');
    expect(loadAfreshIfGone(gone, `${here}#noch-einmal`)).toBe(false);
    expect(window.location.hash).toBe('#impressum');
  });
});
