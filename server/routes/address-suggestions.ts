import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Suggestions as SuggestionAnswer } from '../../src/domain/address-suggestions';
import type { Database } from '../db/client';
import { housesByPrefix, placesByZipcode, streetsByPrefix } from '../db/address-suggestions';
import { StringEnum } from '../../src/domain/schemas/string-enum';
import { describe } from '../schemas/answers';
import { Suggestions } from '../../src/domain/schemas/address-suggestions';

const SuggestionBody = Type.Object(
  {
    field: StringEnum(['zipcode', 'street', 'house_no'] as const),
    zipcode: Type.String({ pattern: '^[0-9]{1,5}$' }),
    street: Type.Optional(Type.String({ minLength: 2, maxLength: 80 })),
    house_no: Type.Optional(Type.String({ maxLength: 10 })),
  },
  { additionalProperties: false },
);

interface Options {
  db: Database;
  perMinute: number;
  /** Resolves once the address book is seeded. */
  bookReady: () => Promise<unknown>;
}

/**
 * POST …/address-suggestions: postcode → places, then the postcode's streets, then a street's house
 * numbers, each a prefix search on an index (migration 023). No session needed; own rate limit.
 * A POST body, not a query string: the typed address stays out of request logs.
 */
export function addressSuggestionRoute(app: FastifyInstance, path: string, { db, perMinute, bookReady }: Options) {
  app.withTypeProvider<TypeBoxTypeProvider>().post(
    path,
    {
      schema: {
        body: SuggestionBody,
        ...describe(
          {
            operationId: 'suggestAddresses',
            summary: 'Suggest places, streets or house numbers while an address is typed',
            tags: ['Availability'],
          },
          { 200: Suggestions },
          413,
          429,
        ),
      },
      config: { rateLimit: { max: perMinute, timeWindow: '1 minute' } },
    },
    async (request, reply): Promise<SuggestionAnswer> => {
      await bookReady();
      reply.header('Cache-Control', 'no-store');
      const { field, zipcode, street = '', house_no = '' } = request.body;
      if (field === 'zipcode') return { field, places: await placesByZipcode(db, zipcode) };
      if (field === 'street')
        return { field, streets: zipcode.length === 5 ? await streetsByPrefix(db, zipcode, street) : [] };
      return {
        field,
        houses: zipcode.length === 5 && street ? await housesByPrefix(db, zipcode, street, house_no) : [],
      };
    },
  );
}
