import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './scripts/vite-precompress.ts';
import { prerender } from './scripts/vite-prerender.ts';
import { compileHints } from './scripts/vite-compile-hints.ts';

const apiBase = process.env.API_BASE_URL ?? '/api';

/** Where the dev server sends API calls: the API that scripts/dev.ts starts beside it, else a shop running on 8080. */
const apiTarget = process.env.SHOP_API_URL ?? 'http://127.0.0.1:8080';
const SOURCES = path.resolve(import.meta.dirname, 'src');

/**
 * The dev server serves src/ at the root, so src/api/*.ts are modules under /api/… too: a request
 * naming a file there stays with Vite; every other /api request is an API call. (No API path names
 * a file: none ends in .ts.)
 */
const namesSourceFile = (url: string | undefined) => {
  const pathname = decodeURIComponent(new URL(url ?? '/', 'http://dev').pathname);
  const file = path.join(SOURCES, pathname);
  return file.startsWith(SOURCES + path.sep) && fs.statSync(file, { throwIfNoEntry: false })?.isFile() === true;
};

const DAY_S = 24 * 60 * 60;

/**
 * ARCHITECTURE.md "Service worker": shell precached, catalogue and footnote reads
 * stale-while-revalidate, images cache-first. Only GETs are routed: the outbox, not the
 * worker, owns every write. The worker is registered from src/main.tsx (CSP: no inline script).
 */
