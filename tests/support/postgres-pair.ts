import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { startShopProcess, stopShop, stubStaticDir, type ShopProcess } from './shop-process';

export const adminUrl = process.env.TEST_DATABASE_URL;

export async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export interface ProcessPair {
  servers: ShopProcess[];
  /** The fresh database both serve. */
  databaseUrl: string;
  stop(): Promise<void>;
}

/** Two server processes started at once on one fresh PostgreSQL database (migrations and seeding must not collide). */
export async function startPairOnFreshDatabase(env: Record<string, string> = {}): Promise<ProcessPair> {
  const database = `shop_scale_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const staticDir = stubStaticDir();
  await admin(`CREATE DATABASE ${database}`);
  const url = new URL(adminUrl as string);
  url.pathname = `/${database}`;
  const databaseUrl = url.toString();
  const servers = await Promise.all(
    [1, 2].map(() => startShopProcess({ DATABASE_URL: databaseUrl, STATIC_DIR: staticDir, ...env })),
  );
  return {
    servers,
    databaseUrl,
    stop: async () => {
      await Promise.all(servers.map((server) => stopShop(server)));
      await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      fs.rmSync(staticDir, { recursive: true, force: true });
    },
  };
}
