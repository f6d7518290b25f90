import { createHash } from 'node:crypto';
import { ApiError } from '../errors';
import type { Database, Queryable } from './client';

/** API.md: a stored answer is replayed for 24 hours. */
export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface StoredAnswer {
  status: number;
  body: unknown;
}

export interface IdempotencyClaim {
  sessionId: string;
  /** The Idempotency-Key header; without it the write simply runs once. */
  key: string | undefined;
  /** Fingerprint of method, path and body (requestFingerprint). */
  requestHash: string;
  now: number;
}

export const keyReused = () =>
  new ApiError(
    422,
    'IdempotencyKeyReusedException',
    'Dieser Idempotency-Key wurde bereits für eine andere Anfrage verwendet.',
  );

/** Key order must not change the fingerprint, so objects are serialised with sorted keys. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

export function requestFingerprint(method: string, path: string, body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical({ method, path, body: body ?? null })))
    .digest('hex');
}

/** The key as stored: the route's headers schema has checked that it is a UUID; clients may write it in upper case. */
export const validIdempotencyKey = (raw: string | string[] | undefined): string | undefined =>
  typeof raw === 'string' ? raw.toLowerCase() : undefined;

/**
 * Runs one order write at most once per key. The claim is the primary key of the row inserted
 * in the same transaction as the write: a concurrent request with the same key waits on that
 * row inside the database (in every process), then reads the committed answer. A failed write
 * rolls back its claim, so a retry may run it again.
 */
export async function runIdempotent(
  db: Database,
  claim: IdempotencyClaim,
  work: (tx: Queryable) => Promise<StoredAnswer>,
): Promise<StoredAnswer> {
  const { key } = claim;
  if (!key) return db.transaction(work);
  return db.transaction(async (tx) => {
    await tx.query('DELETE FROM idempotency_keys WHERE session_id = $1 AND key = $2 AND created_at <= $3', [
      claim.sessionId,
      key,
      new Date(claim.now - IDEMPOTENCY_WINDOW_MS),
    ]);
    const claimed = await tx.query(
      `INSERT INTO idempotency_keys (session_id, key, request_hash, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (session_id, key) DO NOTHING RETURNING key`,
      [claim.sessionId, key, claim.requestHash, new Date(claim.now)],
    );
    if (claimed.rows.length === 0) return storedAnswer(tx, claim, key);
    const answer = await work(tx);
    await tx.query('UPDATE idempotency_keys SET status = $3, response = $4 WHERE session_id = $1 AND key = $2', [
      claim.sessionId,
      key,
      answer.status,
      JSON.stringify(answer.body ?? null),
    ]);
    return answer;
  });
}

async function storedAnswer(tx: Queryable, claim: IdempotencyClaim, key: string): Promise<StoredAnswer> {
  const { rows } = await tx.query<{ request_hash: string; status: number; response: unknown }>(
    'SELECT request_hash, status, response FROM idempotency_keys WHERE session_id = $1 AND key = $2',
    [claim.sessionId, key],
  );
  const row = rows[0];
  if (!row) throw new ApiError(409, 'ConflictException', 'Die Anfrage wird bereits verarbeitet.');
  if (row.request_hash !== claim.requestHash) throw keyReused();
  return { status: row.status, body: row.response };
}
