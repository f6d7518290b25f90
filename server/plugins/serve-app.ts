import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import fastifyStatic from '@fastify/static';
import { notFoundHandler } from './error-handler';

/** Serves the built app; any other GET that wants HTML gets index.html (history fallback). */
export const serveApp: FastifyPluginAsync<{ root: string }> = async (app, { root }) => {
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    throw new Error(`Kein gebautes Frontend in ${root}: zuerst "npm run build" ausführen.`);
  }
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
  app.get('/*', async (request, reply) => {
    const pathname = request.url.split('?')[0];
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    const wantsHtml = (request.headers.accept ?? '').includes('text/html') || !path.extname(pathname);
    if (isApi || !wantsHtml) return notFoundHandler(request, reply);
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html');
  });
};
