/**
 * The build-time prerendering of the start page (bundled for Node with the app's server bundle by
 * scripts/vite-prerender.ts). The build has no API: the page data and stage come from the catalogue
 * seed, as GET /api/pages would answer them, and catalogue reads are left to the browser.
 */
import { pageDataFor } from '../server/catalogue/pages';
import { STAGES } from '../server/catalogue/mobile/stages';
import { renderDocument } from '../server/render/document';
import { pageAssets, type ClientManifest } from '../server/render/page-assets';
import { PRERENDERED_PATH, type ApiAnswer } from '../src/domain/server-render';
import { render } from '../src/entry-server';

function answerFromSeed(apiPath: string): Promise<ApiAnswer> {
  const url = new URL(apiPath, 'http://build.invalid');
  if (url.pathname !== '/pages') return Promise.resolve(null);
  return Promise.resolve({ status: 200, data: pageDataFor(url.searchParams.get('path') ?? '/', STAGES) });
}

/** index.html with the start page rendered into the page template, and its chunks preloaded as the server would (`manifest`: the client build's chunks). */
export async function prerenderStartPage(template: string, manifest: ClientManifest): Promise<string> {
  // As a first visit: with the cookie banner. The server sends this page only to requests without a cookie choice (server/plugins/serve-app.ts).
  const rendered = await render({ url: PRERENDERED_PATH, getJson: answerFromSeed, consent: null });
  if (!rendered || rendered.redirect !== undefined || rendered.status !== 200) {
    throw new Error(`shop-prerender: ${PRERENDERED_PATH} antwortete ${rendered?.status ?? 'nicht'}`);
  }
  return renderDocument(template, rendered, pageAssets(manifest, rendered.pages));
}
