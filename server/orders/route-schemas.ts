import { Type } from '@sinclair/typebox';
import { BEARER_AUTH, idempotencyHeaders, NoBody, refuseAnyBody, StringEnum, Uuid } from '../http-schemas';
import { malformedRequest, notFound } from '../errors';
import { cartShapeRefusal, CartRequestBody } from './cart-payload';
import { orderNotFound } from './order-access';
import { ORDER_KINDS, ORDER_LINES } from './types';

/** The route schemas of API.md "Order"; a path that names no order answers 404 as a wrong id does. */
const Line = StringEnum(ORDER_LINES);
const OrderParams = Type.Object({ line: Line, orderId: Uuid });
const StepParams = Type.Object({ line: Line, orderId: Uuid, step: Type.String({ maxLength: 100 }) });
const orderRefusals = { params: orderNotFound };

export const initiateOrderRoute = {
  schema: {
    params: Type.Object({ line: Line, kind: StringEnum(ORDER_KINDS) }),
    headers: idempotencyHeaders(false),
    body: CartRequestBody,
    security: BEARER_AUTH,
  },
  config: { refuse: { params: () => notFound(), body: cartShapeRefusal } },
};

export const orderReadRoute = { schema: { params: OrderParams, security: BEARER_AUTH }, config: { refuse: orderRefusals } };

export const formSchemaRoute = { schema: { params: StepParams, security: BEARER_AUTH }, config: { refuse: orderRefusals } };

export const contractSummaryRoute = {
  schema: { params: OrderParams, security: BEARER_AUTH, description: 'JSON, or with Accept: application/pdf the one-page PDF.' },
  config: { refuse: orderRefusals },
};

/** A step's form data; its fields are checked against the step's served form schema in the handler. */
export const saveStepRoute = {
  schema: {
    params: StepParams,
    headers: idempotencyHeaders(false),
    body: Type.Record(Type.String(), Type.Unknown()),
    security: BEARER_AUTH,
  },
  config: { refuse: { ...orderRefusals, body: () => malformedRequest('Die Formulardaten fehlen.') } },
};

export const submitRoute = {
  schema: { params: OrderParams, headers: idempotencyHeaders(true), body: NoBody, security: BEARER_AUTH },
  config: { refuse: { ...orderRefusals, body: refuseAnyBody } },
};
