// A flaky mobile connection as Chromium's DevTools protocol can make it: requests failed before
// the server sees them, answers dropped after the server processed them, answers made up.
import type { CDPSession, Page } from 'puppeteer-core';

type Stage = 'Request' | 'Response';

/** What to do with one paused request: let it through, fail it, or answer it in place of the server. */
export type Verdict = { do: 'continue' } | { do: 'fail' } | { do: 'answer'; status: number; body: unknown };

export interface Paused {
  method: string;
  url: string;
  /** At the response stage the server has answered already: failing now drops its answer. */
  stage: Stage;
  status?: number;
}

interface RequestPaused {
  requestId: string;
  request: { url: string; method: string };
  responseStatusCode?: number;
  responseErrorReason?: string;
}

/**
 * Every /api/ request pauses in the `Fetch` domain (at `stages`) and `decide` says what happens to
 * it. Bypasses the service worker so that every request of the page goes through here.
 */
export async function interceptApi(
  page: Page,
  decide: (paused: Paused) => Verdict,
  stages: Stage[] = ['Request'],
): Promise<CDPSession> {
  await page.setBypassServiceWorker(true);
  const client = await page.createCDPSession();
  client.on('Fetch.requestPaused', (event: RequestPaused) => {
    const stage: Stage =
      event.responseStatusCode !== undefined || event.responseErrorReason !== undefined ? 'Response' : 'Request';
    const verdict = decide({
      method: event.request.method,
      url: event.request.url,
      stage,
      status: event.responseStatusCode,
    });
    const { requestId } = event;
    const sent =
      verdict.do === 'fail'
        ? client.send('Fetch.failRequest', { requestId, errorReason: 'ConnectionReset' })
        : verdict.do === 'answer'
          ? client.send('Fetch.fulfillRequest', {
              requestId,
              responseCode: verdict.status,
              responseHeaders: [{ name: 'Content-Type', value: 'application/json' }],
              body: Buffer.from(JSON.stringify(verdict.body)).toString('base64'),
            })
          : stage === 'Response'
            ? client.send('Fetch.continueResponse', { requestId })
            : client.send('Fetch.continueRequest', { requestId });
    // The page may be gone already (end of a test): nothing is waiting for that request then.
    sent.catch(() => undefined);
  });
  await client.send('Fetch.enable', {
    patterns: stages.map((requestStage) => ({ urlPattern: '*/api/*', requestStage })),
  });
  return client;
}

/** A small seeded generator: the same "random" failures on every run, so that a failure repeats. */
export function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** Calls whose path (after /api) matches: e.g. `isCall('GET', /^\/mobile\/order\/[^/]+$/)`. */
export const isCall = (method: string, path: RegExp) => (paused: Paused) =>
  paused.method === method && path.test(new URL(paused.url).pathname.replace(/^\/api/, ''));

/** Counts what the page's event log recorded of one action type (window.__shopEventLog). */
export const loggedActions = (page: Page, type: string) =>
  page.evaluate(
    async (t) =>
      ((await window.__shopEventLog?.document())?.entries ?? []).filter((entry) => entry.action.type === t).length,
    type,
  );
