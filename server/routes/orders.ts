import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { runIdempotent, requestFingerprint, validIdempotencyKey } from '../db/idempotency';
import { insertOrder } from '../db/orders';
import { ApiError, notFound } from '../errors';
import { isFormStep } from '../forms/schemas';
import { sessionAvailability } from '../orders/availability-lookup';
import { checkCart } from '../orders/cart-check';
import { cartRequestOf } from '../orders/cart-payload';
import type { OrderRouteOptions } from '../orders/route-options';
import { completedSteps, orderFormSchema, sessionOrder } from '../orders/order-access';
import { formSchemaRoute, initiateOrderRoute, orderReadRoute } from '../orders/route-schemas';
import { orderContractTerms, orderPrices } from '../orders/prices';
import { stepsFor } from '../orders/types';
import { requireSession, sessionIdOf } from '../plugins/session-auth';
import { orderWriteLimit } from '../plugins/rate-limits';
import { contractSummaryRoutes } from './contract-summary';
import { orderWriteRoutes } from './order-writes';

const tariffNotAvailable = () =>
  new ApiError(422, 'TariffNotAvailableException', 'Der ausgewählte Tarif ist an der Adresse nicht verfügbar.');

/** API.md "Order": initiate-order, the order status and the form schemas; writes in order-writes.ts. */
export const orderRoutes: FastifyPluginAsyncTypebox<OrderRouteOptions> = async (app, options) => {
  const { db, now, catalogue } = options;
  const availabilityOf = options.availabilityOf ?? sessionAvailability;
  // Before the schemas (and the write limits, route-level preValidation, which run after it): a request
  // without a valid session learns nothing about its params or body.
  app.addHook('preValidation', requireSession(db, now));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  const writeLimit = orderWriteLimit(app, options.config.rateLimits);

  app.post(
    '/:line/new-customer/:kind/initiate-order',
    { ...initiateOrderRoute, preValidation: writeLimit },
    async (request) => {
      const { line, kind } = request.params;
      const sessionId = sessionIdOf(request);
      const key = validIdempotencyKey(request.headers['idempotency-key']);
      const cartRequest = cartRequestOf(request.body);
      const check = checkCart(cartRequest, line, catalogue);
      if (!check.ok) return { status_code: 300, details: check.details };
      let cart = check.cart;
      if (line === 'landline') {
        // The connection address the tariff was chosen for; the order keeps it.
        const checked = await availabilityOf(db, sessionId, cartRequest.connectionAddress);
        if (!checked?.products.includes(cart.tariff.id)) throw tariffNotAvailable();
        if (checked.address) cart = { ...cart, connection_address: checked.address };
      }
      const claim = { sessionId, key, requestHash: requestFingerprint('POST', request.url, request.body), now: now() };
      const answer = await runIdempotent(db, claim, async (tx) => {
        const steps = stepsFor(line);
        const id = await insertOrder(
          tx,
          { sessionId, line, kind, cart, steps, trackingId: cartRequest.trackingId },
          claim.now,
        );
        // The bundle the server found for the handset, so the browser can tell a changed bundle (spec §4).
        const handsets = cart.handset ? [{ id: cart.handset.id, bundle_id: cart.handset.bundle_id }] : [];
        return { status: 200, body: { status_code: 200, temp_order_id: id, details: [], handsets } };
      });
      return answer.body;
    },
  );

  app.get('/:line/order/:orderId', orderReadRoute, async (request) => {
    const order = await sessionOrder(db, request.params, sessionIdOf(request));
    return {
      steps: order.steps,
      completed_steps: completedSteps(order),
      cart: order.cart,
      prices: orderPrices(order.cart),
      contract: orderContractTerms(order.cart),
      ...(order.cart.connection_address ? { connection_address: order.cart.connection_address } : {}),
    };
  });

  app.get('/:line/order/:orderId/form-schemas/:step', formSchemaRoute, async (request) => {
    const order = await sessionOrder(db, request.params, sessionIdOf(request));
    const { step } = request.params;
    if (!isFormStep(step) || (step !== 'CONSENTS' && !order.steps.includes(step))) {
      throw notFound('Für diesen Schritt gibt es kein Formular.');
    }
    return orderFormSchema(order, step, now());
  });

  await app.register(orderWriteRoutes, { ...options, writeLimit });
  await app.register(contractSummaryRoutes, options);
};
