import { Type, type TSchema } from '@sinclair/typebox';
import { BEARER_AUTH, idempotencyHeaders, NoBody, Uuid } from '../http-schemas';
import { StringEnum } from '../../src/domain/schemas/string-enum';
import { describe } from '../schemas/answers';
import {
  ContractSummary,
  FormSchema,
  InitiatedOrder,
  OrderStatus,
  SavedStep,
  SubmittedOrder,
} from '../../src/domain/schemas/orders';
import { CartRequestBody } from './cart-payload';
import { ORDER_KINDS, ORDER_LINES } from './types';

/** The route schemas of API.md "Order"; a path that names no order answers 404 as a wrong id does. */
const Line = StringEnum(ORDER_LINES);
const OrderParams = Type.Object({ line: Line, orderId: Uuid });
const StepParams = Type.Object({ line: Line, orderId: Uuid, step: Type.String({ maxLength: 100 }) });

/** Every order call runs in a session (401 without, 403 expired) on an order named by its path (404, 414). */
const SESSION_ORDER = [401, 403, 404, 414];
/** The writes: a body (413), the write limits (429), a replay conflict or a reused key (409, 422). */
const WRITE = [...SESSION_ORDER, 409, 413, 422, 429];

const order = (operationId: string, summary: string, answer: TSchema, errors: number[], description?: string) =>
  describe(
    { operationId, summary, tags: ['Order'], ...(description ? { description } : {}) },
    { 200: answer },
    ...errors,
  );

export const initiateOrderRoute = {
  schema: {
    params: Type.Object({ line: Line, kind: StringEnum(ORDER_KINDS) }),
    headers: idempotencyHeaders(false),
    body: Type.Object(CartRequestBody.properties, {
      additionalProperties: false,
      examples: [
        {
          cart: { tariff: { id: 'TM-MOBIL-M' }, handsets: [], options: [] },
          context: { tracking_id: 'newsletter-11' },
        },
      ],
    }),
    security: BEARER_AUTH,
    ...order(
      'initiateOrder',
      'Start an order from the cart',
      InitiatedOrder,
      WRITE,
      'Step 1 of the order flow. Then read the order (getOrder), load and save each step (getOrderFormSchema, saveOrderStep), save ORDER_OVERVIEW and submit (submitOrder).',
    ),
  },
};

export const orderReadRoute = {
  schema: {
    params: OrderParams,
    security: BEARER_AUTH,
    ...order('getOrder', 'The order’s steps, cart and prices', OrderStatus, SESSION_ORDER),
  },
};

export const formSchemaRoute = {
  schema: {
    params: StepParams,
    security: BEARER_AUTH,
    ...order('getOrderFormSchema', 'The form of one order step', FormSchema, SESSION_ORDER),
  },
};

const pdf = { type: 'string', format: 'binary', description: 'The one-page PDF (Accept: application/pdf).' };

export const contractSummaryRoute = {
  schema: {
    params: OrderParams,
    security: BEARER_AUTH,
    ...describe(
      { operationId: 'getContractSummary', summary: 'The contract summary, as JSON or PDF', tags: ['Order'] },
      {
        200: {
          content: { 'application/json': { schema: ContractSummary }, 'application/pdf': { schema: pdf } },
        },
      },
      ...SESSION_ORDER,
      422,
    ),
  },
};

/** A step's form data; its fields are checked against the step's served form schema in the handler. */
export const saveStepRoute = {
  schema: {
    params: StepParams,
    headers: idempotencyHeaders(false),
    body: Type.Record(Type.String(), Type.Unknown(), {
      examples: [
        { customer: { first_name: 'Erika', last_name: 'Mustermann', address: { zipcode: '53113', city: 'Bonn' } } },
      ],
    }),
    security: BEARER_AUTH,
    ...order('saveOrderStep', 'Save one step’s form data (or the ORDER_OVERVIEW consents)', SavedStep, WRITE),
  },
};

export const submitRoute = {
  schema: {
    params: OrderParams,
    headers: idempotencyHeaders(true),
    body: NoBody,
    security: BEARER_AUTH,
    ...order('submitOrder', 'Submit the completed order', SubmittedOrder, WRITE),
  },
};
