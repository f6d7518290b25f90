import path from 'node:path';

/** Requests per minute; each counts per real client address, the order flow per session too. */
export interface RateLimits {
  sessionsPerMinute: number;
  availabilityPerMinute: number;
  /** initiate-order, step saves, the overview save and submit, per client address (an office shares one). */
  orderWritesPerAddress: number;
  /** The same writes per session: a shopper needs about ten per order, retries included. */
  orderWritesPerSession: number;
  /** Address suggestions while typing, per client address. */
  suggestionsPerMinute: number;
}

/** Node's HTTP server time-outs in milliseconds (README "Configuration"). */
export interface Timeouts {
  /** Whole request, headers and body, from the first byte. */
  requestMs: number;
  /** Headers alone (slowloris). */
  headersMs: number;
  /** An idle socket without any request. */
  connectionMs: number;
  /** An idle kept-alive socket between requests. */
  keepAliveMs: number;
}

/** Every setting comes from the environment so that several processes can share one PostgreSQL. */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  staticDir: string;
  /** Fastify's trustProxy: false (the socket address counts) or the proxies' addresses/CIDRs. */
  trustProxy: false | string;
  rateLimits: RateLimits;
  timeouts: Timeouts;
  /** Scheduled clean-up of expired sessions, old idempotency keys and abandoned orders. */
  retention: { intervalMs: number; tempOrderDays: number };
  /** 'down' puts the unavailable adapter in place of the address book (API.md "Availability"). */
  availability: { backend: 'database' | 'down'; addressBookSeed: number; generatedAddresses: number };
  logLevel: string;
  /** SHOP_NOW (an ISO date-time): the server's clock starts there and runs on, e.g. to see a promotion end. Unset: the real clock. */
  clock?: () => number;
}

/** Several requests per typed address even when debounced (postcode, street, house number). */
const DEFAULT_SUGGESTIONS_PER_MINUTE = 300;

/** npm scripts, tests and the CI all run from the repository root. */
export const PROJECT_ROOT = process.env.SHOP_ROOT ?? process.cwd();

function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  const value = raw === undefined ? NaN : Number.parseInt(raw, 10);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/** TRUST_PROXY: unset trusts no proxy header; otherwise the proxies' addresses or CIDRs, separated by commas. */
export function trustProxyFrom(raw: string | undefined): false | string {
  const value = raw?.trim();
  return !value || value === 'false' ? false : value;
}

/** A clock that starts at `raw` and runs at real speed; nothing when unset or not a date. */
export function clockFrom(raw: string | undefined): { clock?: () => number } {
  const start = raw ? Date.parse(raw) : NaN;
  if (!Number.isFinite(start)) return {};
  const offset = start - Date.now();
  return { clock: () => Date.now() + offset };
}

export function readConfig(): ServerConfig {
  return {
    port: intFromEnv('PORT', 8080),
    host: process.env.HOST ?? '127.0.0.1',
    dataDir: path.resolve(PROJECT_ROOT, process.env.DATA_DIR ?? 'data'),
    databaseUrl: process.env.DATABASE_URL || undefined,
    staticDir: path.resolve(PROJECT_ROOT, process.env.STATIC_DIR ?? 'dist'),
    trustProxy: trustProxyFrom(process.env.TRUST_PROXY),
    rateLimits: {
      sessionsPerMinute: intFromEnv('RATE_LIMIT_SESSIONS', 120),
      availabilityPerMinute: intFromEnv('RATE_LIMIT_AVAILABILITY', 60),
      orderWritesPerAddress: intFromEnv('RATE_LIMIT_ORDER_WRITES_ADDRESS', 600),
      orderWritesPerSession: intFromEnv('RATE_LIMIT_ORDER_WRITES_SESSION', 60),
      suggestionsPerMinute: intFromEnv('RATE_LIMIT_SUGGESTIONS', DEFAULT_SUGGESTIONS_PER_MINUTE),
    },
    timeouts: {
      requestMs: intFromEnv('REQUEST_TIMEOUT_MS', 30_000),
      headersMs: intFromEnv('HEADERS_TIMEOUT_MS', 10_000),
      connectionMs: intFromEnv('CONNECTION_TIMEOUT_MS', 60_000),
      keepAliveMs: intFromEnv('KEEP_ALIVE_TIMEOUT_MS', 5_000),
    },
    retention: {
      intervalMs: intFromEnv('RETENTION_INTERVAL_MS', 60 * 60 * 1000),
      tempOrderDays: intFromEnv('RETENTION_DAYS', 30),
    },
    availability: {
      backend: process.env.AVAILABILITY_BACKEND === 'down' ? 'down' : 'database',
      addressBookSeed: intFromEnv('ADDRESS_BOOK_SEED', 2026),
      generatedAddresses: intFromEnv('ADDRESS_BOOK_SIZE', 50_000),
    },
    logLevel: process.env.LOG_LEVEL ?? 'info',
    ...clockFrom(process.env.SHOP_NOW),
  };
}
