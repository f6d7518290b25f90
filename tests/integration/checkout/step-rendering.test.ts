import { expect } from '@jest/globals';
import Fastify, { type FastifyInstance } from 'fastify';
import type { RenderPage } from '../../../src/domain/server-render';
import type { RootState } from '../../../src/state/store-types';
import { checkoutStepState } from '../../../src/app/checkout-step-state';
import { CHECKOUT_ORDER_COOKIE } from '../../../src/domain/checkout-order-cookie';
import { createCheckoutPageRenderer } from '../../../server/render/page-renderer';
import { checkoutSessionOf, sendCheckoutPage } from '../../../server/render/send-page';
import { DATABASE_TARGETS } from '../../support/databases';
import { startOrderTestApp, type OrderTestApp } from '../../support/order-test-app';
import { mobileOrder, save, VALID_PERSONAL_DATA } from './helpers';

const TEMPLATE =
  '<!doctype html><html><head><title>Shop</title><meta name="description" content="x" /></head>' +
  '<body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>';

/**
 * Stands in for the app's server bundle (its React pages need the client build): renders the step
 * from the state the real `checkoutStepState` reads, as the page's heading and its fields' labels.
 */
const render: RenderPage = async ({ url, getJson, checkoutOrder }) => {
  const state = checkoutOrder ? await checkoutStepState(url, checkoutOrder, getJson) : undefined;
  if (!state) return null;
  const schema = Object.values((state.form as RootState['form']).schemas)[0];
  const labels = schema.definitionSchema.steps[0].elements.map((element) => `<label>${element.label}</label>`);
  return {
    status: 200,
    html: `<h1 id="checkout-step-title">${schema.definitionSchema.steps[0].title}</h1>${labels.join('')}`,
    state: { store: state },
    title: 'Kasse',
    description: 'Bestellung',
    pages: [],
  };
};

describe.each(DATABASE_TARGETS)('a reloaded checkout step rendered on the server ($name)', (target) => {
  let t: OrderTestApp;
  let site: FastifyInstance;

  beforeAll(async () => {
    t = await startOrderTestApp(target);
    const renderStep = createCheckoutPageRenderer(render, TEMPLATE, t.app);
    // As server/plugins/serve-app.ts: the tab's order rendered for its session, else the shell.
    site = Fastify({ logger: false });
    site.get('/*', async (request, reply) => {
      const session = checkoutSessionOf(request.url.split('?')[0], request.headers.cookie);
      if (session && (await sendCheckoutPage(request, reply, renderStep, session))) return reply;
      return reply.header('Cache-Control', 'no-cache').send('shell');
    });
    await site.ready();
  });
  afterAll(async () => {
    await site.close();
    await t.close();
  });

  const get = (url: string, cookie?: string) =>
    site.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
  const cookiesOf = (token: string, orderId: string, line = 'mobile') =>
    `token=${token}; ${CHECKOUT_ORDER_COOKIE}=${line}.${orderId}; cookie_consent_status=necessary`;

  it('renders step 1 of the order the cookies name, read with the session’s token, for that session only', async () => {
    const { token, orderId } = await mobileOrder(t.app);
    const page = await get('/checkout', cookiesOf(token, orderId));
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1 id="checkout-step-title">Persönliche Daten</h1>');
    expect(page.body).toContain('<label>Vorname</label>');
    // The state the browser hydrates from names the order and holds its status and the step's schema.
    const state = JSON.parse(/id="prerender-state">(.*?)<\/script>/s.exec(page.body)![1]) as { store: RootState };
    expect(state.store.order).toMatchObject({ tempOrderId: orderId, line: 'mobile' });
    expect(state.store.order.status?.steps).toEqual(['PERSONAL_DATA', 'PAYMENT', 'IDENTIFICATION']);
    // One session's order: no cache may keep it.
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers.vary).toContain('Cookie');
  });

  it('leaves the step to the browser for another session, an order without a token, or a made-up order', async () => {
    const { token, orderId } = await mobileOrder(t.app);
    const { token: otherSession } = await mobileOrder(t.app);
    expect((await get('/checkout', cookiesOf(otherSession, orderId))).body).toBe('shell');
    expect((await get('/checkout', `${CHECKOUT_ORDER_COOKIE}=mobile.${orderId}`)).body).toBe('shell');
    expect((await get('/checkout', cookiesOf(token, '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f'))).body).toBe('shell');
    expect((await get('/checkout', cookiesOf(token, '../auth/create-session'))).body).toBe('shell');
    // The order's line is part of its address: the other line's reads do not find it.
    expect((await get('/checkout', cookiesOf(token, orderId, 'landline'))).body).toBe('shell');
    // The same cookies do render it.
    expect((await get('/checkout', cookiesOf(token, orderId))).body).toContain('Persönliche Daten');
  });

  it('renders a later step only once the checkout guard lets the shopper there', async () => {
    const { token, orderId } = await mobileOrder(t.app);
    const cookie = cookiesOf(token, orderId);
    // Payment before the personal data are saved: the browser's guard sends the shopper back.
    expect((await get('/checkout/zahlung', cookie)).body).toBe('shell');
    expect((await save(t.app, token, orderId, 'PERSONAL_DATA', VALID_PERSONAL_DATA)).statusCode).toBe(200);
    const payment = await get('/checkout/zahlung', cookie);
    expect(payment.body).toContain('<h1 id="checkout-step-title">Zahlung</h1>');
    // The overview and the confirmation stay pages of the browser.
    expect((await get('/checkout/overview', cookie)).body).toBe('shell');
  });
});
