import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT } from '../../server/config';
import { freePort } from '../e2e/support/server-process';

export interface ShopProcess {
  baseUrl: string;
  child: ChildProcess;
  /** Everything the process printed so far. */
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

/** A folder with a stand-in index.html, so that the server starts without a build of the app. */
export function stubStaticDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-static-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Shop</title>');
  return dir;
}

/**
 * Starts server/main.ts (or another entry) as its own process on loopback; does not wait for it to
 * answer. `wrapper` runs it under another command, e.g. `unshare` for a fresh PID namespace.
 */
export async function spawnShop(
  env: Record<string, string>,
  entry = 'server/main.ts',
  wrapper: string[] = [],
): Promise<ShopProcess> {
  const port = await freePort();
  // A compiled entry (dist/server/main.js) runs with plain node, as in production.
  const command = [...wrapper, process.execPath, ...(entry.endsWith('.js') ? [] : ['--import', 'tsx']), entry];
  const child = spawn(command[0], command.slice(1), {
    cwd: PROJECT_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ADDRESS_BOOK_SIZE: '200',
      RATE_LIMIT_SESSIONS: '100000',
      RATE_LIMIT_AVAILABILITY: '100000',
      RATE_LIMIT_ORDER_WRITES_ADDRESS: '100000',
      RATE_LIMIT_ORDER_WRITES_SESSION: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout?.on('data', (chunk) => (printed += String(chunk)));
  child.stderr?.on('data', (chunk) => (printed += String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { baseUrl: `http://127.0.0.1:${port}`, child, output: () => printed, exited };
}

/** Waits until the process answers its health check (or fails when it ends first). */
export async function untilHealthy(shop: ShopProcess, timeoutMs = 180_000, readyPath = '/api/health'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (shop.child.exitCode !== null) throw new Error(`Server ended with ${shop.child.exitCode}:\n${shop.output()}`);
    try {
      if ((await fetch(shop.baseUrl + readyPath)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No answer from ${shop.baseUrl} within ${timeoutMs} ms:\n${shop.output()}`);
}

export async function startShopProcess(env: Record<string, string>, wrapper: string[] = []): Promise<ShopProcess> {
  const shop = await spawnShop(env, 'server/main.ts', wrapper);
  await untilHealthy(shop);
  return shop;
}

/** Ends a process that may still run, for afterAll. */
export async function stopShop(shop: ShopProcess | undefined, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (!shop || shop.child.exitCode !== null || shop.child.signalCode !== null) return;
  shop.child.kill(signal);
  await shop.exited;
}
