import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import fastifyStatic from '@fastify/static';
import { notFoundHandler } from './error-handler';
import { SHELL_FILE, SSR_ENTRY } from '../../src/domain/server-render';
import { consentFromCookieHeader } from '../../src/domain/analytics';
import { loadPageRenderer, type PageRenderers } from '../render/page-renderer';
import { criticalCssInWorker } from '../render/critical-css';
import { berlinDay } from '../../src/domain/berlin-day';
import { checkoutSessionOf, isServerRendered, sendCheckoutPage, sendRenderedPage } from '../render/send-page';
import { inlineScriptHashes, readPageTemplate } from '../render/page-template';
import { pagePolicyHeader } from './security-headers';

/** Folders of the build that only the server reads (scripts/build-server.mjs writes dist/server/). */
const SERVER_ONLY = [path.dirname(SSR_ENTRY), 'server'];

/**
 * Serves the built app; any other GET that wants HTML gets the page rendered on the server
 * (server/render/), or, for the pages rendered in the browser (the checkout), the shell listing the
 * page's code. A build without the server bundle serves the app as before: `/` its prerendered
 * index.html (rendered as a first visit, with the cookie banner: only for a request without a cookie
 * choice), every other path the plain shell.
 */
export const serveApp: FastifyPluginAsync<{ root: string; now: () => number; criticalCssWorker?: string }> = async (
  app,
  { root, now, criticalCssWorker },
) => {
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    throw new Error(`Kein gebautes Frontend in ${root}: zuerst "npm run build" ausführen.`);
  }
  const fallback = fs.existsSync(path.join(root, SHELL_FILE)) ? SHELL_FILE : 'index.html';
  const template = readPageTemplate(root);
  // The pages (rendered, prerendered, and as static files for the service worker) run their inline
  // early script; the API's answers keep the policy without it.
  const pagePolicy = pagePolicyHeader(template ? inlineScriptHashes(template) : []);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(pagePolicy);
    done();
  });
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // The build writes .br and .gz copies (scripts/vite-precompress.ts).
    preCompressed: true,
    // The app's server bundle (dist/ssr/) and the compiled server (dist/server/) are the server's code, not the browser's.
    allowedPath: (pathName) => !SERVER_ONLY.some((dir) => pathName.startsWith(`/${dir}/`)),
    // No route per file for them either (dist/server/pgdata alone holds a thousand files), nor for the
    // compressed copies: they are sent for their file's own URL, and each route costs start time.
    globIgnore: [...SERVER_ONLY.map((dir) => `${dir}/**`), '**/*.br', '**/*.gz'],
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // The app's server bundle (React and every page) is loaded once the server listens, not before it
  // is ready; a page asked for sooner waits for it. Should it fail to load, pages go out as the shell.
  let renderer: Promise<PageRenderers | null> | undefined;
  // Each kept page's stylesheet reduced to the rules it uses, in a thread of its own (server/render/critical-css.ts).
  const criticalCss = criticalCssWorker ? criticalCssInWorker(criticalCssWorker) : undefined;
  if (criticalCss) app.addHook('onClose', () => criticalCss.close());
  const pageRenderers = () =>
    (renderer ??= template
      ? loadPageRenderer(app, root, template, () => berlinDay(now()), criticalCss).catch((error: unknown) => {
          app.log.error({ err: error }, 'server rendering unavailable: the server bundle did not load');
          return null;
        })
      : Promise.resolve(null));
  app.addHook('onListen', (done) => {
    void pageRenderers();
    done();
  });
  // The single-page app's fallback is no API: it stays out of the OpenAPI description.
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const [pathname = ''] = request.url.split('?');
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    const wantsHtml = (request.headers.accept ?? '').includes('text/html') || !path.extname(pathname);
    if (isApi || !wantsHtml) return notFoundHandler(request, reply);
    const renderers = await pageRenderers();
    // A checkout step of the tab's order is rendered for its session; else, as every page rendered
    // in the browser, it gets the shell listing its code; should that fail, the plain shell.
    const checkout = checkoutSessionOf(pathname, request.headers.cookie);
    if (renderers && checkout && (await sendCheckoutPage(request, reply, renderers.checkout, checkout))) return reply;
    const renderPage = isServerRendered(pathname) ? renderers?.page : renderers?.shell;
    if (renderPage && (await sendRenderedPage(request, reply, renderPage))) return reply;
    reply.header('Cache-Control', 'no-cache').header('Vary', 'Cookie');
    const firstVisit = consentFromCookieHeader(request.headers.cookie) === null;
    return reply.sendFile(pathname === '/' && firstVisit ? 'index.html' : fallback);
  });
};
