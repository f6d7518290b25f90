import type { Database } from './client';
import { IDEMPOTENCY_WINDOW_MS } from './idempotency';
import { DIAGNOSTIC_REPORT_DAYS } from './diagnostic-reports';

export interface RetentionPolicy {
  /** Temp orders never submitted are deleted, with everything entered, this many days after their last save. */
  tempOrderDays: number;
}

export interface RetentionResult {
  tempOrders: number;
  sessions: number;
  idempotencyKeys: number;
  rateLimitCounters: number;
  diagnosticReports: number;
  declarations: number;
}

/**
 * Cancellations and withdrawals are received commercial letters: §257 (1) no. 2, (4), (5) HGB keeps
 * them six years from the end of the calendar year of receipt (and the shop must be able to prove
 * the receipt that long). They are deleted once that period has passed, not before.
 */
export const DECLARATION_RETENTION_YEARS = 6;

const DAY_MS = 24 * 60 * 60 * 1000;

async function deleted(db: Database, sql: string, params: unknown[]): Promise<number> {
  return (await db.query(`${sql} RETURNING 1`, params)).rows.length;
}

/**
 * Deletes what the shop no longer needs (README "Retention"). Submitted orders and their sessions
 * stay: deleting a session cascades to its orders, so only sessions without any order left go.
 */
export async function deleteExpiredData(db: Database, now: number, policy: RetentionPolicy): Promise<RetentionResult> {
  const tempOrders = await deleted(
    db,
    `DELETE FROM orders WHERE updated_at < $1
       AND NOT EXISTS (SELECT 1 FROM submitted_orders WHERE submitted_orders.temp_order_id = orders.id)`,
    [new Date(now - policy.tempOrderDays * DAY_MS)],
  );
  const sessions = await deleted(
    db,
    'DELETE FROM sessions WHERE expires_at <= $1 AND NOT EXISTS (SELECT 1 FROM orders WHERE orders.session_id = sessions.id)',
    [new Date(now)],
  );
  const idempotencyKeys = await deleted(db, 'DELETE FROM idempotency_keys WHERE created_at <= $1', [
    new Date(now - IDEMPOTENCY_WINDOW_MS),
  ]);
  const rateLimitCounters = await deleted(db, 'DELETE FROM rate_limit_counters WHERE reset_at <= $1', [now]);
  const diagnosticReports = await deleted(db, 'DELETE FROM diagnostic_reports WHERE received_at < $1', [
    new Date(now - DIAGNOSTIC_REPORT_DAYS * DAY_MS),
  ]);
  // Received in a year before (this year − 6): its period ended on 31 December of (that year + 6).
  const keptFrom = new Date(Date.UTC(new Date(now).getUTCFullYear() - DECLARATION_RETENTION_YEARS, 0, 1));
  const declarations = await deleted(db, 'DELETE FROM declarations WHERE received_at < $1', [keptFrom]);
  return { tempOrders, sessions, idempotencyKeys, rateLimitCounters, diagnosticReports, declarations };
}
