import { expect } from '@jest/globals';
import { schemaNodeAt } from '../../../src/domain/form-schema';
import type { ErrorAnswer } from '../../support/answers';
import type { FormSchema } from '../../../src/domain/form-schema';
import type { InitiatedOrderAnswer, OrderStatusAnswer } from '../../../src/domain/api-answers';
import { DATABASE_TARGETS } from '../../support/databases';
import { startOrderTestApp, type OrderTestApp } from '../../support/order-test-app';
import { FIXTURE } from '../../support/order-fixture';
import { newSessionToken } from '../../support/test-app';
import {
  auth,
  completeMobileOrder,
  ids,
  initiate,
  mobileOrder,
  save,
  sessionIdOf,
  VALID_CONSENTS,
  VALID_IDENTIFICATION,
  VALID_PAYMENT,
  VALID_PERSONAL_DATA,
} from './helpers';

const withCustomer = (changes: Record<string, unknown>) => ({
  customer: { ...VALID_PERSONAL_DATA.customer, ...changes },
});

describe.each(DATABASE_TARGETS)('order forms on $name (clock: 15.01.2026)', (target) => {
  let t: OrderTestApp;
  beforeAll(async () => {
    t = await startOrderTestApp(target);
  });
  afterAll(() => t.close());

  it('serves each step’s definition and validation schema, with the spec’s field values', async () => {
    const { token, orderId } = await mobileOrder(t.app);
    const response = await t.app.inject({
      url: `/api/mobile/order/${orderId}/form-schemas/PERSONAL_DATA`,
      headers: auth(token),
    });
    const { definitionSchema, validationSchema } = response.json<FormSchema>();
    const salutation = definitionSchema.steps[0].elements.find((e: { name: string }) => e.name === 'salutation');
    expect(salutation).toMatchObject({ label: 'Anrede', dataset: 'customer', component: 'select' });
    expect(salutation?.options?.map((o) => o.value)).toEqual(['Herr', 'Frau', 'Firma']);
    expect(schemaNodeAt(validationSchema, 'customer.title')?.enum).toEqual(['Dr.', 'Prof.', 'Dr. Prof.', 'Prof. Dr.']);
    expect(schemaNodeAt(validationSchema, 'customer.address.zipcode')?.pattern).toBe('^[0-9]{5}$');
    for (const step of ['PAYMENT', 'IDENTIFICATION', 'CONSENTS']) {
      const schema = await t.app.inject({
        url: `/api/mobile/order/${orderId}/form-schemas/${step}`,
        headers: auth(token),
      });
      expect(schema.json<FormSchema>().definitionSchema.steps[0].id).toBe(step);
    }
    const landlineOnly = await t.app.inject({
      url: `/api/mobile/order/${orderId}/form-schemas/AVAILABILITY`,
      headers: auth(token),
    });
    expect(landlineOnly.statusCode).toBe(404);
  });

  it('saves valid steps and reports them completed', async () => {
    const { token, orderId } = await mobileOrder(t.app);
    expect((await save(t.app, token, orderId, 'PERSONAL_DATA', VALID_PERSONAL_DATA)).statusCode).toBe(200);
    expect((await save(t.app, token, orderId, 'PAYMENT', VALID_PAYMENT)).statusCode).toBe(200);
    const status = await t.app.inject({ url: `/api/mobile/order/${orderId}`, headers: auth(token) });
    expect(status.json<OrderStatusAnswer>().completed_steps).toEqual(['PAYMENT', 'PERSONAL_DATA'].sort());
  });

  it('answers 400 ValidationException with German messages by dotted path', async () => {
    const { token, orderId } = await mobileOrder(t.app);
    const personal = await save(t.app, token, orderId, 'PERSONAL_DATA', {
      customer: {
        ...VALID_PERSONAL_DATA.customer,
        salutation: 'Herrn',
        email: 'erika@',
        phone: '0170-123',
        first_name: '',
        address: { ...VALID_PERSONAL_DATA.customer.address, zipcode: '5311' },
        payback: '3083420000000001',
      },
    });
    expect(personal.statusCode).toBe(400);
    expect(personal.json()).toEqual({
      request_id: personal.headers['x-request-id'],
      type: 'ValidationException',
      message: expect.any(String),
      fields: {
        'customer.salutation': 'Bitte wählen Sie einen Eintrag aus.',
        'customer.first_name': 'Dieses Feld ist erforderlich',
        'customer.email': 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
        'customer.phone': 'Bitte geben Sie Ihre Telefonnummer nur mit Ziffern ein (6 bis 15).',
        'customer.address.zipcode': 'Bitte geben Sie eine gültige Postleitzahl ein.',
        'customer.payback': 'Bitte geben Sie eine gültige PAYBACK-Kartennummer ein (16 Ziffern, beginnt mit 308342).',
      },
    });
    const payment = await save(t.app, token, orderId, 'PAYMENT', {
      payment: { account_holder: 'Erika Mustermann', iban: 'DE89 3704 0044 0532 0130 01' },
    });
    expect(payment.json<ErrorAnswer>().fields).toEqual({
      'payment.iban': 'Bitte geben Sie eine gültige IBAN ein.',
      'payment.sepa_mandate': 'Bitte erteilen Sie das SEPA-Lastschriftmandat.',
    });
    const expired = await save(t.app, token, orderId, 'IDENTIFICATION', {
      identification: { ...VALID_IDENTIFICATION.identification, valid_until: '2025-12-31' },
    });
    expect(expired.json<ErrorAnswer>().fields).toEqual({
      'identification.valid_until': 'Das Ausweisdokument ist abgelaufen.',
    });
  });

  it('accepts a valid PAYBACK number and refuses minors', async () => {
    const { token, orderId } = await mobileOrder(t.app);
    expect(
      (await save(t.app, token, orderId, 'PERSONAL_DATA', withCustomer({ payback: '3083420000000004' }))).statusCode,
    ).toBe(200);
    const minor = await save(t.app, token, orderId, 'PERSONAL_DATA', withCustomer({ birth_date: '2008-01-16' }));
    expect(minor.json<ErrorAnswer>().fields).toEqual({
      'customer.birth_date': 'Sie müssen mindestens 18 Jahre alt sein.',
    });
  });

  it.each([
    ['18th birthday today', '2008-01-15', 200],
    ['one day short of 18', '2008-01-16', 400],
    ['27 years and 364 days', '1998-01-16', 200],
    ['28th birthday today', '1998-01-15', 400],
  ])('Young tariff: %s → %i', async (_name, birthDate, status) => {
    const { token, orderId } = await mobileOrder(t.app, FIXTURE.youngM);
    const response = await save(t.app, token, orderId, 'PERSONAL_DATA', withCustomer({ birth_date: birthDate }));
    expect(response.statusCode).toBe(status);
    if (status === 400)
      expect(response.json<ErrorAnswer>().fields?.['customer.birth_date']).toMatch(/Young-Tarife|mindestens 18 Jahre/);
  });

  it('requires the ID check for prepaid', async () => {
    const { token, orderId } = await mobileOrder(t.app, FIXTURE.prepaidM);
    const refused = await save(t.app, token, orderId, 'IDENTIFICATION', VALID_IDENTIFICATION);
    expect(refused.json<ErrorAnswer>().fields).toEqual({
      'identification.id_check_accepted': 'Für Prepaid-Karten ist eine Identitätsprüfung vorgeschrieben.',
    });
    const accepted = await save(t.app, token, orderId, 'IDENTIFICATION', {
      identification: { ...VALID_IDENTIFICATION.identification, id_check_accepted: true },
    });
    expect(accepted.statusCode).toBe(200);
  });

  it('books streaming options only with a German residence', async () => {
    const token = await newSessionToken(t.app);
    const cart = { tariff: { id: FIXTURE.mobileM }, options: ids(FIXTURE.streaming), promotions: [] };
    const orderId = (await initiate(t.app, token, cart)).json<InitiatedOrderAnswer>().temp_order_id as string;
    const abroad = await save(t.app, token, orderId, 'PERSONAL_DATA', withCustomer({ residence_country: 'AT' }));
    expect(abroad.json<ErrorAnswer>().fields).toEqual({
      'customer.residence_country': 'StreamOn setzt einen Wohnsitz in Deutschland voraus.',
    });
    expect((await save(t.app, token, orderId, 'PERSONAL_DATA', VALID_PERSONAL_DATA)).statusCode).toBe(200);
  });

  it('asks for the number to port on a provider change', async () => {
    const token = await newSessionToken(t.app);
    const cart = { tariff: { id: FIXTURE.mobileM }, options: [], promotions: [] };
    const orderId = (
      await initiate(t.app, token, cart, 'mobile/new-customer/provider-change')
    ).json<InitiatedOrderAnswer>().temp_order_id as string;
    const response = await save(t.app, token, orderId, 'PERSONAL_DATA', VALID_PERSONAL_DATA);
    expect(response.json<ErrorAnswer>().fields).toEqual({
      'provider_change.current_provider': 'Dieses Feld ist erforderlich',
      'provider_change.ported_number': 'Dieses Feld ist erforderlich',
    });
  });

  it('asks a landline order for the homes in the building as a whole number', async () => {
    const token = await newSessionToken(t.app);
    t.availability.set(await sessionIdOf(t.db, token), [FIXTURE.homeM]);
    const cart = { tariff: { id: FIXTURE.homeM }, options: [], promotions: [], hardware: ids(FIXTURE.router) };
    const orderId = (
      await initiate(t.app, token, cart, 'landline/new-customer/new-contract')
    ).json<InitiatedOrderAnswer>().temp_order_id as string;
    const schema = (
      await t.app.inject({ url: `/api/landline/order/${orderId}/form-schemas/PERSONAL_DATA`, headers: auth(token) })
    ).json<FormSchema>();
    expect(schemaNodeAt(schema.validationSchema, 'connection.residential_units')?.type).toBe('integer');
    const units = (value: unknown) =>
      save(
        t.app,
        token,
        orderId,
        'PERSONAL_DATA',
        { ...VALID_PERSONAL_DATA, connection: { residential_units: value } },
        'landline',
      );
    expect((await units('drei')).json<ErrorAnswer>().fields).toEqual({
      'connection.residential_units': 'Bitte geben Sie die Anzahl als ganze Zahl ein.',
    });
    expect((await units(2.5)).json<ErrorAnswer>().fields).toEqual({
      'connection.residential_units': 'Bitte geben Sie die Anzahl als ganze Zahl ein.',
    });
    expect((await units(0)).json<ErrorAnswer>().fields).toEqual({
      'connection.residential_units': 'Bitte geben Sie mindestens 1 ein.',
    });
    expect((await units(6)).statusCode).toBe(200);
    expect((await save(t.app, token, orderId, 'PERSONAL_DATA', VALID_PERSONAL_DATA, 'landline')).statusCode).toBe(200);
    const { orderId: mobileOrderId, token: mobileToken } = await mobileOrder(t.app);
    const mobile = (
      await t.app.inject({
        url: `/api/mobile/order/${mobileOrderId}/form-schemas/PERSONAL_DATA`,
        headers: auth(mobileToken),
      })
    ).json<FormSchema>();
    expect(mobile.validationSchema.properties).toBeDefined();
    expect(schemaNodeAt(mobile.validationSchema, 'connection')).toBeUndefined();
  });

  it('takes the contact channels for offers as a list of known channels', async () => {
    const { token, orderId } = await completeMobileOrder(t.app);
    const channels = (value: unknown) =>
      save(t.app, token, orderId, 'ORDER_OVERVIEW', {
        consents: { ...VALID_CONSENTS.consents, marketing_channels: value },
      });
    expect((await channels('EMAIL')).json<ErrorAnswer>().fields).toEqual({
      'consents.marketing_channels': 'Bitte wählen Sie die Kontaktwege aus der Liste.',
    });
    // Spec §5: an empty list counts as no answer (it is stripped before saving), so it is valid.
    expect((await channels([])).statusCode).toBe(200);
    expect((await channels(['EMAIL', 'FAX'])).json<ErrorAnswer>().fields).toEqual({
      'consents.marketing_channels': 'Bitte wählen Sie die Kontaktwege aus der Liste.',
    });
    expect((await channels(['EMAIL', 'SMS', 'PHONE', 'SMS'])).json<ErrorAnswer>().fields).toEqual({
      'consents.marketing_channels': 'Bitte wählen Sie höchstens 3 Kontaktwege.',
    });
    expect((await channels(['EMAIL', 'SMS'])).statusCode).toBe(200);
  });

  it('refuses a step the order does not have and the orders of other sessions', async () => {
    const { token, orderId } = await mobileOrder(t.app);
    expect((await save(t.app, token, orderId, 'AVAILABILITY', {})).statusCode).toBe(404);
    const stranger = await newSessionToken(t.app);
    for (const url of [`/api/mobile/order/${orderId}`, `/api/mobile/order/${orderId}/form-schemas/PAYMENT`]) {
      const response = await t.app.inject({ url, headers: auth(stranger) });
      expect(response.statusCode).toBe(404);
      expect(response.json<ErrorAnswer>().type).toBe('NotFoundException');
    }
    expect((await save(t.app, stranger, orderId, 'PAYMENT', VALID_PAYMENT)).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/mobile/order/not-a-uuid', headers: auth(token) })).statusCode).toBe(404);
  });
});
