import type { SuggestionsAnswer } from '../../src/domain/api-answers';
import { DATABASE_TARGETS } from '../support/databases';
import { startTestApp, type TestApp } from '../support/test-app';
import { readConfig } from '../../server/config';

const SUGGEST = '/api/landline/new-customer/new-contract/address-suggestions';
const TEST_BOOK = { ...readConfig().availability, generatedAddresses: 3_000 };

/** The answer to a query for one field. */
type Answer<Field extends SuggestionsAnswer['field']> = Extract<SuggestionsAnswer, { field: Field }>;

describe.each(DATABASE_TARGETS)('address suggestions on $name', (target) => {
  let shop: TestApp;

  beforeAll(async () => {
    shop = await startTestApp(target, {
      availability: TEST_BOOK,
      rateLimits: { ...readConfig().rateLimits, suggestionsPerMinute: 8 },
    });
  });
  afterAll(() => shop.close());

  const suggest = (query: Record<string, string>, ip = '10.0.0.1') =>
    shop.app.inject({ method: 'POST', url: SUGGEST, payload: query, remoteAddress: ip });

  it('names the towns of a postcode prefix, Bonn for 531 and the districts of Bad Honnef', async () => {
    const bonn = await suggest({ field: 'zipcode', zipcode: '531' });
    expect(bonn.statusCode).toBe(200);
    const places = bonn.json<Answer<'zipcode'>>().places;
    expect(places.length).toBeGreaterThan(0);
    expect(places.every((place) => place.zipcode.startsWith('531') && place.city === 'Bonn')).toBe(true);

    const honnef = (await suggest({ field: 'zipcode', zipcode: '53604' })).json<Answer<'zipcode'>>().places;
    expect(honnef).toEqual(
      expect.arrayContaining([
        { zipcode: '53604', city: 'Bad Honnef', district: 'Aegidienberg' },
        { zipcode: '53604', city: 'Bad Honnef', district: 'Rhöndorf' },
      ]),
    );
  });

  it('offers the streets of the postcode that start with the typed letters, whatever their case', async () => {
    const response = await suggest({ field: 'street', zipcode: '53113', street: 'li' }, '10.0.0.2');
    const streets = response.json<Answer<'street'>>().streets.map((s) => s.street);
    expect(streets).toContain('Lindenallee');
    expect(streets.every((street) => street.toLowerCase().startsWith('li'))).toBe(true);
  });

  it('offers the house numbers of a street in reading order, filtered by the typed digits', async () => {
    const all = (await suggest({ field: 'house_no', zipcode: '53113', street: 'Lindenallee' }, '10.0.0.3')).json<
      Answer<'house_no'>
    >().houses;
    expect(all).toContainEqual({ house_no: '12', house_no_suffix: '' });
    const numbers = all.map((house) => Number(house.house_no));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));

    const none = (
      await suggest({ field: 'house_no', zipcode: '53113', street: 'Lindenallee', house_no: '9' }, '10.0.0.3')
    ).json<Answer<'house_no'>>();
    expect(none.houses.every((house) => house.house_no.startsWith('9'))).toBe(true);
  });

  it('takes LIKE wildcards literally and refuses malformed queries', async () => {
    const wildcard = await suggest({ field: 'street', zipcode: '53113', street: '%%' }, '10.0.0.4');
    expect(wildcard.json<Answer<'street'>>().streets).toEqual([]);
    expect((await suggest({ field: 'zipcode', zipcode: '5a' }, '10.0.0.4')).statusCode).toBe(400);
    expect((await suggest({ field: 'city', zipcode: '53113' }, '10.0.0.4')).statusCode).toBe(400);
  });

  it('has its own rate limit per client address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 9; i += 1)
      statuses.push((await suggest({ field: 'zipcode', zipcode: '10' }, '10.0.0.9')).statusCode);
    expect(statuses.slice(0, 8).every((status) => status === 200)).toBe(true);
    expect(statuses[8]).toBe(429);
    expect((await suggest({ field: 'zipcode', zipcode: '10' }, '10.0.0.10')).statusCode).toBe(200);
  });
});
