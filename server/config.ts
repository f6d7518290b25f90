import path from 'node:path';

/** Every setting comes from the environment so that several processes can share one PostgreSQL. */
export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  staticDir: string;
  rateLimits: { sessionsPerMinute: number; availabilityPerMinute: number };
  /** 'down' puts the unavailable adapter in place of the address book (API.md "Availability"). */
  availability: { backend: 'database' | 'down'; addressBookSeed: number; generatedAddresses: number };
  logLevel: string;
}

/** npm scripts, tests and the CI all run from the repository root. */
export const PROJECT_ROOT = process.env.SHOP_ROOT ?? process.cwd();

function intFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  const value = raw === undefined ? NaN : Number.parseInt(raw, 10);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

export function readConfig(): ServerConfig {
  return {
    port: intFromEnv('PORT', 8080),
    host: process.env.HOST ?? '127.0.0.1',
    dataDir: path.resolve(PROJECT_ROOT, process.env.DATA_DIR ?? 'data'),
    databaseUrl: process.env.DATABASE_URL || undefined,
    staticDir: path.resolve(PROJECT_ROOT, process.env.STATIC_DIR ?? 'dist'),
    rateLimits: {
      sessionsPerMinute: intFromEnv('RATE_LIMIT_SESSIONS', 120),
      availabilityPerMinute: intFromEnv('RATE_LIMIT_AVAILABILITY', 60),
    },
    availability: {
      backend: process.env.AVAILABILITY_BACKEND === 'down' ? 'down' : 'database',
      addressBookSeed: intFromEnv('ADDRESS_BOOK_SEED', 2026),
      generatedAddresses: intFromEnv('ADDRESS_BOOK_SIZE', 50_000),
    },
    logLevel: process.env.LOG_LEVEL ?? 'info',
  };
}
