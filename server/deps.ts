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
}

/** The wiring a caller may leave out: the real clock and the catalogue of the seed. */
export type DepsInput = Omit<AppDeps, 'now' | 'catalogue'> & Partial<Pick<AppDeps, 'now' | 'catalogue'>>;

export const createDeps = ({ db, config, now = config.clock ?? Date.now, catalogue }: DepsInput): AppDeps => ({
  db,
  config,
  now,
  catalogue: catalogueOnDay(catalogue ?? createCatalogueStore(CATALOGUE_SEED), now),
});
