import type { Queryable } from './client';

/** What @fastify/rate-limit expects of a store's incr: the count so far and the window's remaining ms. */
export interface RateLimitHits {
  current: number;
  ttl: number;
}

type Callback = (error: Error | null, result?: RateLimitHits) => void;

/** One window per key: a key whose window has ended starts again at 1. */
const INCREMENT = `
INSERT INTO rate_limit_counters (key, hits, reset_at) VALUES ($1, 1, $2::bigint + $3::bigint)
ON CONFLICT (key) DO UPDATE SET
  hits = CASE WHEN rate_limit_counters.reset_at <= $2::bigint THEN 1 ELSE rate_limit_counters.hits + 1 END,
  reset_at = CASE WHEN rate_limit_counters.reset_at <= $2::bigint THEN $2::bigint + $3::bigint ELSE rate_limit_counters.reset_at END
RETURNING hits, reset_at`;

export async function countHit(db: Queryable, key: string, windowMs: number, now: number): Promise<RateLimitHits> {
  const { rows } = await db.query<{ hits: number; reset_at: number }>(INCREMENT, [key, now, windowMs]);
  const row = rows[0] as { hits: number; reset_at: number };
  return { current: row.hits, ttl: Math.max(0, Number(row.reset_at) - now) };
}

export async function readHits(db: Queryable, key: string, now: number): Promise<RateLimitHits> {
  const { rows } = await db.query<{ hits: number; reset_at: number }>(
    'SELECT hits, reset_at FROM rate_limit_counters WHERE key = $1 AND reset_at > $2',
    [key, now],
  );
  return rows[0] ? { current: rows[0].hits, ttl: Number(rows[0].reset_at) - now } : { current: 0, ttl: 0 };
}

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

/**
 * The counters' bucket, from the options @fastify/rate-limit hands to a store and to child for
 * each route's own limit: a limit's own `bucket` (so the same client's counters of two limits never
 * meet), else the route. At run time child gets the limit's merged options with `routeInfo`, not
 * the route options its types name, so they are read as what they are: unknown.
 */
function bucketOf(options: unknown): string {
  if (!isObject(options)) return 'global';
  if ('bucket' in options && typeof options.bucket === 'string') return options.bucket;
  const route = 'routeInfo' in options ? options.routeInfo : undefined;
  if (!isObject(route) || !('url' in route) || typeof route.url !== 'string' || !route.url) return 'global';
  const method =
    'method' in route && (typeof route.method === 'string' || Array.isArray(route.method)) ? route.method : undefined;
  return `${String(method)} ${route.url}`;
}

/**
 * A custom store for @fastify/rate-limit on the shop's own database: with several processes on one
 * PostgreSQL every process counts into the same row, so a client meets one limit, not one per process.
 */
export function databaseRateLimitStore(db: Queryable, now: () => number = Date.now) {
  class DatabaseRateLimitStore {
    private readonly prefix: string;

    constructor(options?: unknown) {
      this.prefix = bucketOf(options);
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      countHit(db, `${this.prefix}|${key}`, timeWindow, now()).then((hits) => callback(null, hits), callback);
    }

    read(key: string, callback: Callback): void {
      readHits(db, `${this.prefix}|${key}`, now()).then((hits) => callback(null, hits), callback);
    }

    child(options: unknown): DatabaseRateLimitStore {
      return new DatabaseRateLimitStore(options);
    }
  }
  return DatabaseRateLimitStore;
}
