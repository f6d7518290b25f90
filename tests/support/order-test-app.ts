import type { AppDeps } from '../../server/deps';
import { readConfig } from '../../server/config';
import { createHttpServer } from '../../server/http-server';
import { openApiRoute, registerOpenApi } from '../../server/plugins/openapi';
import { authRoutes } from '../../server/routes/auth';
import { orderRoutes } from '../../server/routes/orders';
import type { TestApp } from './test-app';
import { checkAnswersAgainstDocument } from './contract';
import { openTestDatabase, type DatabaseTarget } from './databases';
import { fixtureCatalogue } from './order-fixture';

export interface OrderTestApp extends TestApp {
  /** The bookable tariffs of each session's availability result, as the availability routes would store it. */
  availability: Map<string, string[]>;
}

/**
 * Sessions plus the order routes over the fixture catalogue, with an availability store the test
 * fills; `storedAvailability` reads the results the availability routes keep in the database instead.
 */
export async function startOrderTestApp(
  target: DatabaseTarget,
  options: { storedAvailability?: boolean } = {},
): Promise<OrderTestApp> {
  const db = await openTestDatabase(target);
  const clock = { now: Date.UTC(2026, 0, 15, 10) };
  const availability = new Map<string, string[]>();
  const deps: AppDeps = {
    db,
    config: readConfig(),
    now: () => clock.now,
    catalogue: fixtureCatalogue(),
    drain: { draining: false },
  };
  const app = await createHttpServer(deps.config, db);
  await registerOpenApi(app);
  await app.register(
    async (api) => {
      openApiRoute(api, app);
      await api.register(authRoutes, deps);
      const fake = {
        availabilityOf: async (_db: unknown, sessionId: string) => {
          const products = availability.get(sessionId);
          return products && { products };
        },
      };
      await api.register(orderRoutes, { ...deps, ...(options.storedAvailability ? {} : fake) });
    },
    { prefix: '/api' },
  );
  await app.ready();
  return {
    app: checkAnswersAgainstDocument(app),
    db,
    clock,
    availability,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}
