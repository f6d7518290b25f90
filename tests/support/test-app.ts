import type { TokenAnswer } from '../../src/domain/api-answers';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { readConfig, type ServerConfig } from '../../server/config';
import type { Database } from '../../server/db/client';
import { checkAnswersAgainstDocument } from './contract';
import { openTestDatabase, type DatabaseTarget } from './databases';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  clock: { now: number };
  close(): Promise<void>;
}

/** The real app on a fresh database, with a clock the test can move. */
export async function startTestApp(target: DatabaseTarget, overrides: Partial<ServerConfig> = {}): Promise<TestApp> {
  const db = await openTestDatabase(target);
  const clock = { now: Date.now() };
  const config = { ...readConfig(), ...overrides };
  const app = await buildApp({ db, config, now: () => clock.now });
  await app.ready();
  return {
    app: checkAnswersAgainstDocument(app),
    db,
    clock,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}

export async function newSessionToken(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: 'GET', url: '/api/auth/create-session' });
  return response.json<TokenAnswer>().token;
}
