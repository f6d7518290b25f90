/**
 * `npm run dev`: the API and the app with hot reload under one command, nothing built first.
 *
 * The API runs under `tsx watch` (restarted when a server file changes) on a free loopback port
 * of its own, and Vite's dev server on `PORT` forwards API calls to it (vite.config.ts,
 * `SHOP_API_URL`). The one URL to open is Vite's. Ctrl-C (or SIGTERM) stops both.
 */
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import PinoPretty from 'pino-pretty';
import { createServer, type ViteDevServer } from 'vite';

const ROOT = path.resolve(import.meta.dirname, '..');
const DEFAULT_PORT = 5173;
const API_START_TIMEOUT_MS = 120_000;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

const port = Number(process.env.PORT ?? DEFAULT_PORT);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT muss eine Portnummer sein, nicht "${process.env.PORT}".`);
  process.exit(1);
}
const host = process.env.HOST ?? '127.0.0.1';
const apiPort = await freePort();
const apiUrl = `http://127.0.0.1:${apiPort}`;

// A person at a terminal reads the API's log lines formatted; piped into a file or a tool they stay
// the JSON lines the server writes (as in production, where the server writes them itself).
const prettyLogs = process.stdout.isTTY === true;

// The API serves no built app here (SERVE_APP=false): Vite serves the pages from the sources.
const api = spawn(
  process.execPath,
  [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'watch', '--clear-screen=false', 'server/main.ts'],
  {
    cwd: ROOT,
    // Its own logs at warn: the one address to open is the dev server's, printed below.
    env: {
      ...process.env,
      PORT: String(apiPort),
      HOST: '127.0.0.1',
      SERVE_APP: 'false',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
    stdio: ['ignore', prettyLogs ? 'pipe' : 'inherit', 'inherit'],
  },
);
// Lines that are not JSON (tsx's restart notes) pass through unchanged.
if (prettyLogs)
  api.stdout?.pipe(PinoPretty({ colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' }));

let vite: ViteDevServer | undefined;
let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  await vite?.close();
  if (api.exitCode === null && api.signalCode === null) {
    const ended = new Promise((resolve) => api.once('exit', resolve));
    api.kill('SIGTERM');
    await ended;
  }
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
api.once('exit', (code) => {
  if (!stopping) console.error(`Der API-Prozess hat sich beendet (Code ${code}).`);
  void stop(code ?? 1);
});

async function apiAnswers(): Promise<void> {
  const deadline = Date.now() + API_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${apiUrl}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Die API hat nicht innerhalb von ${API_START_TIMEOUT_MS / 1000} s geantwortet.`);
}

try {
  await apiAnswers();
  process.env.SHOP_API_URL = apiUrl;
  vite = await createServer({
    configFile: path.join(ROOT, 'vite.config.ts'),
    server: { host, port, strictPort: true },
    clearScreen: false,
  });
  await vite.listen();
  const address = vite.httpServer?.address() as net.AddressInfo;
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  console.log(`\nMobilfunk Angebote (Entwicklung) läuft auf http://${shownHost}:${address.port}/\n`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stop(1);
}
