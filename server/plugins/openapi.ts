import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';

/**
 * The OpenAPI 3.1 description, built by @fastify/swagger from the routes' own schemas (registered
 * before them: it collects routes as they are added). Served at GET /api/openapi.json.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Mobilfunk-Angebote-Shop API',
        version: '1',
        description: 'Errors answer { type, message, fields? } with German texts (API.md).',
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } } },
    },
  });
}

/** The description as JSON, beside the routes it describes. */
export function openApiRoute(api: FastifyInstance, root: FastifyInstance): void {
  api.get('/openapi.json', { schema: { description: 'This OpenAPI 3.1 description.' } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return root.swagger();
  });
}
