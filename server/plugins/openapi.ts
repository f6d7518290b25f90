import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { describe } from '../schemas/answers';

/** The operations' groups in the document, in the order a reader meets them. */
const TAGS: Record<string, string> = {
  Session: 'The anonymous session token every product call carries.',
  Catalogue: 'Tariffs, devices, bundles and page data: public and cacheable.',
  Availability: 'Landline: address suggestions and the availability check.',
  Order: 'The order flow: initiate, form schemas, step saves, submit, contract summary.',
  Declarations: 'Cancellations and withdrawals, filed without login.',
  Analytics: 'First-party page views and measurements after consent.',
  Operations: 'Health, this description and its page.',
};

/**
 * The OpenAPI 3.1 description, built by @fastify/swagger from the routes' own schemas (registered
 * before them: it collects routes as they are added). Served at GET /api/openapi.json.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    // Shared schemas (the ApiError every route answers) keep their own names under components.schemas.
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`),
    },
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Mobilfunk-Angebote-Shop API',
        version: '1',
        description:
          'The shop’s API under /api: JSON in and out, German texts. Every error answers with the ApiError schema ' +
          '(components.schemas.ApiError): { type, message, fields?, request_id? }.',
      },
      tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
  });
}

/** The description as JSON, beside the routes it describes. */
export function openApiRoute(api: FastifyInstance, root: FastifyInstance): void {
  const schema = describe(
    { operationId: 'getOpenApi', summary: 'This OpenAPI 3.1 description', tags: ['Operations'] },
    {
      200: Type.Object(
        { openapi: Type.String() },
        { additionalProperties: true, description: 'The OpenAPI document.' },
      ),
    },
  );
  api.get('/openapi.json', { schema }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return root.swagger();
  });
}
