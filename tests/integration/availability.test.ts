import { schemaNodeAt } from '../../src/domain/form-schema';
import type { FormSchema } from '../../src/domain/form-schema';
import type { AvailabilityAnswer } from '../../src/domain/api-answers';
import type { ErrorAnswer } from '../support/answers';
import { DATABASE_TARGETS } from '../support/databases';
import { newSessionToken, startTestApp, type TestApp } from '../support/test-app';
import { readConfig } from '../../server/config';
import { latestAvailability } from '../../server/db/availability-results';
import { findSessionByToken } from '../../server/db/sessions';
import { LANDLINE_TARIFFS } from '../../server/catalogue/landline-seed';

const CHECK = '/api/landline/new-customer/new-contract/check-availability';
const SCHEMAS = '/api/landline/new-customer/new-contract/form-schemas';
const DAY_MS = 24 * 60 * 60 * 1000;

const idsIn = (category: string) =>
  LANDLINE_TARIFFS.filter((t) => t.category === category)
    .map((t) => t.concrete_product_id)
    .sort();
const HOME_IDS = idsIn('magentazuhause-tarife');
const FIBRE_IDS = idsIn('glasfaser-tarife');

const address = (street: string, house_no: string, zipcode: string, city: string, extra = {}) => ({
  street,
  house_no,
  zipcode,
  city,
  ...extra,
});

/** A small generated book keeps the tests quick; the curated addresses are always in it. */
const TEST_BOOK = { ...readConfig().availability, generatedAddresses: 3_000 };

