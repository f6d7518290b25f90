import type { FastifyInstance } from 'fastify';
import secureJson from 'secure-json-parse';
import { malformedRequest, validationFailed } from '../errors';

/** No form of the shop nests deeper than a handful of levels; thousands used to overflow the stack. */
export const MAX_JSON_DEPTH = 16;

const INVALID_CHARACTERS = 'Dieser Wert enthält unzulässige Zeichen.';

/**
 * The deepest nesting of arrays and objects in JSON text, counted on the text itself so that
 * nothing recursive ever sees a deeper document. Brackets inside strings do not count.
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === '}' || char === ']') depth -= 1;
  }
  return false;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** NUL cannot be stored in PostgreSQL text; a lone surrogate is no character at all. */
const isStorableText = (value: string) => !value.includes('\u0000') && !LONE_SURROGATE.test(value);

/** Dotted paths of every key or text value that cannot be stored (bounded depth, see above). */
export function unstorableTextPaths(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return isStorableText(value) ? [] : [path || 'body'];
  if (Array.isArray(value)) return value.flatMap((entry) => unstorableTextPaths(entry, path));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, entry]) => {
      const at = path ? `${path}.${key}` : key;
      return isStorableText(key) ? unstorableTextPaths(entry, at) : [at.replace(/[^\x20-\x7e]/g, '?')];
    });
  }
  return [];
}

/** Parses a JSON body as Fastify would (prototype poisoning refused), after the depth check; refuses unstorable text. */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') throw malformedRequest('Der Inhalt der Anfrage ist kein gültiges JSON.');
  if (jsonDepthExceeds(text, MAX_JSON_DEPTH))
    throw malformedRequest('Der Inhalt der Anfrage ist zu tief verschachtelt.');
  let body: unknown;
  try {
    body = secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' });
  } catch {
    throw malformedRequest('Der Inhalt der Anfrage ist kein gültiges JSON.');
  }
  const bad = unstorableTextPaths(body);
  if (bad.length) throw validationFailed(Object.fromEntries(bad.map((path) => [path, INVALID_CHARACTERS])));
  return body;
}

/**
 * Replaces Fastify's JSON parser and drops its text/plain one: every body the API takes is JSON, and
 * a text body reached the schema as a string, answered with field errors instead of the content type's.
 */
export function addJsonBodyParser(app: FastifyInstance): void {
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, text: string, done) => {
    try {
      done(null, parseJsonBody(text));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
}
