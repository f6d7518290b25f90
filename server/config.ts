import path from 'node:path';
import { parseEnvironment } from './config-schema';

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
  /** Serve the built app from staticDir; off under `npm run dev`, where Vite serves it from the sources. */
  serveApp: boolean;
  /** Fastify's trustProxy: false (the socket address counts) or the proxies' addresses/CIDRs. */
  trustProxy: false | string;
  rateLimits: RateLimits;
  timeouts: Timeouts;
  /** After SIGTERM/SIGINT: how long readiness says 503 before the listener closes, and how long requests in flight may then take. */
  shutdown: { delayMs: number; timeoutMs: number };
  /** Scheduled clean-up of expired sessions, old idempotency keys and abandoned orders. */
  retention: { intervalMs: number; tempOrderDays: number };
  /** 'down' puts the unavailable adapter in place of the address book (API.md "Availability"). */
  availability: { backend: 'database' | 'down'; addressBookSeed: number; generatedAddresses: number };
  logLevel: string;
  /** SHOP_NOW (an ISO date-time): the server's clock starts there and runs on, e.g. to see a promotion end. Unset: the real clock. */
  clock?: () => number;
}

/** npm scripts, tests and the CI all run from the repository root. */
export const PROJECT_ROOT = process.env.SHOP_ROOT ?? process.cwd();

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

/**
 * The server's settings from the environment, checked against one schema (server/config-schema.ts):
 * a value that does not parse or is out of range throws ConfigError naming it; an empty one counts as unset.
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const e = parseEnvironment(set);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(PROJECT_ROOT, e.DATA_DIR),
    databaseUrl: set.DATABASE_URL,
    staticDir: path.resolve(PROJECT_ROOT, e.STATIC_DIR),
    serveApp: e.SERVE_APP !== 'false',
    trustProxy: trustProxyFrom(set.TRUST_PROXY),
    rateLimits: {
      sessionsPerMinute: e.RATE_LIMIT_SESSIONS,
      availabilityPerMinute: e.RATE_LIMIT_AVAILABILITY,
      orderWritesPerAddress: e.RATE_LIMIT_ORDER_WRITES_ADDRESS,
      orderWritesPerSession: e.RATE_LIMIT_ORDER_WRITES_SESSION,
      suggestionsPerMinute: e.RATE_LIMIT_SUGGESTIONS,
    },
    timeouts: {
      requestMs: e.REQUEST_TIMEOUT_MS,
      headersMs: e.HEADERS_TIMEOUT_MS,
      connectionMs: e.CONNECTION_TIMEOUT_MS,
      keepAliveMs: e.KEEP_ALIVE_TIMEOUT_MS,
    },
    shutdown: { delayMs: e.SHUTDOWN_DELAY_MS, timeoutMs: e.SHUTDOWN_TIMEOUT_MS },
    retention: {
      intervalMs: e.RETENTION_INTERVAL_MS,
      tempOrderDays: e.RETENTION_DAYS,
    },
    availability: {
      backend: e.AVAILABILITY_BACKEND === 'down' ? 'down' : 'database',
      addressBookSeed: e.ADDRESS_BOOK_SEED,
      generatedAddresses: e.ADDRESS_BOOK_SIZE,
    },
    logLevel: e.LOG_LEVEL,
    ...clockFrom(set.SHOP_NOW),
  };
}
