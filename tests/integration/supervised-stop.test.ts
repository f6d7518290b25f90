import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT } from '../../server/config';
import { diagnosticsSocketPath } from '../../server/diagnostics-socket';
import { launchBrowser } from '../e2e/support/browser';
import { freePort } from '../e2e/support/server-process';
import { nodeProcessesOf, running, stopAndLeave, superviseGroup } from '../support/supervised-shop';

/** The stop bound the servers here run with (SHUTDOWN_DELAY_MS 0 + SHUTDOWN_TIMEOUT_MS). */
const BOUND_MS = 6_000;

async function shopEnv(extra: Record<string, string> = {}) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-supervised-'));
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    SHUTDOWN_DELAY_MS: '0',
    SHUTDOWN_TIMEOUT_MS: String(BOUND_MS),
    ADDRESS_BOOK_SIZE: '200',
    ...extra,
  };
  return { env, dataDir, baseUrl: `http://127.0.0.1:${port}` };
}

async function untilAnswers(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no answer from ${url} within ${timeoutMs} ms`);
}

/** Milliseconds until none of the processes runs any more; fails past `limitMs`. */
async function untilEnded(pids: number[], limitMs: number): Promise<number> {
  const started = Date.now();
  while (pids.some(running)) {
    if (Date.now() - started > limitMs)
      throw new Error(`process ${pids.filter(running).join(', ')} still runs ${limitMs} ms after SIGTERM`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Date.now() - started;
}

/** Kept-alive connections that stay open and idle after one answer each. */
async function keptAlive(baseUrl: string, count: number): Promise<http.Agent> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: count });
  await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<void>((resolve, reject) => {
          http
            .get(`${baseUrl}/api/health`, { agent }, (response) => response.resume().on('end', resolve))
            .on('error', reject);
        }),
    ),
  );
  return agent;
}

/** A client of the diagnostics socket that has begun its question and not finished it. */
function diagnosticsClientMidQuestion(dataDir: string): Promise<{ closed: Promise<void> }> {
  return new Promise((resolve, reject) => {
    const client = net.connect(diagnosticsSocketPath(dataDir));
    client.once('error', reject);
    client.once('connect', () => {
      client.write('{"reference":"PM-');
      resolve({ closed: new Promise((done) => client.once('close', () => done())) });
    });
  });
}

describe('a server whose supervisor sends SIGTERM to its process group and exits at once', () => {
  const folders: string[] = [];
  afterAll(() => {
    for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
  });

  it('`npm start` ends within the bound after a browser session, with a diagnostics client connected', async () => {
    const { env, dataDir, baseUrl } = await shopEnv();
    folders.push(dataDir);
    // npm start builds first when dist/ is older than the sources.
    const supervisor = await superviseGroup(['npm', 'start'], env);
    let servers: number[] = [];
    const browser = await launchBrowser();
    try {
      await untilAnswers(`${baseUrl}/`, 300_000);
      servers = nodeProcessesOf(supervisor.group);
      expect(servers.length).toBeGreaterThan(0);

      // A shopper's session: pages with their kept-alive connections, and the service worker in control.
      const page = await browser.newPage();
      await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle0' });
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      await page.goto(`${baseUrl}/unterwegs/tarife/mobilfunk`, { waitUntil: 'networkidle0' });
      await page.waitForSelector('.tariff-card');
      const agent = await keptAlive(baseUrl, 5);
      const diagnostics = await diagnosticsClientMidQuestion(dataDir);

      await stopAndLeave(supervisor);
      expect(await untilEnded(servers, BOUND_MS + 10_000)).toBeLessThan(BOUND_MS);
      await diagnostics.closed;
      agent.destroy();
    } finally {
      await browser.close();
      for (const pid of servers.filter(running)) process.kill(pid, 'SIGKILL');
    }
  }, 420_000);
});

describe('SIGTERM to a server whose output nobody reads any more', () => {
  const folders: string[] = [];
  afterAll(() => {
    for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
  });

  /** The server as the leader of its own process group, its output piped to this test. */
  async function startServer(extra: Record<string, string> = {}) {
    const { env, dataDir, baseUrl } = await shopEnv(extra);
    folders.push(dataDir);
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: PROJECT_ROOT,
      env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let printed = '';
    child.stdout.on('data', (chunk) => (printed += String(chunk)));
    const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
      child.once('exit', (code) => resolve({ code, at: Date.now() })),
    );
    await untilAnswers(`${baseUrl}/api/health/ready`, 180_000);
    /** SIGTERM to the group, and the reading ends of both pipes closed at once. */
    const stopAndLeaveTheOutput = () => {
      process.kill(-(child.pid ?? 0), 'SIGTERM');
      child.stdout.destroy();
      child.stderr.destroy();
      return Date.now();
    };
    return { child, baseUrl, exited, stopAndLeaveTheOutput, output: () => printed };
  }

  it('exits 0 within the bound when the reader of its output has gone', async () => {
    const shop = await startServer();
    const agent = await keptAlive(shop.baseUrl, 5);
    const stoppedAt = shop.stopAndLeaveTheOutput();
    const { code, at } = await shop.exited;
    expect(code).toBe(0);
    expect(at - stoppedAt).toBeLessThan(BOUND_MS);
    agent.destroy();
  });

  it('exits 0 within the bound when its output pipes are full and never read', async () => {
    const shop = await startServer({ LOG_LEVEL: 'trace' });
    shop.child.stdout.pause();
    shop.child.stderr.pause();
    // Every request logs: far more lines than the pipe holds.
    const agent = await keptAlive(shop.baseUrl, 10);
    for (let round = 0; round < 200; round += 1) {
      await Promise.all(
        Array.from({ length: 10 }, () =>
          fetch(`${shop.baseUrl}/api/health`).then((response) => response.arrayBuffer()),
        ),
      );
    }
    const stoppedAt = Date.now();
    process.kill(-(shop.child.pid ?? 0), 'SIGTERM');
    const { code, at } = await shop.exited;
    expect(code).toBe(0);
    expect(at - stoppedAt).toBeLessThan(BOUND_MS);
    agent.destroy();
  });

  it('exits 1 at the bound when a request is still in flight', async () => {
    const shop = await startServer();
    // A request whose body never ends: the drain waits for it until the bound.
    const request = http.request(`${shop.baseUrl}/api/analytics/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': 1000, 'x-request-id': 'never-ending-upload' },
    });
    request.on('error', () => undefined);
    request.write('[');
    // The server has begun the request once it logged it.
    while (!shop.output().includes('"request_id":"never-ending-upload"'))
      await new Promise((resolve) => setImmediate(resolve));
    const stoppedAt = shop.stopAndLeaveTheOutput();
    const { code, at } = await shop.exited;
    expect(code).toBe(1);
    expect(at - stoppedAt).toBeGreaterThanOrEqual(BOUND_MS);
    expect(at - stoppedAt).toBeLessThan(BOUND_MS + 5_000);
    request.destroy();
  });
});
