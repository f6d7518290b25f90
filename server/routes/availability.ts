import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync, preValidationAsyncHookHandler } from 'fastify';
import type { Address } from '../../src/domain/address';
import { bookableProductIds } from '../../src/domain/bookability';
import { LANDLINE_TARIFF_CATEGORIES } from '../../src/domain/categories';
import type { AppDeps } from '../deps';
import { malformedRequest } from '../errors';
import { BEARER_AUTH } from '../http-schemas';
import { requireSession } from '../plugins/session-auth';
import { databaseBackend, downBackend } from '../availability/backend';
import { ensureAddressBook } from '../availability/seed-address-book';
import { saveAvailability } from '../db/availability-results';
import { AVAILABILITY_CHECK_BODY, AVAILABILITY_CHECK_SCHEMA } from '../forms/availability-check';
import { servedSchemaCompiler } from '../forms/validator';
import { describe } from '../schemas/answers';
import { FormSchema } from '../../src/domain/schemas/orders';
import { Availability } from '../../src/domain/schemas/availability';
import { addressSuggestionRoute } from './address-suggestions';

const BASE = '/landline/new-customer/new-contract';

/** Blanks around a typed value are not part of it; the address book matches trimmed text anyway. */
const trimAddress: preValidationAsyncHookHandler = async (request) => {
  const body: unknown = request.body;
  const address = typeof body === 'object' && body !== null && 'address' in body ? body.address : undefined;
  if (typeof address !== 'object' || address === null || Array.isArray(address)) return;
  for (const [key, value] of Object.entries(address))
    if (typeof value === 'string') Reflect.set(address, key, value.trim());
};

export const availabilityRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, config, now, catalogue }) => {
  const auth = requireSession(db, now);
  const settings = config.availability;
  // Seeded on the first check if main.ts has not done it yet; a second call is one cheap query.
  let seeding: Promise<unknown> | undefined;
  const bookReady = () =>
    (seeding ??= ensureAddressBook(db, { seed: settings.addressBookSeed, generated: settings.generatedAddresses }));
  const database = databaseBackend(db);
  const backend =
    settings.backend === 'down'
      ? downBackend
      : {
          lookup: async (address: Address) => {
            await bookReady();
            return database.lookup(address);
          },
        };
  const landlineTariffs = LANDLINE_TARIFF_CATEGORIES.flatMap((category) => catalogue.tariffsIn(category) ?? []);

  addressSuggestionRoute(app, `${BASE}/address-suggestions`, {
    db,
    perMinute: config.rateLimits.suggestionsPerMinute,
    bookReady,
  });

  // Any scope value reaches the handler, whose refusal names the unknown scope (MalformedRequestException).
  const scopeBody = Type.Object({ scope: Type.Optional(Type.Unknown()) }, { additionalProperties: false });
  const formSchema = describe(
    { operationId: 'getAvailabilityFormSchema', summary: 'The form of the availability check', tags: ['Availability'] },
    { 200: FormSchema },
    401,
    403,
    413,
  );
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .post(
      `${BASE}/form-schemas`,
      { preHandler: auth, schema: { body: scopeBody, security: BEARER_AUTH, ...formSchema } },
      async (request, reply) => {
        if (request.body.scope !== 'AVAILABILITY_CHECK') throw malformedRequest('Unbekannter Formularbereich.');
        reply.header('Cache-Control', 'no-store');
        return AVAILABILITY_CHECK_SCHEMA;
      },
    );

  app.post<{ Body: { address: Address } }>(
    `${BASE}/check-availability`,
    {
      preHandler: auth,
      schema: {
        body: AVAILABILITY_CHECK_BODY,
        security: BEARER_AUTH,
        ...describe(
          {
            operationId: 'checkAvailability',
            summary: 'Check which landline tariffs are bookable at an address',
            tags: ['Availability'],
          },
          { 200: Availability },
          401,
          403,
          404,
          413,
          429,
          503,
        ),
      },
      // The served form's keywords (errorMessage) need the forms' Ajv; the refusal is mapped in the error handler.
      validatorCompiler: servedSchemaCompiler,
      preValidation: trimAddress,
      config: { rateLimit: { max: config.rateLimits.availabilityPerMinute, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const result = await backend.lookup(request.body.address);
      if (result.kind === 'correction') {
        return {
          availability: {
            address: request.body.address,
            max_bandwidth: [],
            products: [],
            corrections: result.corrections,
          },
        };
      }
      const availability = {
        address: result.address,
        max_bandwidth: result.max_bandwidth,
        products: bookableProductIds(landlineTariffs, result.max_bandwidth),
      };
      await saveAvailability(db, request.shopSession!.id, availability, now());
      return { availability };
    },
  );
};
