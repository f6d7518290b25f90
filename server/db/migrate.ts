import fs from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../config';
import type { Database } from './client';

const MIGRATIONS_DIR = path.join(PROJECT_ROOT, 'server', 'db', 'migrations');
/** Any constant works; it only has to be the same in every process. */
const MIGRATION_LOCK_KEY = 4_711_2026;

/** Every migrations/*.sql in name order, with its statements. */
export function migrationFiles(): { name: string; sql: string }[] {
  return fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => ({ name, sql: fs.readFileSync(path.join(MIGRATIONS_DIR, name), 'utf8') }));
}

/** Applies every migrations/*.sql not applied yet, in name order, one transaction each. */
export async function migrate(db: Database): Promise<string[]> {
  const files = migrationFiles();
  return db.transaction(async (tx) => {
    // Two processes starting at once against one PostgreSQL must not both migrate.
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set(
      (await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((r) => r.name),
    );
    const applied: string[] = [];
    for (const { name, sql } of files.filter((file) => !done.has(file.name))) {
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
      applied.push(name);
    }
    return applied;
  });
}
