import { randomUUID } from 'node:crypto';
import type autocannon from 'autocannon';
import type { InitiatedOrderAnswer, TokenAnswer } from '../../src/domain/api-answers';
import {
  VALID_CONSENTS,
  VALID_IDENTIFICATION,
  VALID_PAYMENT,
  VALID_PERSONAL_DATA,
} from '../integration/checkout/helpers';
import { firstMobileTariff, oneServer } from '../support/shopper';
import { hammer, type Throughput } from './throughput';

/** What one connection remembers between the requests of its flow. */
interface FlowContext {
  token?: string;
  orderId?: string;
}

const SAVES: Array<[string, unknown]> = [
  ['PERSONAL_DATA', VALID_PERSONAL_DATA],
  ['PAYMENT', VALID_PAYMENT],
  ['IDENTIFICATION', VALID_IDENTIFICATION],
  ['ORDER_OVERVIEW', VALID_CONSENTS],
];

const authorised = (
  request: autocannon.Request,
  context: FlowContext,
  path: string,
  body?: unknown,
  extra: Record<string, string> = {},
) => ({
  ...request,
  path,
  headers: {
    ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    authorization: `Bearer ${context.token}`,
    ...extra,
  },
  body: body === undefined ? undefined : JSON.stringify(body),
});

/**
 * The whole checkout as one autocannon sequence per connection: session, initiate, three saves,
 * the overview and the submit with a fresh Idempotency-Key. Figures are per request of the flow.
 */
export async function measureOrderFlow(label: string, baseUrl: string): Promise<Throughput[]> {
  const cart = { tariff: { id: await firstMobileTariff(oneServer(baseUrl)) }, options: [], promotions: [] };
  const requests: autocannon.Request[] = [
    {
      method: 'GET',
      path: '/api/auth/create-session',
      onResponse: (_status, body, context) => {
        (context as FlowContext).token = (JSON.parse(body) as TokenAnswer).token;
      },
    },
    {
      method: 'POST',
      setupRequest: (request, context) =>
        authorised(request, context, '/api/mobile/new-customer/new-contract/initiate-order', { cart }),
      onResponse: (_status, body, context) => {
        (context as FlowContext).orderId = (JSON.parse(body) as InitiatedOrderAnswer).temp_order_id;
      },
    },
    ...SAVES.map(([step, body]): autocannon.Request => ({
      method: 'POST',
      setupRequest: (request, context) =>
        authorised(request, context, `/api/mobile/order/${(context as FlowContext).orderId}/save/${step}`, body),
    })),
    {
      method: 'POST',
      setupRequest: (request, context) =>
        authorised(request, context, `/api/mobile/order/${(context as FlowContext).orderId}/submit`, undefined, {
          'idempotency-key': randomUUID(),
        }),
    },
  ];
  return [await hammer(`${label}, ${requests.length} Anfragen je Ablauf`, baseUrl, requests)];
}
