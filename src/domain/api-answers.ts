import type { Static } from '@sinclair/typebox';
import type { Suggestions } from './schemas/address-suggestions';
import type { Availability } from './schemas/availability';
import type { PageData } from './schemas/catalogue';
import type { InitiatedOrder, OrderStatus, SubmittedOrder } from './schemas/orders';
import type { TokenAnswer } from './schemas/session';

/**
 * The answers the browser reads, typed from the response schemas the server declares for them
 * (src/domain/schemas/): the server's serialiser writes an answer by that schema and nothing else,
 * so a changed schema shows up here as a type error instead of as a wrong guess about the network.
 * Type-only: the schemas' runtime (TypeBox) stays out of the browser bundle.
 */
export type SuggestionsAnswer = Static<typeof Suggestions>;
export type AvailabilityAnswer = Static<typeof Availability>;
export type PageDataAnswer = Static<typeof PageData>;
export type OrderStatusAnswer = Static<typeof OrderStatus>;
export type InitiatedOrderAnswer = Static<typeof InitiatedOrder>;
export type SubmittedOrderAnswer = Static<typeof SubmittedOrder>;
export type TokenAnswer = Static<typeof TokenAnswer>;
