import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { ConsentStatus } from '../../src/domain/analytics';
import {
  CLIENT_MANIFEST,
  SSR_ENTRY,
  type ApiAnswer,
  type RenderPage,
  type ServerRenderRequest,
} from '../../src/domain/server-render';
import { renderDocument } from './document';
import { pageAssets, type ClientManifest } from './page-assets';

export type RenderedPage =
  | { status: number; redirect: string }
  | { status: number; redirect?: undefined; body: string; etag: string; br: Buffer; gzip: Buffer };

/** Renders the page of `url` for a request carrying this cookie choice (null: none yet, the page carries the banner). */
export type PageRenderer = (url: string, consent: ConsentStatus | null) => Promise<RenderedPage>;

/**
 * Pages depend only on the catalogue, which changes only with a deployment (a new process), and on
 * the shopper's cookie choice (banner or not, and the state saying so): each URL is rendered once per
 * choice and kept. Bounded, so that made-up query strings cannot fill the memory.
 */
const MAX_KEPT_PAGES = 500;

const compressBrotli = promisify(brotliCompress);
const BROTLI_QUALITY = 9;
const compressGzip = promisify(gzip);

/** A strong validator of the exact body: equal bodies, equal ETag, so a repeated load is a 304. */
const etagOf = (body: string) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/** Reads the shop's own API in-process: the page shows exactly what the catalogue endpoints answer. */
export const apiReader =
  (app: FastifyInstance) =>
  async (apiPath: string): Promise<ApiAnswer> => {
    const answer = await app.inject({ method: 'GET', url: `/api${apiPath}`, headers: { accept: 'application/json' } });
    return { status: answer.statusCode, data: answer.json() };
  };

/** Renders each URL once per cookie choice into the page template, and keeps it (see MAX_KEPT_PAGES). */
export function createPageRenderer(
  render: RenderPage,
  template: string,
  getJson: ServerRenderRequest['getJson'],
  manifest: ClientManifest = {},
  day: () => string = () => '',
): PageRenderer {
  const renderPage = async (url: string, consent: ConsentStatus | null): Promise<RenderedPage> => {
    const rendered = await render({ url, getJson, consent });
    if (rendered.redirect !== undefined) return rendered;
    const body = renderDocument(template, rendered, pageAssets(manifest, rendered.pages));
    // Compressed once per page (the page is kept), off the main thread; brotli 9 is nearly as small
    // as 11 at a fraction of the time the first shopper of a page waits.
    const [br, gzipped] = await Promise.all([
      compressBrotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }),
      compressGzip(body, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    return { status: rendered.status, body, etag: etagOf(body), br, gzip: gzipped };
  };
  const kept = new Map<string, Promise<RenderedPage>>();
  return (url, consent) => {
    // Promotions start and end by the day: a page kept from yesterday may advertise an ended offer.
    const key = `${day()} ${consent ?? 'ask'} ${url}`;
    let page = kept.get(key);
    if (!page) {
      page = renderPage(url, consent);
      if (kept.size >= MAX_KEPT_PAGES) kept.delete(kept.keys().next().value as string);
      kept.set(key, page);
      // A failed render is not kept: the next request tries again.
      page.catch(() => kept.delete(key));
    }
    return page;
  };
}

/**
 * The server-side rendering of the app's pages (README "Server-side rendering"): the build's server
 * bundle (src/entry-server.tsx → dist/ssr/) renders each page from the shop's own API.
 * `null` when the build carries no server bundle (then the plain shell is served, as before);
 * `template` is the build's template of pages (server/render/page-template.ts).
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  root: string,
  template: string,
  day?: () => string,
): Promise<PageRenderer | null> {
  const entry = path.join(root, SSR_ENTRY);
  if (!fs.existsSync(entry)) return null;
  const { render } = (await import(pathToFileURL(entry).href)) as { render: RenderPage };
  const manifestFile = path.join(root, CLIENT_MANIFEST);
  const manifest = fs.existsSync(manifestFile)
    ? (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as ClientManifest)
    : {};
  return createPageRenderer(render, template, apiReader(app), manifest, day);
}
