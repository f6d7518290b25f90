import type { preValidationAsyncHookHandler } from 'fastify';
import type { AppDeps } from '../deps';
import type { AvailabilityLookup } from './availability-lookup';

export interface OrderRouteOptions extends AppDeps {
  /** Where landline initiate-order reads the session's availability result. */
  availabilityOf?: AvailabilityLookup;
}

export interface OrderWriteOptions extends OrderRouteOptions {
  /** The order flow's writes share one limit per client address and one per session (counted before the schemas refuse). */
  writeLimit: preValidationAsyncHookHandler;
}
