import type { ServerConfig } from './config';
import type { Database } from './db/client';
import { CATALOGUE_SEED } from './catalogue/seed';
import { createCatalogueStore, type CatalogueStore } from './catalogue/store';
import { catalogueOnDay } from './catalogue/on-offer';

/** What every route plugin is given; routes import it from here, never from app.ts (which imports the routes). */
export interface AppDeps {
  db: Database;
  config: ServerConfig;
  /** The catalogue, read from memory (it changes only with a deployment), as it stands on the clock's day (promotion windows). */
  catalogue: CatalogueStore;
  /** The clock, so that tests can move time instead of waiting. */
  now: () => number;
  /** Set once the process has been asked to stop: readiness answers 503, answers close their connection. */
  drain: DrainState;
}

export interface DrainState {
  draining: boolean;
}

/** The wiring a caller may leave out: the real clock and the catalogue of the seed. */
export type DepsInput = Omit<AppDeps, 'now' | 'catalogue' | 'drain'> &
  Partial<Pick<AppDeps, 'now' | 'catalogue' | 'drain'>>;

export const createDeps = ({ db, config, now = config.clock ?? Date.now, catalogue, drain }: DepsInput): AppDeps => ({
  db,
  config,
  now,
  drain: drain ?? { draining: false },
  catalogue: catalogueOnDay(catalogue ?? createCatalogueStore(CATALOGUE_SEED), now),
});
