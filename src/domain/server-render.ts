import type { ConsentStatus } from './analytics';
import type { CheckoutOrderRef } from './checkout-order-cookie';

/**
 * The contract between the Fastify server and the server bundle of the app (src/entry-server.tsx,
 * built by scripts/vite-prerender.ts into dist/ssr/). The server loads the bundle at runtime, so it
 * never imports the app's React code (eslint.config.js layers); both sides share these types.
 */

/** One answer of the shop's own API, as the server fetched it in-process; `null`: not available here. */
export type ApiAnswer = { status: number; data: unknown } | null;

export interface ServerRenderRequest {
  /** Path and query of the page. */
  url: string;
  /** Reads the shop's API (path below /api, with its query), e.g. via Fastify's `inject`. */
  getJson: (apiPath: string) => Promise<ApiAnswer>;
  /**
   * The cookie choice the request carried (`cookie_consent_status`); null when none was made yet: then
   * the page carries the cookie banner and its state says "not chosen", as the browser's own reading
   * of the cookie will (sagas/analytics.ts), so hydration matches and a shopper who chose sees no banner.
   */
  consent: ConsentStatus | null;
  /**
   * The temp order the request's cookies name, for a checkout step (`getJson` then carries the
   * session's token): the step is rendered from that order's status and form schema.
   */
  checkoutOrder?: CheckoutOrderRef;
}

export interface ServerRedirect {
  status: number;
  redirect: string;
}

export interface ServerRendered {
  /** 200, or the error page's status (404 for an unknown path or a catalogue entry that does not exist). */
  status: number;
  redirect?: undefined;
  /** The markup of #root. */
  html: string;
  /** The state the markup was rendered from; the browser hydrates from exactly this (a JSON data block). */
  state: HydrationState;
  title: string;
  description: string;
  /**
   * Names of the page components rendered, which are the names of their chunks in the client build
   * (each page lives in a file of its name): the server links their stylesheets in the head.
   */
  pages: string[];
}

export interface HydrationState {
  /** The redux state (RootState) the markup was rendered from. */
  store: unknown;
}

/** `null`: the page is the tab's own and is rendered in the browser (a checkout step whose order the server could not read). */
export type RenderPage = (request: ServerRenderRequest) => Promise<ServerRendered | ServerRedirect | null>;

/**
 * The names of the page components the routes of a path render (as `ServerRendered.pages`), without
 * rendering them: the server lists their code in the shell of a page rendered in the browser.
 */
export type PagesOfPath = (pathname: string) => Promise<string[]>;

/** The one path prerendered at build time into index.html (the service worker's precached start page). */
export const PRERENDERED_PATH = '/';
/** Id of the `<script type="application/json">` data block with the state the markup was rendered from (no code: CSP allows it). */
export const PRERENDER_STATE_ID = 'prerender-state';
/**
 * Id of the data block listing the rendered page's own chunks (a JSON array of addresses): the entry
 * script preloads them together with the app, once the page has painted (src/boot.ts).
 */
export const PAGE_CODE_ID = 'page-code';
/**
 * Marks a page's inline stylesheet (`<style data-href="…">`) as reduced to the rules its markup uses
 * (server/render/critical-css.ts): the entry script links the whole stylesheet, by its `data-href`,
 * and the app waits for it before it hydrates (src/early/full-stylesheet.ts).
 */
export const CRITICAL_STYLESHEET_ATTRIBUTE = 'data-critical';
/** The page without rendered content, rendered in the browser: the checkout's pages and the service worker's offline fallback. */
export const SHELL_FILE = 'shell.html';
/**
 * The template of server-rendered pages: the shell with its code tags inert in a template and the
 * early script inline (scripts/page-template.ts). Beside the server bundle: read by the server, never served.
 */
export const PAGE_TEMPLATE_FILE = 'ssr/page-template.html';
/** The client build's manifest (Vite `build.manifest`): each chunk's file, imports and stylesheets. */
export const CLIENT_MANIFEST = '.vite/manifest.json';
/** The app's server bundle inside the build folder (src/entry-server.tsx); never served to browsers. */
export const SSR_ENTRY = 'ssr/entry-server.mjs';
