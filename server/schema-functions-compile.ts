import fs from 'node:fs';
import path from 'node:path';
import { StandaloneValidator } from '@fastify/ajv-compiler';
import { StandaloneSerializer } from '@fastify/fast-json-stringify-compiler';
import type { FastifyInstance } from 'fastify';
import {
  compilerContext,
  loadSchemaFunctions,
  prebuiltCompilers,
  schemaFunctionKey,
  type RoutePart,
  type SchemaCompilers,
  type SchemaFunctionKind,
} from './schema-functions';

/**
 * The build's side of server/schema-functions.ts (scripts/compile-schemas.ts; never loaded by the
 * server): the app is built once with the standalone compilers of @fastify/ajv-compiler and
 * @fastify/fast-json-stringify-compiler in write mode, their sources go into one file, and a second
 * app built on that file must find a function for every route part.
 */

type Sources = Record<SchemaFunctionKind, Map<string, string>>;

/** Fastify hands a compiler header schemas as written once compilers are its own; requests carry lower-case names. */
function checkHeaderNames(part: RoutePart): void {
  const names = Object.keys((part.schema as { properties?: object } | undefined)?.properties ?? {});
  const upper = names.filter((name) => name !== name.toLowerCase());
  if (part.httpPart === 'headers' && upper.length) {
    throw new Error(`${part.method} ${part.url}: Header im Schema klein schreiben (${upper.join(', ')}).`);
  }
}

/**
 * Stores each compiled source under the key the server will look it up by, taken before compiling
 * from the schema as Fastify hands it over (the server never compiles it, so must see the same).
 */
function storing(sources: Sources, kind: SchemaFunctionKind, context: string) {
  const keys = new WeakMap<object, string>();
  const remember = <Part extends { schema?: unknown }>(part: Part): Part => {
    keys.set(part, schemaFunctionKey(context, part.schema));
    return part;
  };
  const storeFunction = (part: object, code: string) => {
    const key = keys.get(part);
    if (key && !sources[kind].has(key)) sources[kind].set(key, code);
  };
  return { remember, storeFunction };
}

/** Both standalone compilers add their code options to the options object given: they get copies of Fastify's. */
function writingCompilers(sources: Sources): SchemaCompilers {
  const buildValidator = ((externalSchemas: Record<string, unknown>, options: object) => {
    const context = compilerContext('validator', externalSchemas, options);
    const { remember, storeFunction } = storing(sources, 'validator', context);
    const compile = StandaloneValidator({ readMode: false, storeFunction })(externalSchemas as never, { ...options });
    return (part: RoutePart) => {
      checkHeaderNames(part);
      return compile(remember(part) as never);
    };
  }) as NonNullable<SchemaCompilers['buildValidator']>;
  const buildSerializer: NonNullable<SchemaCompilers['buildSerializer']> = (externalSchemas, options) => {
    const context = compilerContext('serializer', externalSchemas, options);
    const { remember, storeFunction } = storing(sources, 'serializer', context);
    // anyOf/oneOf/if answers need Ajv at run time: its functions go into the file too, not an Ajv built at start.
    const compile = StandaloneSerializer({ readMode: false, storeFunction })(externalSchemas, {
      ...options,
      inlineValidators: true,
    });
    return (part) => compile(remember(part));
  };
  return { buildValidator, buildSerializer };
}

/** The sources as one CommonJS file: one module body per key, each run when the server first asks for it. */
function writeSchemaFunctions(file: string, sources: Sources): void {
  const table = (entries: Map<string, string>) =>
    [...entries]
      .map(([key, code]) => `  ${JSON.stringify(key)}: function (module, exports, require) {\n${code}\n  },`)
      .join('\n');
  const text = [
    '// Written by scripts/compile-schemas.ts at `npm run build` from the routes’ schemas; do not edit.',
    "'use strict';",
    `exports.validator = {\n${table(sources.validator)}\n};`,
    `exports.serializer = {\n${table(sources.serializer)}\n};`,
    '',
  ].join('\n');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

export interface CompiledSchemas {
  validators: number;
  serializers: number;
  /** Route parts the written file has no function for (a schema that differs between two builds of the app). */
  missing: RoutePart[];
}

/** Compiles the schemas of the app `build` makes into `file`, then checks the file against a second app. */
export async function compileSchemaFunctions(
  file: string,
  build: (schemaCompilers: SchemaCompilers) => Promise<FastifyInstance>,
): Promise<CompiledSchemas> {
  const sources: Sources = { validator: new Map(), serializer: new Map() };
  const written = await build(writingCompilers(sources));
  await written.ready();
  await written.close();
  writeSchemaFunctions(file, sources);

  const missing: RoutePart[] = [];
  const functions = loadSchemaFunctions(file);
  if (!functions) throw new Error(`${file} fehlt nach dem Schreiben.`);
  const read = await build(prebuiltCompilers(functions, (part) => missing.push(part)));
  await read.ready();
  await read.close();
  return { validators: sources.validator.size, serializers: sources.serializer.size, missing };
}
