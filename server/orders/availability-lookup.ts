import type { Queryable } from '../db/client';
import { latestAvailability } from '../db/availability-results';

/** The concrete_product_ids bookable at the session's last checked address, if it checked one. */
export type AvailabilityLookup = (db: Queryable, sessionId: string) => Promise<string[] | undefined>;

/** The result the availability routes stored with the session (API.md "Availability"). */
export const sessionAvailability: AvailabilityLookup = async (db, sessionId) =>
  (await latestAvailability(db, sessionId))?.products;
