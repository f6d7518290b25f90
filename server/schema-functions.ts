import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifySchemaValidationError, FastifyServerOptions } from 'fastify';
import { PROJECT_ROOT } from './config';

/**
 * The routes' validators (Ajv) and serialisers (fast-json-stringify), compiled once at `npm run build`
 * (scripts/compile-schemas.ts) instead of at every start of the compiled server. Fastify asks its
 * compilers for one function per route part; these compilers answer with the function compiled
 * from exactly that schema, and compile at run time as before when the build has none for it.
 */

/** Fastify's `schemaController.compilersFactory`: how each context gets its two compilers. */
export type SchemaCompilers = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
type ValidatorFactory = NonNullable<SchemaCompilers['buildValidator']>;
type SerializerFactory = NonNullable<SchemaCompilers['buildSerializer']>;

/** What Fastify hands a compiler for one part of one route. */
export interface RoutePart {
  schema?: unknown;
  method: string;
  url: string;
  httpPart?: string;
  httpStatus?: string;
  contentType?: string;
}

export type SchemaFunctionKind = 'validator' | 'serializer';

/** A validator as Ajv's standalone code exports it: Fastify reads `errors` after a refusal. */
export interface ValidateFunction {
  (data: unknown): boolean;
  errors?: FastifySchemaValidationError[] | null;
}
type Serialize = (data: unknown) => string;

/** The file `npm run build` writes beside the compiled server (dist/server/main.js), never committed. */
export const SCHEMA_FUNCTIONS_FILE = 'schema-functions.cjs';

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

/**
 * What a compiled function depends on besides its schema: the shared schemas (ApiError) it may
 * reference and the compiler's options (Ajv's removeAdditional, coercion, …). Fastify builds a
 * compiler per context with both; digested once there, not per route.
 */
export const compilerContext = (kind: SchemaFunctionKind, externalSchemas: unknown, options: unknown) =>
  sha256(JSON.stringify([kind, externalSchemas ?? {}, options ?? {}]));

/** The name of the function compiled from this schema in this context: a changed schema finds none. */
export const schemaFunctionKey = (context: string, schema: unknown) => `${context}.${sha256(JSON.stringify(schema))}`;

/** The compiled functions of one build, by key. */
export interface SchemaFunctions {
  validator(key: string): ValidateFunction | undefined;
  serializer(key: string): Serialize | undefined;
}

/** A generated module body: CommonJS, as both standalone compilers write it (server/schema-functions-compile.ts). */
type ModuleBody = (module: { exports: unknown }, exports: unknown, require: NodeJS.Require) => void;

/** The functions `npm run build` compiled into `file`, or undefined when there is no such file (a server run from source). */
export function loadSchemaFunctions(file: string): SchemaFunctions | undefined {
  if (!fs.existsSync(file)) return undefined;
  // The generated code requires Ajv's runtime helpers and fast-json-stringify's serializer: from the project's node_modules.
  const requireHere = createRequire(file);
  const bodies = requireHere(file) as Record<SchemaFunctionKind, Record<string, ModuleBody>>;
  const loaded = new Map<string, unknown>();
  const restore = (kind: SchemaFunctionKind, key: string): unknown => {
    const body = Object.hasOwn(bodies[kind], key) ? bodies[kind][key] : undefined;
    if (!body) return undefined;
    let exported = loaded.get(`${kind} ${key}`);
    if (exported === undefined) {
      const module = { exports: {} as unknown };
      body(module, module.exports, requireHere);
      exported = module.exports;
      loaded.set(`${kind} ${key}`, exported);
    }
    return exported;
  };
  return {
    validator: (key) => restore('validator', key) as ValidateFunction | undefined,
    serializer: (key) => restore('serializer', key) as Serialize | undefined,
  };
}

// Fastify's own compilers, for a schema the build compiled nothing for: loaded only then, since
// loading them (Ajv's JTD build, fast-json-stringify's compiler) is part of what the prebuilt functions save.
const requireFromProject = createRequire(path.join(PROJECT_ROOT, 'package.json'));
const runtimeValidators = (): ValidatorFactory =>
  (requireFromProject('@fastify/ajv-compiler') as typeof import('@fastify/ajv-compiler'))();
const runtimeSerializers = (): SerializerFactory =>
  (
    requireFromProject(
      '@fastify/fast-json-stringify-compiler',
    ) as typeof import('@fastify/fast-json-stringify-compiler')
  )();

/**
 * Compilers that answer from the build's functions: what the standalone compilers of
 * @fastify/ajv-compiler and @fastify/fast-json-stringify-compiler do in read mode (each route part
 * to its `restoreFunction`), written out here because their read mode loads the compilers it
 * stands in for. A part the build has no function for (a schema changed since, a setting that
 * changes a schema) is compiled as without them and reported to `onMiss`.
 */
export function prebuiltCompilers(functions: SchemaFunctions, onMiss: (part: RoutePart) => void): SchemaCompilers {
  const buildValidator = ((externalSchemas: unknown, options: unknown) => {
    const context = compilerContext('validator', externalSchemas, options);
    let runtime: ReturnType<ValidatorFactory> | undefined;
    return (part: RoutePart) => {
      const prebuilt = functions.validator(schemaFunctionKey(context, part.schema));
      if (prebuilt) return prebuilt;
      onMiss(part);
      runtime ??= runtimeValidators()(externalSchemas as never, options as never);
      return runtime(part as never);
    };
  }) as ValidatorFactory;
  const buildSerializer: SerializerFactory = (externalSchemas, options) => {
    const context = compilerContext('serializer', externalSchemas, options);
    let runtime: ReturnType<SerializerFactory> | undefined;
    return (part) => {
      const prebuilt = functions.serializer(schemaFunctionKey(context, part.schema));
      if (prebuilt) return prebuilt;
      onMiss(part);
      runtime ??= runtimeSerializers()(externalSchemas, options);
      return runtime(part);
    };
  };
  return { buildValidator, buildSerializer };
}
