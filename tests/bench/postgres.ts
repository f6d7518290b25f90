import pg from 'pg';

/** Where the bench may create its databases; the PostgreSQL parts are left out when it is unset and unreachable. */
export const ADMIN_URL =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export function databaseUrl(name: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function postgresReachable(): Promise<boolean> {
  try {
    await admin((client) => client.query('SELECT 1'));
    return true;
  } catch {
    return false;
  }
}

/** A database of the bench's own; `fresh` drops an earlier one first. Names are fixed identifiers of this file. */
export async function ensureDatabase(name: string, { fresh }: { fresh: boolean }): Promise<string> {
  await admin(async (client) => {
    if (fresh) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    const { rows } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rows.length) await client.query(`CREATE DATABASE ${name}`);
  });
  return databaseUrl(name);
}

export const dropDatabase = (name: string) =>
  admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
