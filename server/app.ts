import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { Database } from './db/client';
import type { ServerConfig } from './config';
import { createCatalogueStore, type CatalogueStore } from './catalogue/store';
import { CATALOGUE_SEED } from './catalogue/seed';
import { ApiError } from './errors';
import { errorHandler, notFoundHandler } from './plugins/error-handler';
import { serveApp } from './plugins/serve-app';
import { addSecurityHeaders } from './plugins/security-headers';
import { authRoutes } from './routes/auth';
import { declarationRoutes } from './routes/declarations';
import { availabilityRoutes } from './routes/availability';
import { healthRoutes } from './routes/health';
import { pageRoutes } from './routes/pages';
import { catalogueRoutes } from './routes/catalogue';
import { analyticsRoutes } from './routes/analytics';
import { orderRoutes } from './routes/orders';

export interface AppDeps {
  db: Database;
  config: ServerConfig;
  /** The catalogue, read from memory (it changes only with a deployment). */
  catalogue: CatalogueStore;
  /** The clock, so that tests can move time instead of waiting. */
  now: () => number;
}

export interface BuildOptions extends Omit<AppDeps, 'now' | 'catalogue'> {
  now?: () => number;
  catalogue?: CatalogueStore;
  logger?: FastifyBaseLogger;
  /** Serve the built single-page app from config.staticDir. */
  serveStatic?: boolean;
}

/** API.md: bodies over 64 KiB are refused with 413. */
export const BODY_LIMIT_BYTES = 64 * 1024;


export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const deps: AppDeps = {
    db: options.db,
    config: options.config,
    now: options.now ?? Date.now,
    catalogue: options.catalogue ?? createCatalogueStore(CATALOGUE_SEED),
  };
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: true,
    return503OnClosing: true,
  });

  app.setErrorHandler(errorHandler);
  addSecurityHeaders(app);
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new ApiError(
        429,
        'TooManyRequestsException',
        `Zu viele Anfragen. Bitte versuchen Sie es in ${Math.ceil(context.ttl / 1000)} Sekunden erneut.`,
      ),
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
    },
    { prefix: '/api' },
  );

  app.setNotFoundHandler(notFoundHandler);
  if (options.serveStatic) await app.register(serveApp, { root: options.config.staticDir });
  return app;
}
