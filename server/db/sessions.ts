import { createCipheriv, createDecipheriv, createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Queryable } from './client';

/** Spec §9: both session cookies live 24 hours. */
export const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface IssuedToken {
  token: string;
  expires_at: number;
}

export interface SessionRow {
  id: string;
  expires_at: Date;
}

/** Only a hash is stored, so a database dump hands out no usable token. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

export async function createSession(db: Queryable, now: number): Promise<IssuedToken> {
  const token = newToken();
  const expiresAt = now + SESSION_LIFETIME_MS;
  await db.query('INSERT INTO sessions (id, token_hash, expires_at) VALUES ($1, $2, $3)', [
    randomUUID(),
    hashToken(token),
    new Date(expiresAt),
  ]);
  return { token, expires_at: expiresAt };
}

export async function findSessionByToken(db: Queryable, token: string): Promise<SessionRow | undefined> {
  const { rows } = await db.query<SessionRow>('SELECT id, expires_at FROM sessions WHERE token_hash = $1', [
    hashToken(token),
  ]);
  return rows[0];
}

/**
 * How long a refresh may be retried with the token it replaced: a lost answer or concurrent tabs
 * get the same new token instead of a 401 that would strand the shopper's order. After it, 401.
 */
export const REFRESH_GRACE_MS = 30_000;

/** The key that seals the new token: derived from the old token, which only the shopper holds. */
const sealKey = (oldToken: string) => createHash('sha256').update(`refresh-grace:${oldToken}`).digest();

function seal(next: string, oldToken: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(oldToken), iv);
  const sealed = Buffer.concat([cipher.update(next, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

function unseal(sealed: string, oldToken: string): string {
  const bytes = Buffer.from(sealed, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', sealKey(oldToken), bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
}

/**
 * Rotates the token of a live session; the session (and what it owns) stays the same. Within the
 * grace period the replaced token refreshes again to the same new token; the row lock makes
 * concurrent refreshes wait for the first, then find its answer.
 */
export async function refreshSession(db: Queryable, token: string, now: number): Promise<IssuedToken | undefined> {
  const next = newToken();
  const expiresAt = now + SESSION_LIFETIME_MS;
  const { rows } = await db.query<{ id: string }>(
    `UPDATE sessions SET token_hash = $1, expires_at = $2, refreshed_at = $3,
            previous_token_hash = $4, previous_valid_until = $5, sealed_next_token = $6
      WHERE token_hash = $4 AND expires_at > $3 RETURNING id`,
    [
      hashToken(next),
      new Date(expiresAt),
      new Date(now),
      hashToken(token),
      new Date(now + REFRESH_GRACE_MS),
      seal(next, token),
    ],
  );
  if (rows.length) return { token: next, expires_at: expiresAt };
  const retried = await db.query<{ sealed_next_token: string; expires_at: Date }>(
    `SELECT sealed_next_token, expires_at FROM sessions
      WHERE previous_token_hash = $1 AND previous_valid_until > $2 AND expires_at > $2`,
    [hashToken(token), new Date(now)],
  );
  const row = retried.rows[0];
  return row && { token: unseal(row.sealed_next_token, token), expires_at: row.expires_at.getTime() };
}
