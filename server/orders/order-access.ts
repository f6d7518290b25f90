import type { Queryable } from '../db/client';
import { findOrder, type OrderRow } from '../db/orders';
import { ApiError, notFound } from '../errors';
import { formSchemaFor, type FormStepId } from '../forms/schemas';
import type { FormContext } from '../forms/context';
import type { FormSchema } from '../../src/domain/form-schema';
import { streamingOptionsOf } from './business-rules';
import type { OrderLine } from '../db/order-types';

/** The order of a URL: its line and id, already checked by the route's params schema. */
export interface OrderParams {
  line: OrderLine;
  orderId: string;
}

export const incompleteOrder = () =>
  new ApiError(
    422,
    'IncompleteOrderDataException',
    'Die Bestellung ist nicht vollständig, bitte fangen Sie von vorne an.',
  );

export const orderNotFound = () => notFound('Die Bestellung wurde nicht gefunden.');

/** The order of the URL, for its own session only; any other session gets the same 404 as a wrong id. */
export async function sessionOrder(
  db: Queryable,
  { line, orderId }: OrderParams,
  sessionId: string,
): Promise<OrderRow> {
  const order = await findOrder(db, orderId, sessionId, line);
  if (!order) throw orderNotFound();
  return order;
}

export function formContextOf(order: OrderRow, now: number): FormContext {
  return {
    line: order.line,
    kind: order.kind,
    today: new Date(now),
    prepaid: order.cart.tariff.sublevel === 'PREPAID',
    streamingOptions: streamingOptionsOf(order.cart).map((option) => option.name),
    ...(order.cart.tariff.age_limits ? { ageLimits: order.cart.tariff.age_limits } : {}),
  };
}

export const orderFormSchema = (order: OrderRow, step: FormStepId, now: number): FormSchema =>
  formSchemaFor(step, formContextOf(order, now));

/** The steps saved so far, in checkout order. */
export const completedSteps = (order: OrderRow) => Object.keys(order.step_data);

export const missingSteps = (order: OrderRow) => order.steps.filter((step) => !(step in order.step_data));
