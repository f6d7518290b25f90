import type { Address } from '../../src/domain/address';
import type { MaxBandwidth } from '../../src/domain/bookability';
import type { Queryable } from './client';

export interface StoredAvailability {
  address: Address;
  max_bandwidth: MaxBandwidth[];
  /** concrete_product_ids of the landline tariffs bookable at the address. */
  products: string[];
  checked_at: Date;
}

export async function saveAvailability(
  db: Queryable,
  sessionId: string,
  result: Omit<StoredAvailability, 'checked_at'>,
  checkedAt: number,
): Promise<void> {
  await db.query(
    `INSERT INTO availability_results (session_id, address, max_bandwidth, products, checked_at)
     VALUES ($1, $2, $3, $4, $5)`,
    [
      sessionId,
      JSON.stringify(result.address),
      JSON.stringify(result.max_bandwidth),
      JSON.stringify(result.products),
      new Date(checkedAt),
    ],
  );
}

/** The session's most recent successful check. */
export async function latestAvailability(db: Queryable, sessionId: string): Promise<StoredAvailability | undefined> {
  return (await recentAvailability(db, sessionId))[0];
}

/** How many of a session's checks a connection address is looked for in (a shopper checks a few). */
const RECENT_CHECKS = 50;

/** The session's latest checks, newest first: a landline order names which of their addresses it is for. */
export async function recentAvailability(db: Queryable, sessionId: string): Promise<StoredAvailability[]> {
  const { rows } = await db.query<StoredAvailability>(
    `SELECT address, max_bandwidth, products, checked_at FROM availability_results
      WHERE session_id = $1 ORDER BY checked_at DESC, id DESC LIMIT ${RECENT_CHECKS}`,
    [sessionId],
  );
  return rows;
}
