import { schemaNodeAt, type SchemaNode } from '../../src/domain/form-schema';
import { validationFailed } from '../errors';
import { AVAILABILITY_CHECK_SCHEMA } from '../forms/availability-check';
import { validateAgainst } from '../forms/validator';

/**
 * check-availability's body, `{ address }`, with the address node of the very schema the server
 * serves for AVAILABILITY_CHECK: the browser and the server refuse the same addresses.
 */
const SERVED_ADDRESS = schemaNodeAt(AVAILABILITY_CHECK_SCHEMA.validationSchema as SchemaNode, 'customer.address') as SchemaNode;

export const CHECK_BODY: SchemaNode = { type: 'object', required: ['address'], properties: { address: SERVED_ADDRESS } };

/** Blanks around a typed value are not part of it; the address book matches trimmed text anyway. */
function trimmedAddress(body: unknown): unknown {
  const address = (body as { address?: unknown } | null | undefined)?.address;
  if (typeof address !== 'object' || address === null || Array.isArray(address)) return body;
  const trimmed = Object.entries(address).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]);
  return { ...(body as object), address: Object.fromEntries(trimmed) };
}

/** Fastify validator for CHECK_BODY: the served schema's German texts at `address.<field>` (ValidationException). */
export function validateCheckBody(data: unknown): { value: unknown } | { error: Error } {
  const body = trimmedAddress(data);
  const fields = validateAgainst(CHECK_BODY, body);
  return Object.keys(fields).length ? { error: validationFailed(fields) } : { value: body };
}
