import { randomUUID } from 'node:crypto';
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

export async function insertDeclaration(
  db: Queryable,
  kind: DeclarationKind,
  declaration: DeclarationInput,
  receivedAt: number,
): Promise<DeclarationConfirmation> {
  const { rows } = await db.query<DeclarationRow>(
    `INSERT INTO declarations (id, kind, declaration, received_at) VALUES ($1, $2, $3, $4)
     RETURNING id, kind, declaration, received_at`,
    [randomUUID(), kind, JSON.stringify(declaration), new Date(receivedAt)],
  );
  return toConfirmation(rows[0]!);
}

export async function findDeclaration(
  db: Queryable,
  kind: DeclarationKind,
  id: string,
): Promise<DeclarationConfirmation | undefined> {
  const { rows } = await db.query<DeclarationRow>(
    'SELECT id, kind, declaration, received_at FROM declarations WHERE id = $1 AND kind = $2',
    [id, kind],
  );
  return rows[0] && toConfirmation(rows[0]);
}
