import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { createDeps, type DepsInput } from './deps';
import { notFoundHandler } from './plugins/error-handler';
import { createHttpServer } from './http-server';
import { apiDocsRoutes } from './plugins/api-docs';
import { openApiRoute, registerOpenApi } from './plugins/openapi';
import { serveApp } from './plugins/serve-app';
import { authRoutes } from './routes/auth';
import { declarationRoutes } from './routes/declarations';
import { availabilityRoutes } from './routes/availability';
import { healthRoutes } from './routes/health';
import { pageRoutes } from './routes/pages';
import { catalogueRoutes } from './routes/catalogue';
import { analyticsRoutes } from './routes/analytics';
import { orderRoutes } from './routes/orders';
import { diagnosticsRoutes } from './routes/diagnostics';
import type { SchemaCompilers } from './schema-functions';

export type BuildOptions = DepsInput & {
  logger?: FastifyBaseLogger;
  /** Serve the built single-page app from config.staticDir. */
  serveStatic?: boolean;
  /** The routes' schema compilers; Fastify's own (compiling at start) when absent. */
  schemaCompilers?: SchemaCompilers;
  /** The critical CSS worker's file (server/render/critical-css-worker.ts); absent, pages keep their whole stylesheet. */
  criticalCssWorker?: string;
};

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const deps = createDeps(options);
  const app = await createHttpServer(options.config, options.db, options.logger, options.schemaCompilers);
  await registerOpenApi(app);
  // While draining, every answer ends its connection, so kept-alive clients reconnect to a process that stays.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (deps.drain.draining) reply.header('Connection', 'close');
    done(null, payload);
  });

  await app.register(
    async (api) => {
      api.setNotFoundHandler(notFoundHandler);
      await api.register(healthRoutes, deps);
      await api.register(authRoutes, deps);
      await api.register(pageRoutes, deps);
      await api.register(catalogueRoutes, deps);
      await api.register(availabilityRoutes, deps);
      await api.register(declarationRoutes, deps);
      await api.register(analyticsRoutes, deps);
      await api.register(orderRoutes, deps);
      await api.register(diagnosticsRoutes, deps);
      openApiRoute(api, app);
      apiDocsRoutes(api);
    },
    { prefix: '/api' },
  );

  app.setNotFoundHandler(notFoundHandler);
  if (options.serveStatic) {
    const { criticalCssWorker } = options;
    await app.register(serveApp, { root: options.config.staticDir, now: deps.now, criticalCssWorker });
  }
  return app;
}
