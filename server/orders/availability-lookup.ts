import { addressKey, normaliseCity, type Address } from '../../src/domain/address';
import type { Queryable } from '../db/client';
import { recentAvailability } from '../db/availability-results';

/** What a landline order is checked against: the tariffs bookable at the connection address. */
export interface SessionAvailability {
  /** The checked address as the address book spells it (absent in tests that only name products). */
  address?: Address;
  /** concrete_product_ids of the landline tariffs bookable there. */
  products: string[];
}

/**
 * The session's check of this connection address (the newest one of that address), or without an
 * address its last check.
 */
export type AvailabilityLookup = (
  db: Queryable,
  sessionId: string,
  connectionAddress?: Address,
) => Promise<SessionAvailability | undefined>;

const sameAddress = (a: Address, b: Address) =>
  addressKey(a) === addressKey(b) && normaliseCity(a.district ?? '') === normaliseCity(b.district ?? '');

/** The results the availability routes stored with the session (API.md "Availability"). */
export const sessionAvailability: AvailabilityLookup = async (db, sessionId, connectionAddress) => {
  const results = await recentAvailability(db, sessionId);
  return connectionAddress ? results.find((result) => sameAddress(result.address, connectionAddress)) : results[0];
};
