import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import ajvErrors from 'ajv-errors';
import addFormats from 'ajv-formats';
import { isIban, isPaybackCardNumber } from '../../src/domain/validation/checksums';
import { isoDateNumber } from '../../src/domain/validation/dates';
import { schemaNodeAt, type SchemaNode } from '../../src/domain/form-schema';
import { REQUIRED_MESSAGE } from '../../src/domain/validation/messages';
import { UNKNOWN_FIELD_MESSAGE } from '../errors';

/** The same keywords and formats the browser maps to its rules (spec §5), so both agree. */
function createAjv(): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: false, $data: false });
  addFormats(ajv, ['email', 'date']);
  ajvErrors(ajv);
  ajv.addFormat('iban', { type: 'string', validate: isIban });
  ajv.addFormat('payback', { type: 'string', validate: isPaybackCardNumber });
  const dateBound = (keyword: 'dateMinimum' | 'dateMaximum', accept: (date: number, bound: number) => boolean) =>
    ajv.addKeyword({
      keyword,
      type: 'string',
      schemaType: 'string',
      validate: (bound: string, value: string) => {
        if (value === '') return true;
        const date = isoDateNumber(value);
        const limit = isoDateNumber(bound);
        return date !== null && limit !== null && accept(date, limit);
      },
      error: { message: `${keyword} failed` },
    });
  dateBound('dateMinimum', (date, bound) => date >= bound);
  dateBound('dateMaximum', (date, bound) => date <= bound);
  return ajv;
}

let ajv: Ajv | undefined;
/** Made with the first form checked: building it (formats, ajv-errors, the date keywords) would lengthen every start. */
const formsAjv = () => (ajv ??= createAjv());
/** Schemas change with the day (age bounds) and the order, so they are compiled on demand. */
const compiled = new Map<string, ValidateFunction>();
const MAX_CACHED = 200;

/** The served schema, closed at every object: a property no field declares is refused, never stored. */
export function closed(node: SchemaNode): SchemaNode {
  if (node.type !== 'object') return node;
  const properties = Object.fromEntries(
    Object.entries(node.properties ?? {}).map(([key, child]) => [key, closed(child)]),
  );
  return { ...node, properties, additionalProperties: false };
}

function validatorFor(schema: SchemaNode): ValidateFunction {
  const cacheKey = JSON.stringify(schema);
  let validate = compiled.get(cacheKey);
  if (!validate) {
    validate = formsAjv().compile(closed(schema));
    if (compiled.size >= MAX_CACHED) compiled.clear();
    compiled.set(cacheKey, validate);
  }
  return validate;
}

/** A dotted field path; an error about one entry of a list (`…/3`) belongs to the list's field. */
const dotted = (instancePath: string) =>
  instancePath
    .replace(/^\//, '')
    .split('/')
    .filter((segment) => !/^\d+$/.test(segment))
    .join('.');
const join = (...parts: string[]) => parts.filter(Boolean).join('.');

/** The dotted field path an Ajv error is about, and the German text to show there. */
function fieldError(error: ErrorObject): [string, string] {
  if (error.keyword === 'errorMessage') {
    const original = (error.params as { errors: ErrorObject[] }).errors[0];
    const missing =
      original?.keyword === 'required' ? (original.params as { missingProperty: string }).missingProperty : '';
    return [join(dotted(error.instancePath), missing), error.message ?? REQUIRED_MESSAGE];
  }
  if (error.keyword === 'additionalProperties') {
    return [
      join(dotted(error.instancePath), (error.params as { additionalProperty: string }).additionalProperty),
      UNKNOWN_FIELD_MESSAGE,
    ];
  }
  if (error.keyword === 'required') {
    return [
      join(dotted(error.instancePath), (error.params as { missingProperty: string }).missingProperty),
      REQUIRED_MESSAGE,
    ];
  }
  return [dotted(error.instancePath) || 'body', 'Bitte prüfen Sie Ihre Eingabe.'];
}

/** A missing object is reported at the fields it requires, where the form can show it. */
function missingFields(schema: SchemaNode, path: string): [string, string][] {
  const node = schemaNodeAt(schema, path);
  if (node?.type !== 'object') return [[path, node?.errorMessage?.required ?? REQUIRED_MESSAGE]];
  return (node.required ?? []).flatMap((name) => missingFields(schema, join(path, name)));
}

/**
 * A route's body schema that carries the served form's keywords (errorMessage, the date bounds,
 * the shop's formats) is compiled here rather than by Fastify's own Ajv, which knows none of them;
 * with the route's first request rather than at start. Fastify reads a refusal from `errors`.
 */
export const servedSchemaCompiler = ({ schema }: { schema: unknown }) => {
  let compiled: ValidateFunction | undefined;
  const validate = (data: unknown): boolean => {
    compiled ??= validatorFor(schema as SchemaNode);
    const valid = compiled(data);
    validate.errors = compiled.errors;
    return valid;
  };
  validate.errors = undefined as ValidateFunction['errors'];
  return validate;
};

/** Ajv's errors against a schema as German field texts by dotted path (first message per field). */
export function fieldErrorsOf(schema: SchemaNode, errors: readonly ErrorObject[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const error of errors) {
    const [path, message] = fieldError(error);
    // A missing field speaks with its own errorMessage.required, as in the browser (messages.ts).
    const found: [string, string][] = message === REQUIRED_MESSAGE ? missingFields(schema, path) : [[path, message]];
    for (const [field, text] of found) fields[field] ??= text;
  }
  return fields;
}

/** Field errors by dotted path (first message per field), empty when the data is valid. */
export function validateAgainst(schema: SchemaNode, data: unknown): Record<string, string> {
  const validate = validatorFor(schema);
  return validate(data) ? {} : fieldErrorsOf(schema, validate.errors ?? []);
}
