import envSchema from 'env-schema';

/** One environment variable: its JSON-schema type and range, its default and what it does (docs/operations.md). */
interface Setting {
  type: 'integer' | 'string';
  description: string;
  default?: number | string;
  minimum?: number;
  maximum?: number;
  enum?: readonly string[];
  /** A connection string may hold a password: it is never echoed in an error line. */
  writeOnly?: boolean;
}

const positive = (description: string, value: number, maximum = 2_147_483_647) => ({
  type: 'integer' as const,
  description,
  default: value,
  minimum: 1,
  maximum,
});

/** Node's timers take at most 2^31-1 ms (about 24.8 days); more would fire at once. */
const MAX_TIMER_MS = 2_147_483_647;

/** Every setting the server reads, checked at start (env-schema, Ajv) before anything listens. */
export const CONFIG_SCHEMA = {
  type: 'object',
  properties: {
    PORT: positive('HTTP port', 8080, 65_535),
    HOST: { type: 'string', minLength: 1, default: '127.0.0.1', description: 'listen address' },
    DATA_DIR: {
      type: 'string',
      minLength: 1,
      default: 'data',
      description: 'PGlite folder, relative to the project root (locked against a second process)',
    },
    DATABASE_URL: {
      type: 'string',
      pattern: '^postgres(ql)?://',
      writeOnly: true,
      description: 'PostgreSQL connection string; when set, PGlite is not used',
    },
    STATIC_DIR: {
      type: 'string',
      minLength: 1,
      default: 'dist',
      description: 'the built app, relative to the project root',
    },
    TRUST_PROXY: {
      type: 'string',
      description:
        "the reverse proxies whose `X-Forwarded-For` names the client: addresses or CIDRs separated by commas (e.g. `10.0.0.5,192.168.0.0/16`, `loopback`); unset or `false`, the socket's address is the client",
    },
    RATE_LIMIT_SESSIONS: positive('session creations per client address and minute', 120),
    RATE_LIMIT_AVAILABILITY: positive('availability checks per client address and minute', 60),
    RATE_LIMIT_ORDER_WRITES_ADDRESS: positive(
      'order-flow writes per client address and minute, all sessions together',
      600,
    ),
    RATE_LIMIT_ORDER_WRITES_SESSION: positive(
      'the same writes per session and minute (a checkout needs about ten)',
      60,
    ),
    RATE_LIMIT_SUGGESTIONS: positive('address suggestions per client address and minute', 300),
    REQUEST_TIMEOUT_MS: positive(
      'a whole request, headers and body, must arrive within this (else 408)',
      30_000,
      MAX_TIMER_MS,
    ),
    HEADERS_TIMEOUT_MS: positive(
      'the request headers must arrive within this (at most the request time-out)',
      10_000,
      MAX_TIMER_MS,
    ),
    CONNECTION_TIMEOUT_MS: positive('a socket idle this long is closed', 60_000, MAX_TIMER_MS),
    KEEP_ALIVE_TIMEOUT_MS: positive(
      'an idle kept-alive connection is closed after this (behind a load balancer: longer than its idle time-out)',
      5_000,
      MAX_TIMER_MS,
    ),
    SHUTDOWN_DELAY_MS: {
      ...positive(
        'on SIGTERM/SIGINT, readiness answers 503 this long while the server still serves, so a load balancer stops sending before the listener closes',
        0,
        MAX_TIMER_MS,
      ),
      minimum: 0,
    },
    SHUTDOWN_TIMEOUT_MS: positive(
      'on SIGTERM/SIGINT, requests in flight get this long to finish before the process exits with 1',
      10_000,
      MAX_TIMER_MS,
    ),
    RETENTION_DAYS: positive('unsubmitted temp orders are deleted this many days after their last save', 30, 3_650),
    RETENTION_INTERVAL_MS: positive('how often the clean-up runs in each server process', 3_600_000, MAX_TIMER_MS),
    AVAILABILITY_BACKEND: {
      type: 'string',
      enum: ['database', 'down'],
      default: 'database',
      description: '`down` simulates an unavailable availability backend (503)',
    },
    ADDRESS_BOOK_SEED: positive('seed of the generated address book', 2026),
    ADDRESS_BOOK_SIZE: positive('generated addresses in the address book', 50_000, 5_000_000),
    SERVE_APP: {
      type: 'string',
      enum: ['true', 'false'],
      default: 'true',
      description: '`false` serves the API only (`npm run dev` serves the app through Vite)',
    },
    SHOP_NOW: {
      type: 'string',
      description:
        "an ISO date-time the server's clock starts at (demos, tests of promotion windows); unset, the real time",
    },
    LOG_LEVEL: {
      type: 'string',
      enum: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
      default: 'info',
      description: 'pino log level',
    },
  } satisfies Record<string, Setting & { minLength?: number; pattern?: string }>,
} as const;

type Properties = typeof CONFIG_SCHEMA.properties;
export type ConfigName = keyof Properties;
export type Environment = { [K in ConfigName]: Properties[K] extends { type: 'integer' } ? number : string };

/** What a setting accepts, in the words of the error line and the configuration table. */
export function allowedValues(setting: Setting & { minLength?: number; pattern?: string }): string {
  if (setting.enum) return `one of ${setting.enum.join(', ')}`;
  if (setting.type === 'integer') return `an integer from ${setting.minimum} to ${setting.maximum}`;
  if (setting.pattern) return 'a postgres:// or postgresql:// URL';
  return setting.minLength ? 'a non-empty text' : 'any text';
}

/** A refused configuration: one line per variable, naming it, the value given and what is allowed. */
export class ConfigError extends Error {}

interface AjvIssue {
  instancePath: string;
}

/** env-schema marks the schema closed (additionalProperties: false); Ajv compiles this one copy once. */
const checkedSchema = structuredClone(CONFIG_SCHEMA);

/** The environment, parsed and checked: numbers as numbers, defaults filled in; a bad value throws ConfigError. */
export function parseEnvironment(env: NodeJS.ProcessEnv): Environment {
  try {
    // env-schema reads the given data only: the caller decides which environment counts.
    return envSchema<Environment>({ schema: checkedSchema, data: { ...env }, env: false });
  } catch (error) {
    const issues = (error as { errors?: AjvIssue[] }).errors ?? [];
    if (!issues.length) throw error;
    const names = [...new Set(issues.map((issue) => issue.instancePath.replace(/^\//, '') as ConfigName))];
    const lines = names.map((name) => {
      const setting = CONFIG_SCHEMA.properties[name] as Setting;
      const value = setting.writeOnly ? '(hidden)' : JSON.stringify(env[name]);
      return `Invalid configuration: ${name}=${value} is not allowed; expected ${allowedValues(setting)}.`;
    });
    throw new ConfigError(lines.join('\n'));
  }
}

/** The configuration table of docs/operations.md, generated from the schema (a test keeps the two equal). */
export function configurationTable(): string {
  const rows = Object.entries(CONFIG_SCHEMA.properties).map(([name, setting]: [string, Setting]) => {
    const fallback = setting.default === undefined ? '–' : `\`${setting.default}\``;
    return `| \`${name}\` | ${fallback} | ${allowedValues(setting)} | ${setting.description} |`;
  });
  return ['| variable | default | allowed | meaning |', '|---|---|---|---|', ...rows].join('\n');
}
