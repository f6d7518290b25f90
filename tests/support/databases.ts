import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';

export interface DatabaseTarget {
  name: 'PGlite' | 'PostgreSQL';
  url?: string;
}

/** Server tests run on PGlite always and on PostgreSQL when TEST_DATABASE_URL is set. */
export const DATABASE_TARGETS: DatabaseTarget[] = [
  { name: 'PGlite' },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'PostgreSQL' as const, url: process.env.TEST_DATABASE_URL }] : []),
];

/** A fresh, migrated database: in-memory PGlite, or a PostgreSQL schema of its own dropped on close. */
export async function openTestDatabase(target: DatabaseTarget): Promise<Database> {
  if (!target.url) {
    const db = await openDatabase({});
    await migrate(db);
    return db;
  }
  const schema = `test_${randomUUID().replaceAll('-', '').slice(0, 20)}`;
  const admin = new pg.Client({ connectionString: target.url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const db = await openDatabase({ url: target.url, schema, poolSize: 5 });
  await migrate(db);
  return {
    ...db,
    close: async () => {
      await db.close();
      const cleanup = new pg.Client({ connectionString: target.url });
      await cleanup.connect();
      await cleanup.query(`DROP SCHEMA ${schema} CASCADE`);
      await cleanup.end();
    },
  };
}
