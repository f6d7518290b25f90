import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { lockDataDir, type DataDirLock } from './data-dir-lock';

export interface Queryable {
  query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: R[] }>;
  /** Several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const INT8_OID = 20;
const toNumber = (value: string) => Number(value);

export interface OpenOptions {
  /** PostgreSQL connection string; PGlite is used when absent. */
  url?: string;
  /** PGlite folder; in memory when absent. */
  dataDir?: string;
  /** PostgreSQL search_path, so tests can work in a schema of their own. */
  schema?: string;
  poolSize?: number;
  /** A stopped PGlite data folder, copied into `dataDir` when that holds no database yet. */
  prepared?: () => string | undefined;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  return options.url ? openPostgres(options.url, options) : openPglite(options.dataDir, options.prepared);
}

async function openPglite(dataDir: string | undefined, prepared: OpenOptions['prepared']): Promise<Database> {
  const lock: DataDirLock | undefined = dataDir ? await lockDataDir(dataDir) : undefined;
  let db: PGlite;
  try {
    const from = dataDir !== undefined && !fs.existsSync(path.join(dataDir, 'PG_VERSION')) ? prepared?.() : undefined;
    if (from && dataDir) fs.cpSync(from, dataDir, { recursive: true });
    db = new PGlite(dataDir, { parsers: { [INT8_OID]: toNumber } });
    await db.waitReady;
  } catch (error) {
    await lock?.release();
    throw error;
  }
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    query: async (sql, params) => ({ rows: (await q.query(sql, params)).rows as never[] }),
    exec: async (sql) => {
      await q.exec(sql);
    },
  });
  return {
    kind: 'pglite',
    ...wrap(db),
    transaction: (work) => db.transaction((tx) => work(wrap(tx))),
    close: async () => {
      await db.close();
      await lock?.release();
    },
  };
}

async function openPostgres(url: string, options: OpenOptions): Promise<Database> {
  // The driver only where PostgreSQL is used: a PGlite server starts without loading it.
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    options: options.schema ? `-c search_path=${options.schema}` : undefined,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary'): unknown =>
        oid === INT8_OID ? toNumber : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  const wrap = (client: pg.Pool | pg.PoolClient): Queryable => ({
    // pg hands back untyped rows; the caller's row type is asserted here, at the driver's edge.
    query: async <R>(sql: string, params?: unknown[]) => {
      const { rows }: { rows: unknown[] } = await client.query(sql, params);
      return { rows: rows as R[] };
    },
    exec: async (sql) => {
      await client.query(sql);
    },
  });
  await pool.query('SELECT 1');
  return {
    kind: 'postgres',
    ...wrap(pool),
    transaction: async (work) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
