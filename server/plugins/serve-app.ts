import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import fastifyStatic from '@fastify/static';
import { notFoundHandler } from './error-handler';

/** Written by the build beside index.html (scripts/vite-prerender.ts): the page without the prerendered start page. */
const SHELL_FILE = 'shell.html';

/**
 * Serves the built app; any other GET that wants HTML gets the app (history fallback): `/` its
 * prerendered index.html, every other path the plain shell, so no path shows the start page's markup.
 */
export const serveApp: FastifyPluginAsync<{ root: string }> = async (app, { root }) => {
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    throw new Error(`Kein gebautes Frontend in ${root}: zuerst "npm run build" ausführen.`);
  }
  const fallback = fs.existsSync(path.join(root, SHELL_FILE)) ? SHELL_FILE : 'index.html';
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // The build writes .br and .gz copies (scripts/vite-precompress.ts).
    preCompressed: true,
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  // The single-page app's fallback is no API: it stays out of the OpenAPI description.
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const pathname = request.url.split('?')[0];
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    const wantsHtml = (request.headers.accept ?? '').includes('text/html') || !path.extname(pathname);
    if (isApi || !wantsHtml) return notFoundHandler(request, reply);
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile(pathname === '/' ? 'index.html' : fallback);
  });
};
