import { createHash, randomUUID } from 'node:crypto';
import type { Queryable } from './client';
import type { DeclarationConfirmation, DeclarationInput, DeclarationKind } from '../../src/domain/declarations';

interface DeclarationRow {
  id: string;
  kind: DeclarationKind;
  declaration: DeclarationInput;
  received_at: Date;
}

const toConfirmation = (row: DeclarationRow): DeclarationConfirmation => ({
  id: row.id,
  kind: row.kind,
  received_at: row.received_at.toISOString(),
  declaration: row.declaration,
});

const hashReceipt = (receipt: string) => createHash('sha256').update(receipt).digest('hex');

/**
 * Stores a declaration with a fresh receipt secret (a random UUID: 122 random bits, masked in logs
 * like every id); the confirmation carries it once, and only it reads the declaration back.
 */
export async function insertDeclaration(
  db: Queryable,
  kind: DeclarationKind,
  declaration: DeclarationInput,
  receivedAt: number,
): Promise<DeclarationConfirmation & { receipt: string }> {
  const receipt = randomUUID();
  const { rows } = await db.query<DeclarationRow>(
    `INSERT INTO declarations (id, kind, declaration, received_at, receipt_hash) VALUES ($1, $2, $3, $4, $5)
     RETURNING id, kind, declaration, received_at`,
    [randomUUID(), kind, JSON.stringify(declaration), new Date(receivedAt), hashReceipt(receipt)],
  );
  return { ...toConfirmation(rows[0]!), receipt };
}

export async function findDeclaration(
  db: Queryable,
  kind: DeclarationKind,
  id: string,
  receipt: string,
): Promise<DeclarationConfirmation | undefined> {
  const { rows } = await db.query<DeclarationRow>(
    'SELECT id, kind, declaration, received_at FROM declarations WHERE id = $1 AND kind = $2 AND receipt_hash = $3',
    [id, kind, hashReceipt(receipt)],
  );
  return rows[0] && toConfirmation(rows[0]);
}
