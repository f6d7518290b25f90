import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnShop, stopShop, untilHealthy } from '../support/shop-process';

export interface Running {
  baseUrl: string;
  pid: number;
  stop(): Promise<void>;
}

export interface ShopOptions {
  staticDir: string;
  /** PostgreSQL connection string; a fresh PGlite folder when absent. */
  databaseUrl?: string;
}

/** The real shop server (server/main.ts) in its own process, rate limits lifted so the load is not refused. */
export async function startShop({ staticDir, databaseUrl }: ShopOptions): Promise<Running> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  const shop = await spawnShop({
    STATIC_DIR: staticDir,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    RATE_LIMIT_SESSIONS: '10000000',
    RATE_LIMIT_AVAILABILITY: '10000000',
    RATE_LIMIT_ORDER_WRITES_ADDRESS: '10000000',
    RATE_LIMIT_ORDER_WRITES_SESSION: '10000000',
    ADDRESS_BOOK_SIZE: '10000',
  });
  await untilHealthy(shop);
  return {
    baseUrl: shop.baseUrl,
    pid: shop.child.pid as number,
    stop: async () => {
      await stopShop(shop);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The baseline: a bare Fastify hello-world in its own process. */
export async function startHello(): Promise<Running> {
  const hello = await spawnShop({}, 'tests/bench/hello-server.ts');
  await untilHealthy(hello, 60_000, '/hello');
  return { baseUrl: hello.baseUrl, pid: hello.child.pid as number, stop: () => stopShop(hello) };
}
