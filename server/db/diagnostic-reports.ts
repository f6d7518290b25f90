import { randomInt } from 'node:crypto';
import type { Queryable } from './client';

/** Reports are deleted this many days after they arrived (README "Debugging a shopper's session"). */
export const DIAGNOSTIC_REPORT_DAYS = 30;

/** Letters and digits that cannot be mistaken for each other on the phone or on paper (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REFERENCE_PATTERN = '^PM-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{2}$';

const pick = (count: number) => Array.from({ length: count }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** A short reference to quote on the phone, e.g. PM-7K3Q-X9 (31⁶ ≈ 887 million of them). */
export const newReference = () => `PM-${pick(4)}-${pick(2)}`;

export interface DiagnosticReport {
  reference: string;
  context: string;
  path: string;
  log: unknown;
  receivedAt: string;
}

/**
 * Stores a report once per Idempotency-Key (the outbox sends it again after a lost answer) and
 * answers its reference; a reference already taken is drawn again.
 */
export async function insertDiagnosticReport(
  db: Queryable,
  report: { idempotencyKey: string | undefined; context: string; path: string; log: unknown },
  receivedAt: number,
): Promise<string> {
  for (;;) {
    const { rows } = await db.query<{ reference: string }>(
      `INSERT INTO diagnostic_reports (reference, idempotency_key, context, path, log, received_at)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING RETURNING reference`,
      [
        newReference(),
        report.idempotencyKey ?? null,
        report.context,
        report.path,
        JSON.stringify(report.log),
        new Date(receivedAt),
      ],
    );
    if (rows[0]) return rows[0].reference;
    if (report.idempotencyKey) {
      const existing = await db.query<{ reference: string }>(
        'SELECT reference FROM diagnostic_reports WHERE idempotency_key = $1',
        [report.idempotencyKey],
      );
      if (existing.rows[0]) return existing.rows[0].reference;
    }
  }
}

export async function findDiagnosticReport(db: Queryable, reference: string): Promise<DiagnosticReport | null> {
  const { rows } = await db.query<{
    reference: string;
    context: string;
    path: string;
    log: unknown;
    received_at: Date;
  }>('SELECT reference, context, path, log, received_at FROM diagnostic_reports WHERE reference = $1', [
    reference.trim().toUpperCase(),
  ]);
  const row = rows[0];
  return row
    ? {
        reference: row.reference,
        context: row.context,
        path: row.path,
        log: row.log,
        receivedAt: new Date(row.received_at).toISOString(),
      }
    : null;
}
