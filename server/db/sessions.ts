import { createHash, randomBytes, randomUUID } from 'node:crypto';
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

/** Rotates the token of a live session; the session (and what it owns) stays the same. */
export async function refreshSession(db: Queryable, token: string, now: number): Promise<IssuedToken | undefined> {
  const next = newToken();
  const expiresAt = now + SESSION_LIFETIME_MS;
  const { rows } = await db.query<{ id: string }>(
    `UPDATE sessions SET token_hash = $1, expires_at = $2, refreshed_at = $3
      WHERE token_hash = $4 AND expires_at > $3 RETURNING id`,
    [hashToken(next), new Date(expiresAt), new Date(now), hashToken(token)],
  );
  return rows.length ? { token: next, expires_at: expiresAt } : undefined;
}
