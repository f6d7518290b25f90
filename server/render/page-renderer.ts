import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { ConsentStatus } from '../../src/domain/analytics';
import type { CheckoutOrderRef } from '../../src/domain/checkout-order-cookie';
import {
  CLIENT_MANIFEST,
  SHELL_FILE,
  SSR_ENTRY,
  type ApiAnswer,
  type PagesOfPath,
  type RenderPage,
  type ServerRenderRequest,
} from '../../src/domain/server-render';
import { renderDocument } from './document';
import { pageAssets, type ClientManifest } from './page-assets';
import { compressed, compressedPage, keptPerKey, type CompressedPage, type ImproveBody } from './kept-page';
import { createShellRenderer } from './shell-renderer';
import type { CriticalCss } from './critical-css';

export type RenderedPage = { status: number; redirect: string } | CompressedPage;

/** Renders the page of `url` for a request carrying this cookie choice (null: none yet, the page carries the banner). */
export type PageRenderer = (url: string, consent: ConsentStatus | null) => Promise<RenderedPage>;

/**
 * Pages depend only on the catalogue, which changes only with a deployment (a new process), and on
 * the shopper's cookie choice (banner or not, and the state saying so): each URL is rendered once per
 * choice and kept. Bounded, so that made-up query strings cannot fill the memory.
 */
const MAX_KEPT_PAGES = 500;

/**
 * Reads the shop's own API in-process: the page shows exactly what the endpoints answer. With a
 * session's token, as that session (a checkout step's order is visible to its own session alone).
 */
export const apiReader =
  (app: FastifyInstance, token?: string) =>
  async (apiPath: string): Promise<ApiAnswer> => {
    const answer = await app.inject({
      method: 'GET',
      url: `/api${apiPath}`,
      headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    return { status: answer.statusCode, data: answer.json() };
  };

/** Renders each URL once per cookie choice into the page template, and keeps it (see MAX_KEPT_PAGES). */
export function createPageRenderer(
  render: RenderPage,
  template: string,
  getJson: ServerRenderRequest['getJson'],
  manifest: ClientManifest = {},
  day: () => string = () => '',
  improve?: ImproveBody,
): PageRenderer {
  const renderPage = async (url: string, consent: ConsentStatus | null): Promise<RenderedPage> => {
    const rendered = await render({ url, getJson, consent });
    if (!rendered) throw new Error(`${url} wird nur im Browser dargestellt`);
    if (rendered.redirect !== undefined) return rendered;
    const body = renderDocument(template, rendered, pageAssets(manifest, rendered.pages));
    return compressedPage(rendered.status, body, improve);
  };
  const kept = keptPerKey<RenderedPage>(MAX_KEPT_PAGES);
  // Promotions start and end by the day: a page kept from yesterday may advertise an ended offer.
  return (url, consent) => kept(`${day()} ${consent ?? 'ask'} ${url}`, () => renderPage(url, consent));
}

/** The session whose checkout step a request asks for: its token and the tab's temp order (the request's cookies). */
export interface CheckoutSession {
  token: string;
  order: CheckoutOrderRef;
}

/** A checkout step for one session, rendered for that request alone; null when the browser renders it (src/app/checkout-step-state.ts). */
export type CheckoutPageRenderer = (
  url: string,
  consent: ConsentStatus | null,
  session: CheckoutSession,
) => Promise<CompressedPage | null>;

/**
 * How many checkout steps may wait for their stylesheet's reduction at once (one worker thread makes
 * them in turn); beyond that a step goes out with the whole stylesheet: larger, but not held back.
 */
const MOST_REDUCING = 4;

/**
 * A checkout step is the session's own (its order, its prices): rendered for each request and
 * never kept, read from the API with the session's token. Its stylesheet is reduced before it is
 * sent (about 25 ms in the worker): with the whole one the page takes a round trip more on a slow line.
 */
export function createCheckoutPageRenderer(
  render: RenderPage,
  template: string,
  app: FastifyInstance,
  manifest: ClientManifest = {},
  improve?: ImproveBody,
): CheckoutPageRenderer {
  let reducing = 0;
  const reduced = async (body: string) => {
    if (!improve || reducing >= MOST_REDUCING) return body;
    reducing += 1;
    try {
      return await improve(body);
    } finally {
      reducing -= 1;
    }
  };
  return async (url, consent, { token, order }) => {
    const rendered = await render({ url, getJson: apiReader(app, token), consent, checkoutOrder: order });
    if (!rendered || rendered.redirect !== undefined) return null;
    const body = renderDocument(template, rendered, pageAssets(manifest, rendered.pages));
    return compressed(rendered.status, await reduced(body));
  };
}

/** The pages rendered on the server, and the shell of those rendered in the browser (null: the build has no shell). */
export interface PageRenderers {
  page: PageRenderer;
  checkout: CheckoutPageRenderer;
  shell: PageRenderer | null;
}

/**
 * The server-side rendering of the app's pages (README "Server-side rendering"): the build's server
 * bundle (src/entry-server.tsx → dist/ssr/) renders each page from the shop's own API, and names the
 * pages of a path rendered in the browser, whose code the shell then lists.
 * `null` when the build carries no server bundle (then the plain shell is served, as before);
 * `template` is the build's template of pages (server/render/page-template.ts).
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  root: string,
  template: string,
  day?: () => string,
  criticalCss?: CriticalCss,
): Promise<PageRenderers | null> {
  const entry = path.join(root, SSR_ENTRY);
  if (!fs.existsSync(entry)) return null;
  const { render, pagesOf } = (await import(pathToFileURL(entry).href)) as {
    render: RenderPage;
    pagesOf: PagesOfPath;
  };
  const manifestFile = path.join(root, CLIENT_MANIFEST);
  const manifest = fs.existsSync(manifestFile)
    ? (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as ClientManifest)
    : {};
  const shellFile = path.join(root, SHELL_FILE);
  // Should the stylesheet not be reduced, the page keeps the whole one: it only stays larger.
  const improve: ImproveBody | undefined =
    criticalCss &&
    ((body) =>
      criticalCss.reduce(body).catch((error: unknown) => {
        app.log.warn({ err: error }, 'critical CSS failed: the page keeps its whole stylesheet');
        return body;
      }));
  return {
    page: createPageRenderer(render, template, apiReader(app), manifest, day, improve),
    checkout: createCheckoutPageRenderer(render, template, app, manifest, improve),
    shell: fs.existsSync(shellFile) ? createShellRenderer(fs.readFileSync(shellFile, 'utf8'), pagesOf, manifest) : null,
  };
}
