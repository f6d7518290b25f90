import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

interface MediaType {
  schema?: object;
}
interface Operation {
  operationId?: string;
  responses?: Record<string, { content?: Record<string, MediaType> }>;
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, object> };
}

const DOCUMENT_ID = 'openapi.json';
const pointer = (...parts: string[]) => parts.map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

/** The document's path templates as patterns, the more literal ones first (`/a/b` before `/a/{x}`). */
function pathMatchers(document: OpenApiDocument) {
  return Object.keys(document.paths)
    .map((template) => ({
      template,
      pattern: new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
      literals: template.split('/').filter((segment) => segment && !segment.startsWith('{')).length,
    }))
    .sort((a, b) => b.literals - a.literals);
}

/**
 * Checks answers against the served OpenAPI document: the status must be one the operation
 * declares, and a JSON body must match that status's schema. An API answer no operation serves
 * (an unknown path) must still be the shared ApiError.
 */
export function contractChecker(document: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats(ajv);
  ajv.addSchema(document, DOCUMENT_ID);
  const compiled = new Map<string, ValidateFunction>();
  const validatorAt = (ref: string) => {
    let validate = compiled.get(ref);
    if (!validate) {
      validate = ajv.compile({ $ref: ref });
      compiled.set(ref, validate);
    }
    return validate;
  };
  const paths = pathMatchers(document);

  return (method: string, url: string, response: LightMyRequestResponse): string | undefined => {
    const path = url.split('?')[0];
    if (!path.startsWith('/api/')) return undefined;
    const lower = method.toLowerCase();
    const template = paths.find(
      ({ pattern, template: t }) => pattern.test(path) && document.paths[t][lower === 'head' ? 'get' : lower],
    )?.template;
    const where = `${method} ${path} → ${response.statusCode}`;
    const type = String(response.headers['content-type'] ?? '')
      .split(';')[0]
      .trim();
    const hasBody = lower !== 'head' && response.rawPayload.length > 0;
    let ref: string;
    if (!template) {
      if (response.statusCode < 400) return `${where}: no operation of the document serves this answer`;
      ref = `${DOCUMENT_ID}#/components/schemas/ApiError`;
    } else {
      const operation = `${DOCUMENT_ID}#/${pointer('paths', template, lower === 'head' ? 'get' : lower)}`;
      const declared = document.paths[template][lower === 'head' ? 'get' : lower].responses ?? {};
      const answer = declared[String(response.statusCode)];
      if (!answer)
        return `${where}: status not declared by ${template} (declared: ${Object.keys(declared).join(', ')})`;
      if (!hasBody) return undefined;
      if (!answer.content?.[type]) return `${where}: content type ${type} not declared`;
      if (type !== 'application/json') return undefined;
      ref = `${operation}/${pointer('responses', String(response.statusCode), 'content', type, 'schema')}`;
    }
    if (!hasBody) return undefined;
    if (type !== 'application/json') return `${where}: answered ${type}, the document says application/json`;
    const validate = validatorAt(ref);
    if (validate(JSON.parse(decoded(response)))) return undefined;
    return `${where}: body does not match the document: ${ajv.errorsText(validate.errors)}\n${response.body.slice(0, 500)}`;
  };
}

/** The body as JSON text, decompressed when it was sent compressed (Content-Encoding br or gzip). */
function decoded(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  return response.body;
}
/**
 * Makes every `app.inject(options)` of a test check its answer against the document the app
 * serves at /api/openapi.json (read at the first call): an answer that breaks the contract
 * rejects, so the test fails.
 */
export function checkAnswersAgainstDocument<App extends FastifyInstance>(app: App): App {
  const inject = app.inject.bind(app) as (options: InjectOptions | string) => Promise<LightMyRequestResponse>;
  let checker: Promise<ReturnType<typeof contractChecker>> | undefined;
  const load = async () =>
    contractChecker((await inject({ method: 'GET', url: '/api/openapi.json' })).json<OpenApiDocument>());
  const checked = async (options: InjectOptions | string) => {
    const check = await (checker ??= load());
    const response = await inject(options);
    const { method = 'GET', url = '/' } =
      typeof options === 'string' ? { url: options } : { method: options.method, url: options.url ?? options.path };
    const broken = check(String(method), typeof url === 'string' ? url : String(url.pathname ?? '/'), response);
    if (broken) throw new Error(`Answer breaks the OpenAPI document: ${broken}`);
    return response;
  };
  (app as unknown as { inject: typeof checked }).inject = checked;
  return app;
}