describe.each(DATABASE_TARGETS)('availability check on $name', (target) => {
  let shop: TestApp;
  let token: string;

  beforeAll(async () => {
    shop = await startTestApp(target, { availability: TEST_BOOK });
    token = await newSessionToken(shop.app);
  });
  afterAll(() => shop.close());

  const check = (body: unknown, bearer: string | null = token) =>
    shop.app.inject({
      method: 'POST',
      url: CHECK,
      headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
      payload: body as Record<string, unknown>,
    });

  it('offers every home and fibre tariff on the FTTH line in Bonn and stores the result with the session', async () => {
    const response = await check({ address: address('Lindenallee', '12', '53113', 'Bonn') });
    expect(response.statusCode).toBe(200);
    const { availability } = response.json<AvailabilityAnswer>();
    expect(availability.max_bandwidth).toEqual([
      { technology: 'FTTH', download_kbps: 1_000_000, upload_kbps: 500_000 },
    ]);
    expect([...availability.products].sort()).toEqual([...HOME_IDS, ...FIBRE_IDS].sort());

    const session = await findSessionByToken(shop.db, token);
    const stored = await latestAvailability(shop.db, session!.id);
    expect(stored?.address).toMatchObject({ street: 'Lindenallee', house_no: '12', zipcode: '53113', city: 'Bonn' });
    expect([...(stored?.products ?? [])].sort()).toEqual([...HOME_IDS, ...FIBRE_IDS].sort());
  });

  it('offers home S–XL but no fibre on the VDSL 250 line in Berlin', async () => {
    const { availability } = (
      await check({ address: address('Kirchweg', '7', '10115', 'Berlin') })
    ).json<AvailabilityAnswer>();
    expect(availability.max_bandwidth).toEqual([{ technology: 'VDSL', download_kbps: 250_000, upload_kbps: 40_000 }]);
    expect([...availability.products].sort()).toEqual(HOME_IDS);
  });

  it('offers nothing on the ADSL 16 line in Leipzig', async () => {
    const response = await check({ address: address('Am Markt', '3', '04109', 'Leipzig') });
    expect(response.statusCode).toBe(200);
    expect(response.json<AvailabilityAnswer>().availability).toMatchObject({
      max_bandwidth: [{ technology: 'ADSL', download_kbps: 16_000, upload_kbps: 2_400 }],
      products: [],
    });
  });

  it.each([
    ['lower case and blanks', address('  lindenallee ', ' 12', '53113 ', ' bonn')],
    ['upper case', address('LINDENALLEE', '12', '53113', 'BONN')],
  ])('matches the known address written in %s', async (_label, variant) => {
    const { availability } = (await check({ address: variant })).json<AvailabilityAnswer>();
    expect(availability.address).toMatchObject({ street: 'Lindenallee', city: 'Bonn' });
    expect(availability.products.length).toBeGreaterThan(0);
  });

  it.each(['Hauptstr.', 'Hauptstr', 'Hauptstrasse', 'hauptstraße'])('treats "%s" as "Hauptstraße"', async (street) => {
    const response = await check({ address: address(street, '1', '53604', 'Bad Honnef', { district: 'Rhöndorf' }) });
    expect(response.json<AvailabilityAnswer>().availability.address).toMatchObject({
      street: 'Hauptstraße',
      district: 'Rhöndorf',
    });
    expect(response.json<AvailabilityAnswer>().availability.max_bandwidth[0].technology).toBe('FTTH');
  });

  it('offers the street meant by a typo, with no products', async () => {
    const { availability } = (
      await check({ address: address('Lindenalle', '12', '53113', 'Bonn') })
    ).json<AvailabilityAnswer>();
    expect(availability.corrections).toEqual({ street: ['Lindenallee'] });
    expect(availability.products).toEqual([]);
  });

  it('offers both districts for a door that lies in two of them', async () => {
    const { availability } = (
      await check({ address: address('Hauptstraße', '1', '53604', 'Bad Honnef') })
    ).json<AvailabilityAnswer>();
    expect(availability.corrections).toEqual({ district: ['Aegidienberg', 'Rhöndorf'] });
    expect(availability.products).toEqual([]);
  });

  it('answers an unknown address with AddressNotFoundException', async () => {
    const response = await check({ address: address('Nirgendwo', '1', '99999', 'Nirgendwo') });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      type: 'AddressNotFoundException',
      message: 'Die Adresse konnte nicht überprüft werden',
      request_id: response.headers['x-request-id'],
    });
  });

  it('refuses an address the served AVAILABILITY_CHECK schema refuses, with its own German texts', async () => {
    const refused = await check({ address: address('Lindenallee', '12a', 'abcde', 'Bonn') });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      request_id: refused.headers['x-request-id'],
      type: 'ValidationException',
      message: 'Bitte prüfen Sie Ihre Eingaben.',
      fields: {
        'address.house_no': 'Bitte geben Sie eine Hausnummer aus Ziffern ein.',
        'address.zipcode': 'Bitte geben Sie eine gültige Postleitzahl ein.',
      },
    });
    const missing = await check({ address: { street: 'Lindenallee', house_no: '12', city: 'Bonn' } });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json<ErrorAnswer>().fields ?? {})).toEqual(['address.zipcode']);
    const unknown = await check({ address: address('Lindenallee', '12', '53113', 'Bonn', { floor: '3' }) });
    expect(unknown.json<ErrorAnswer>().fields).toEqual({ 'address.floor': 'Dieses Feld ist nicht vorgesehen.' });
  });

  it('refuses a check without a token (401) and with an expired one (403)', async () => {
    const body = { address: address('Lindenallee', '12', '53113', 'Bonn') };
    expect((await check(body, null)).statusCode).toBe(401);
    const expiring = await newSessionToken(shop.app);
    shop.clock.now += DAY_MS + 1;
    try {
      const response = await check(body, expiring);
      expect(response.statusCode).toBe(403);
      expect(response.json<ErrorAnswer>().type).toBe('SessionExpiredException');
    } finally {
      shop.clock.now -= DAY_MS + 1;
    }
  });

  it('serves the AVAILABILITY_CHECK form schema with the address fields', async () => {
    const response = await shop.app.inject({
      method: 'POST',
      url: SCHEMAS,
      headers: { authorization: `Bearer ${token}` },
      payload: { scope: 'AVAILABILITY_CHECK' },
    });
    expect(response.statusCode).toBe(200);
    const schema = response.json<FormSchema>();
    expect(schema.definitionSchema.steps[0].elements.map((e: { label: string }) => e.label)).toEqual([
      // Postcode first: it narrows the street and house-number suggestions.
      'PLZ',
      'Ort',
      'Straße',
      'Hausnummer',
      'Zusatz',
      'Ortsteil',
    ]);
    expect(schemaNodeAt(schema.validationSchema, 'customer.address')?.required).toEqual([
      'street',
      'house_no',
      'zipcode',
      'city',
    ]);
  });

  it('finds generated addresses of the seeded book', async () => {
    const { rows } = await shop.db.query<{
      street: string;
      house_no: string;
      house_no_suffix: string;
      zipcode: string;
      city: string;
    }>(
      "SELECT street, house_no, house_no_suffix, zipcode, city FROM address_book WHERE district = '' ORDER BY id DESC LIMIT 1",
    );
    const { availability } = (await check({ address: rows[0] })).json<AvailabilityAnswer>();
    expect(availability.address).toMatchObject(rows[0]);
    const count = await shop.db.query<{ n: number }>('SELECT count(*)::int AS n FROM address_book');
    expect(count.rows[0].n).toBeGreaterThan(2_500);
  });
});

describe.each(DATABASE_TARGETS)('availability limits on $name', (target) => {
  it('answers 503 BackendUnavailableException with a German message when the backend is down', async () => {
    const shop = await startTestApp(target, { availability: { ...TEST_BOOK, backend: 'down' } });
    try {
      const response = await shop.app.inject({
        method: 'POST',
        url: CHECK,
        headers: { authorization: `Bearer ${await newSessionToken(shop.app)}` },
        payload: { address: address('Lindenallee', '12', '53113', 'Bonn') },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        request_id: response.headers['x-request-id'],
        type: 'BackendUnavailableException',
        message: 'Die Verfügbarkeitsprüfung ist zur Zeit nicht verfügbar. Bitte versuchen Sie es später erneut.',
      });
    } finally {
      await shop.close();
    }
  });

  it('answers 429 once the per-minute limit of checks is used up', async () => {
    const shop = await startTestApp(target, {
      availability: { ...TEST_BOOK, generatedAddresses: 10 },
      rateLimits: { ...readConfig().rateLimits, availabilityPerMinute: 2 },
    });
    try {
      const token = await newSessionToken(shop.app);
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const response = await shop.app.inject({
          method: 'POST',
          url: CHECK,
          headers: { authorization: `Bearer ${token}` },
          payload: { address: address('Kirchweg', '7', '10115', 'Berlin') },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await shop.close();
    }
  });
});
