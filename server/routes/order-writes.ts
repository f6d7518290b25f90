import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cleanBeforeSave } from '../../src/domain/validation/clean';
import type { AppDeps } from '../deps';
import type { OrderWriteOptions } from '../orders/route-options';
import { runIdempotent, requestFingerprint, validIdempotencyKey, type StoredAnswer } from '../db/idempotency';
import type { Queryable } from '../db/client';
import { findOrder, isSubmitted, saveStepData, submitOrder, type OrderRow } from '../db/orders';
import { ApiError, notFound, validationFailed } from '../errors';
import { isFormStep, type FormStepId } from '../forms/schemas';
import { validateAgainst } from '../forms/validator';
import { businessRuleErrors } from '../orders/business-rules';
import { incompleteOrder, missingSteps, orderFormSchema, sessionOrder, type OrderParams } from '../orders/order-access';
import { saveStepRoute, submitRoute } from '../orders/route-schemas';
import { OVERVIEW_STEP } from '../orders/types';
import { sessionIdOf } from '../plugins/session-auth';

const alreadySubmitted = () =>
  new ApiError(409, 'OrderAlreadySubmittedException', 'Diese Bestellung wurde bereits abgeschickt.');

/** The overview saves the consents form (API.md: CONSENTS is saved with the overview). */
const schemaStepOf = (step: string): FormStepId | undefined =>
  step === OVERVIEW_STEP ? 'CONSENTS' : isFormStep(step) && step !== 'CONSENTS' ? step : undefined;

/** Runs a write once per Idempotency-Key (checked by the route's headers schema), re-reading the order inside the claim's transaction. */
async function idempotentWrite(
  deps: AppDeps,
  request: FastifyRequest<{ Params: OrderParams }>,
  reply: FastifyReply,
  work: (tx: Queryable, order: OrderRow, now: number) => Promise<StoredAnswer>,
) {
  const order = await sessionOrder(deps.db, request.params, sessionIdOf(request));
  const key = validIdempotencyKey(request.headers['idempotency-key']);
  const sessionId = order.session_id;
  const claim = {
    sessionId,
    key,
    requestHash: requestFingerprint(request.method, request.url, request.body),
    now: deps.now(),
  };
  const answer = await runIdempotent(deps.db, claim, async (tx) => {
    const current = await findOrder(tx, order.id, sessionId, order.line);
    if (!current) throw notFound('Die Bestellung wurde nicht gefunden.');
    return work(tx, current, claim.now);
  });
  return reply.status(answer.status).send(answer.body);
}

export const orderWriteRoutes: FastifyPluginAsyncTypebox<OrderWriteOptions> = async (app, deps) => {
  const { writeLimit } = deps;
  app.post(
    '/:line/order/:orderId/save/:step',
    { ...saveStepRoute, preValidation: writeLimit },
    async (request, reply) => {
      const { step } = request.params;
      const schemaStep = schemaStepOf(step);
      const data = cleanBeforeSave(request.body);
      return idempotentWrite(deps, request, reply, async (tx, order, now) => {
        if (!schemaStep || (step !== OVERVIEW_STEP && !order.steps.includes(step))) {
          throw notFound('Für diesen Schritt gibt es kein Formular.');
        }
        if (await isSubmitted(tx, order.id)) throw alreadySubmitted();
        const schema = orderFormSchema(order, schemaStep, now).validationSchema;
        // The business rule's text is the more specific one where both speak about a field.
        const fields = {
          ...validateAgainst(schema, data),
          ...businessRuleErrors(step, data, order.cart, new Date(now)),
        };
        if (Object.keys(fields).length) throw validationFailed(fields);
        await saveStepData(tx, order.id, step, data, now);
        return { status: 200, body: { step, saved: true } };
      });
    },
  );

  app.post('/:line/order/:orderId/submit', { ...submitRoute, preValidation: writeLimit }, async (request, reply) =>
    idempotentWrite(deps, request, reply, async (tx, order, now) => {
      if (missingSteps(order).length || !(OVERVIEW_STEP in order.step_data)) throw incompleteOrder();
      // Checked again here: an overview saved before a consent was asked for (spec §5 streaming terms) must not pass.
      const overview = order.step_data[OVERVIEW_STEP];
      const consents = {
        ...validateAgainst(orderFormSchema(order, 'CONSENTS', now).validationSchema, overview),
        ...businessRuleErrors(OVERVIEW_STEP, overview, order.cart, new Date(now)),
      };
      if (Object.keys(consents).length) throw validationFailed(consents);
      return { status: 200, body: { order_id: await submitOrder(tx, order.id, now) } };
    }),
  );
};