const serviceWorker = VitePWA({
  registerType: 'prompt',
  injectRegister: false,
  strategies: 'generateSW',
  filename: 'sw.js',
  manifestFilename: 'manifest.webmanifest',
  manifest: {
    name: 'Mobilfunk Angebote',
    short_name: 'Mobilfunk Angebote',
    description: 'Mobilfunk- und Festnetztarife mit Vorteilspreisen für Mitarbeitende.',
    lang: 'de',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: '#e20074',
    background_color: '#ffffff',
    icons: [
      { src: '/pwa/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/pwa/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/pwa/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/pwa/icon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{js,css,html}', 'icons/*.svg', 'favicon.svg'],
    // The server's own files (the template of its pages) are never served.
    globIgnores: ['ssr/**'],
    // Pages are rendered on the server: navigations go to the network first, so a page is never older
    // than the catalogue; offline they open from the pages seen before (the 'pages' cache) or, for one
    // never seen, from the precached shell, which renders in the browser. (No navigateFallback: that
    // would answer every navigation with the shell, even online; vite-plugin-pwa sets one unless told not to.)
    navigateFallback: null,
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    runtimeCaching: [
      {
        // Serialised into sw.js: everything the functions use is written out here. Only pages: never the
        // API, nor a file (an energy label or product sheet opened in a frame or tab is a navigation too,
        // and must reach the file, not the shop's 404 page).
        urlPattern: ({ request, url }) =>
          request.mode === 'navigate' &&
          !/^\/api(\/|$)/.test(url.pathname) &&
          !/^\/(energy|produktdatenblatt|images|icons|pwa)\//.test(url.pathname) &&
          !/\.(?!html?$)[a-z0-9]+$/i.test(url.pathname),
        handler: 'NetworkFirst',
        options: {
          cacheName: 'pages',
          // A flaky connection: after this long the page seen before is shown instead of waiting on.
          networkTimeoutSeconds: 4,
          cacheableResponse: { statuses: [200] },
          expiration: { maxEntries: 100, maxAgeSeconds: 7 * DAY_S },
          plugins: [
            {
              // A page the server says not to keep (a checkout step: one session's order) is not kept here either.
              cacheWillUpdate: ({ response }) =>
                Promise.resolve(/\bno-store\b/.test(response.headers.get('Cache-Control') ?? '') ? null : response),
            },
            {
              // Neither network nor cache: the shell (SHELL_FILE of src/domain/server-render.ts, precached with a revision in its query).
              handlerDidError: async () =>
                (await caches.match('/shell.html', { ignoreSearch: true })) ?? Response.error(),
            },
          ],
        },
      },
      {
        urlPattern: ({ url, request }) =>
          request.method === 'GET' &&
          (url.pathname.startsWith('/api/catalogue/') || url.pathname.startsWith('/api/pages')),
        handler: 'StaleWhileRevalidate',
        options: {
          cacheName: 'catalogue',
          cacheableResponse: { statuses: [200] },
          expiration: { maxEntries: 300, maxAgeSeconds: 7 * DAY_S },
        },
      },
      {
        urlPattern: ({ url, request }) =>
          request.method === 'GET' && (request.destination === 'image' || /^\/(images|energy)\//.test(url.pathname)),
        handler: 'CacheFirst',
        options: {
          cacheName: 'images',
          cacheableResponse: { statuses: [200] },
          expiration: { maxEntries: 300, maxAgeSeconds: 30 * DAY_S },
        },
      },
    ],
  },
});

/** The page's entry script: tiny, it loads the app after the first paint (src/boot.ts). */
const BOOT = path.resolve(import.meta.dirname, 'src/boot.ts');
/** The app, which the entry script imports on demand. */
const APP = path.resolve(import.meta.dirname, 'src/main.tsx');

/** Every module `from` reaches through static imports (and, `alsoLazily`, through dynamic ones). */
const reachedFrom = (from: string, context: Rolldown.ChunkingContext, alsoLazily = false) => {
  const seen = new Set<string>();
  const pending = [from];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const info = context.getModuleInfo(id);
    pending.push(...(info?.importedIds ?? []), ...((alsoLazily && info?.dynamicallyImportedIds) || []));
  }
  return seen;
};

const staticallyReached = (from: string, context: Rolldown.ChunkingContext) => reachedFrom(from, context);

/**
 * The lazily loaded pages of the JavaScript budget (tests/support/catalogue-pages.ts) that share code
 * with each other, each with a short name for the chunks they share.
 */
const BUDGET_PAGES = Object.entries({
  tariffs: 'src/features/tariffs/TariffListPage.tsx',
  devices: 'src/features/devices/DeviceListPage.tsx',
  device: 'src/features/devices/DeviceDetailPage.tsx',
  cart: 'src/features/cart/CartPage.tsx',
}).map(([label, file]) => [label, path.resolve(import.meta.dirname, file)] as const);

/**
 * A checkout step (src/features/checkout/CheckoutStepPage.tsx) is rendered in the browser, after a
 * reload too, and its first render waits for all of its code: each file is a request (six at a
 * time per host over HTTP/1.1, a round trip each on a slow line). What only the checkout uses (its
 * pages and its sagas) is one file; code that other lazily loaded parts use as well (the
 * declaration forms, the availability check) keeps its own files, so that they load none of the checkout's.
 */
const CHECKOUT_STEP = path.resolve(import.meta.dirname, 'src/features/checkout/CheckoutStepPage.tsx');
const CHECKOUT_CODE = [
  path.resolve(import.meta.dirname, 'src/features/checkout') + path.sep,
  path.resolve(import.meta.dirname, 'sagas/checkout.ts'),
];
const isCheckoutCode = (id: string) => CHECKOUT_CODE.some((prefix) => id.startsWith(prefix));

/** Every module that lazily loaded code (dialogs, pages, sagas) other than the `except` ones reaches through static imports. */
const reachedFromLazyModules = (context: Rolldown.ChunkingContext, except: (id: string) => boolean) => {
  const lazyModules = [...reachedFrom(APP, context, true)].flatMap(
    (id) => context.getModuleInfo(id)?.dynamicallyImportedIds ?? [],
  );
  return new Set(lazyModules.filter((id) => !except(id)).flatMap((id) => [...staticallyReached(id, context)]));
};

const isBudgetPage = (id: string) => BUDGET_PAGES.some(([, file]) => file === id);

/**
 * The app and every module it reaches through static imports load with every page anyway: one
 * chunk for them ('app') instead of a dozen small shared chunks, each of which would lose gzip's
 * context (the JavaScript budget). The few modules the entry script shares with the app
 * (Vite's preload helper, the state block's id) form a chunk of their own ('boot-shared'): in
 * 'app', loading the entry would load the whole app before the first paint. react-dom's few
 * exports outside react-dom/client (createPortal, used by the dialogs) join its client chunk,
 * which every page loads anyway. Pages, dialogs and other lazily loaded code keep their own
 * chunks; what the budget pages share is cut by which of them use it, not by which of all the
 * lazily loaded modules do: 'shared-tariffs-device' holds what only the tariff list and the device
 * detail page (of the budget pages) need, 'shared-cart' what the cart shares with the checkout
 * only, each in one file instead of one per module. Code
 * outside the budget (checkout, zuhause tariffs, dialogs) may then load a few hundred bytes it does
 * not use.
 */
function firstLoadChunk(): (id: string, context: Rolldown.ChunkingContext) => string | null {
  let boot: Set<string> | undefined;
  let app: Set<string> | undefined;
  let pages: Array<readonly [string, Set<string>]> | undefined;
  let elsewhere: Set<string> | undefined;
  let checkoutStep: Set<string> | undefined;
  let outsideCheckout: Set<string> | undefined;
  return (id, context) => {
    boot ??= staticallyReached(BOOT, context);
    app ??= staticallyReached(APP, context);
    pages ??= BUDGET_PAGES.map(([label, file]) => [label, staticallyReached(file, context)] as const);
    if (boot.has(id)) return null;
    if (app.has(id)) return 'app';
    if (/\/node_modules\/(react-dom|scheduler)\//.test(id)) return 'react-dom';
    if (isBudgetPage(id)) return null;
    const users = pages.filter(([, reached]) => reached.has(id)).map(([label]) => label);
    if (users.length === 0) {
      checkoutStep ??= staticallyReached(CHECKOUT_STEP, context);
      outsideCheckout ??= reachedFromLazyModules(context, (lazy) => isBudgetPage(lazy) || isCheckoutCode(lazy));
      // The page keeps a chunk of its own: the server finds a page's code by its name (server/render/page-assets.ts).
      return id !== CHECKOUT_STEP && checkoutStep.has(id) && !outsideCheckout.has(id) ? 'checkout-step' : null;
    }
    // Used by one budget page only: in that page's chunk, unless other lazily loaded code shares it.
    elsewhere ??= reachedFromLazyModules(context, isBudgetPage);
    if (users.length === 1 && !elsewhere.has(id)) return null;
    // Used by most of them: one chunk, not one per combination (each costs a request and its own gzip context).
    if (users.length >= 3) return 'shared-catalogue';
    return `shared-${users.join('-')}`;
  };
}

/** The modules that run as every page starts: the app's entry and react-dom's client (scripts/vite-compile-hints.ts). */
const isStartupModule = (id: string) =>
  id === APP || /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/.test(id);

export default defineConfig({
  root: 'src',
  publicDir: '../public',
  plugins: [react(), prerender(), serviceWorker, compileHints(isStartupModule), precompress()],
  define: { __API_BASE_URL__: JSON.stringify(apiBase) },
  // The manifest tells the server which stylesheets and chunks a server-rendered page needs (server/render/page-assets.ts).
  build: {
    outDir: '../dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    manifest: true,
    // One stylesheet for the whole app, linked by the shell: a page's first paint waits for
    // one round trip for its CSS, not for four or five (each a round trip on a slow line, measured with Lighthouse).
    cssCodeSplit: false,
    // The page's HTML preloads what its entry script imports (at low priority: server/render/document.ts).
    // Lazy imports carry no dependency lists: every page's app chunk would carry the file names of
    // every other page's chunks, read by nobody on this page. The server lists the rendered page's
    // chunks and their imports instead, which the entry script preloads with the app
    // (server/render/page-assets.ts, src/boot.ts); on a later navigation a page's shared chunks
    // follow its own chunk, which the service worker has precached after the first visit.
    // Browsers without modulepreload (before Safari 17) load the same chunks, only without
    // preloading: its polyfill is not worth its bytes on every page.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: firstLoadChunk(), debugName: 'first load', includeDependenciesRecursively: false }],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, bypass: (request) => (namesSourceFile(request.url) ? request.url : undefined) },
    },
  },
});
