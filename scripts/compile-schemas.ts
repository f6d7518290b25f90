/**
 * Part of `npm run build` (scripts/build-server.mjs): compiles every route's validators (Ajv) and
 * serialisers (fast-json-stringify) once into dist/server/schema-functions.cjs, which the compiled
 * server loads instead of compiling them at each start (server/schema-functions.ts).
 *
 * The app is built as the server builds it (default settings, the seed's catalogue) but without a
 * database: registering routes reads none. A route part the written file has no function for
 * fails the build here rather than costing every start.
 */
import path from 'node:path';
import { buildApp } from '../server/app';
import { PROJECT_ROOT, readConfig } from '../server/config';
import type { Database } from '../server/db/client';
import { SCHEMA_FUNCTIONS_FILE } from '../server/schema-functions';
import { compileSchemaFunctions } from '../server/schema-functions-compile';

const noDatabase = (): never => {
  throw new Error('Beim Übersetzen der Schemas gibt es keine Datenbank: eine Route hat beim Registrieren gelesen.');
};
const db: Database = {
  kind: 'pglite',
  query: noDatabase,
  exec: noDatabase,
  transaction: noDatabase,
  close: async () => {},
};

const started = Date.now();
const config = readConfig();
const { validators, serializers, missing } = await compileSchemaFunctions(
  path.join(PROJECT_ROOT, 'dist', 'server', SCHEMA_FUNCTIONS_FILE),
  (schemaCompilers) => buildApp({ db, config, schemaCompilers }),
);
if (missing.length) {
  const parts = missing.map((part) => `${part.method} ${part.url} ${part.httpPart ?? part.httpStatus}`);
  console.error(`Für diese Schemas fehlt eine übersetzte Funktion:\n${parts.join('\n')}`);
  process.exit(1);
}
const seconds = Math.round((Date.now() - started) / 100) / 10;
console.log(`Schemas übersetzt: ${validators} Prüf- und ${serializers} Ausgabefunktionen (${seconds} s)`);
