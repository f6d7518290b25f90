import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface RunningServer {
  baseUrl: string;
  process: ChildProcess;
  dataDir: string;
  /** Ends the server; its PGlite folder is removed unless it is kept for inspection. */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitForHealth(baseUrl: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server ended with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Server did not answer ${baseUrl}/api/health within ${timeoutMs} ms`);
}

/**
 * The real server (tsx server/main.ts) on a free loopback port with a fresh PGlite folder, or
 * PostgreSQL; `at` starts it again where a stopped one ran (same port, same data folder).
 */
export async function startServer(
  env: Record<string, string> = {},
  at?: { port: number; dataDir: string },
): Promise<RunningServer> {
  const port = at?.port ?? (await freePort());
  const dataDir = at?.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: path.resolve(__dirname, '../../..'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_SESSIONS: '100000',
      RATE_LIMIT_AVAILABILITY: '100000',
      RATE_LIMIT_ORDER_WRITES_ADDRESS: '100000',
      RATE_LIMIT_ORDER_WRITES_SESSION: '100000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    // PGlite migrates and seeds a fresh folder first: on a busy machine that can take minutes.
    await waitForHealth(baseUrl, child, 180_000);
  } catch (error) {
    // A server that never answered must not outlive the run (it held the test's output open).
    child.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    baseUrl,
    process: child,
    dataDir,
    stop: async ({ keepData = false } = {}) => {
      if (child.exitCode === null) {
        const ended = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await ended;
      }
      if (!keepData) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
