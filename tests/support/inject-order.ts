import type { InitiatedOrderAnswer, TokenAnswer } from '../../src/domain/api-answers';
import type { TariffList } from '../../src/domain/catalogue-resources';
import type { FastifyInstance } from 'fastify';
import {
  VALID_CONSENTS,
  VALID_IDENTIFICATION,
  VALID_PAYMENT,
  VALID_PERSONAL_DATA,
} from '../integration/checkout/helpers';

/** What a shopper saves, step by step, for a mobile order of the real catalogue. */
export const MOBILE_STEP_BODIES: Record<string, object> = {
  PERSONAL_DATA: VALID_PERSONAL_DATA,
  PAYMENT: VALID_PAYMENT,
  IDENTIFICATION: VALID_IDENTIFICATION,
  ORDER_OVERVIEW: VALID_CONSENTS,
};

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A fresh session and a mobile order of the catalogue's first tariff, through the real routes; returns the order's path. */
export async function injectMobileOrder(app: FastifyInstance): Promise<{ token: string; orderPath: string }> {
  const { token } = (await app.inject({ method: 'GET', url: '/api/auth/create-session' })).json<TokenAnswer>();
  const tariff = (await app.inject({ url: '/api/catalogue/tariffs/mobilfunk' })).json<TariffList>().tariffs[0]
    .concrete_product_id;
  const cart = { tariff: { id: tariff }, options: [], promotions: [] };
  const initiated = await app.inject({
    method: 'POST',
    url: '/api/mobile/new-customer/new-contract/initiate-order',
    headers: bearer(token),
    payload: { cart },
  });
  if (initiated.statusCode !== 200) throw new Error(`initiate-order: ${initiated.statusCode} ${initiated.body}`);
  return { token, orderPath: `/api/mobile/order/${initiated.json<InitiatedOrderAnswer>().temp_order_id}` };
}

/** Saves every step of an injected order; throws unless each save answers 200. */
export async function saveEveryStep(app: FastifyInstance, token: string, orderPath: string): Promise<void> {
  for (const [step, payload] of Object.entries(MOBILE_STEP_BODIES)) {
    const saved = await app.inject({
      method: 'POST',
      url: `${orderPath}/save/${step}`,
      headers: bearer(token),
      payload,
    });
    if (saved.statusCode !== 200) throw new Error(`${step}: ${saved.statusCode} ${saved.body}`);
  }
}
