import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from './db/client';
import type { ServerConfig } from './config';
import { createCatalogueStore, type CatalogueStore } from './catalogue/store';
import { CATALOGUE_SEED } from './catalogue/seed';
import { notFoundHandler } from './plugins/error-handler';
import { createHttpServer } from './http-server';
import { serveApp } from './plugins/serve-app';
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

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const deps: AppDeps = {
    db: options.db,
    config: options.config,
    now: options.now ?? Date.now,
    catalogue: options.catalogue ?? createCatalogueStore(CATALOGUE_SEED),
  };
  const app = await createHttpServer(options.config, options.db, options.logger);

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
