import { Type } from '@sinclair/typebox';

/**
 * The one UUID pattern of the API (order and declaration ids, Idempotency-Key), in any case as
 * clients write it. A pattern rather than format 'uuid', which would also let `urn:uuid:…` through.
 */
export const UUID_PATTERN = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';

export const Uuid = Type.String({ pattern: UUID_PATTERN });

/** API.md: order writes accept an Idempotency-Key (required on submit). Header names arrive in lower case. */
export const idempotencyHeaders = (required: boolean) =>
  Type.Object({
    'idempotency-key': required
      ? Type.String({ ...Uuid, description: 'Required: the same key replays the first answer for 24 hours.' })
      : Type.Optional(
          Type.String({ ...Uuid, description: 'Optional: the same key replays the first answer for 24 hours.' }),
        ),
  });

/** Routes that take no body accept none, `null` or `{}`; a property is refused like an unknown property anywhere. */
export const NoBody = Type.Union([Type.Null(), Type.Object({}, { additionalProperties: false })]);

/** OpenAPI: the routes behind a session token (Authorization: Bearer …), see components.securitySchemes. */
export const BEARER_AUTH = [{ bearerAuth: [] }];
