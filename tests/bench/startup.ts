import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PROJECT_ROOT } from '../../server/config';
import { freePort } from '../e2e/support/server-process';

export interface StartFigures {
  label: string;
  command: string;
  /** From spawn until readiness answers 200. */
  readyMs: number;
  /** Resident memory of the process and its children once ready. */
  rssMb: number;
  processes: number;
}

/** The resident memory (KiB) of a process and all its descendants, from /proc (Linux). */
function treeRss(pid: number): { kib: number; processes: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const own = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  const children = fs.existsSync(`/proc/${pid}/task/${pid}/children`)
    ? fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number)
    : [];
  return children
    .map(treeRss)
    .reduce((sum, child) => ({ kib: sum.kib + child.kib, processes: sum.processes + child.processes }), {
      kib: own,
      processes: 1,
    });
}

/** A bare Fastify with one route, started as the shop is (plain node), ready on the same path. */
const BARE_FASTIFY = `import Fastify from 'fastify';
const app = Fastify({ logger: false });
app.get('/api/health/ready', async () => ({ status: 'ready' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });`;

interface Variant {
  label: string;
  command: string[];
  env?: Record<string, string>;
}

async function measure(
  { label, command, env = {} }: Variant,
  staticDir: string,
  dataDir: string,
): Promise<StartFigures> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(command[0], command.slice(1), {
    cwd: PROJECT_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${label} ended with ${child.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health/ready`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const readyMs = performance.now() - started;
    const { kib, processes } = treeRss(child.pid as number);
    const shown = command.map((part) =>
      part === process.execPath
        ? 'node'
        : part === BARE_FASTIFY
          ? '<Fastify, eine Route>'
          : path.relative(PROJECT_ROOT, part) || part,
    );
    return { label, command: shown.join(' '), readyMs, rssMb: kib / 1024, processes };
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

/**
 * Start time and memory of the built server (plain node, the default address book) beside a bare
 * Fastify started the same way, same run, in rounds: the first start on an empty data folder (it
 * loads the folder `npm run build` prepared), a later start on that folder, and for comparison a
 * first start that cannot use the prepared folder (another address book seed: created, migrated and
 * filled at start, as before).
 */
export async function measureStart(staticDir: string, rounds: number): Promise<StartFigures[]> {
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: PROJECT_ROOT, stdio: 'inherit' });
  const built = [process.execPath, 'dist/server/main.js'];
  const figures: StartFigures[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-start-'));
    const unprepared = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-start-'));
    try {
      figures.push(
        await measure(
          { label: 'Fastify leer', command: [process.execPath, '--input-type=module', '-e', BARE_FASTIFY] },
          staticDir,
          dataDir,
        ),
      );
      figures.push(await measure({ label: 'erster Start, leerer Datenordner', command: built }, staticDir, dataDir));
      figures.push(await measure({ label: 'späterer Start, derselbe Ordner', command: built }, staticDir, dataDir));
      figures.push(
        await measure(
          { label: 'erster Start ohne vorbereiteten Ordner', command: built, env: { ADDRESS_BOOK_SEED: '2027' } },
          staticDir,
          unprepared,
        ),
      );
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.rmSync(unprepared, { recursive: true, force: true });
    }
  }
  return figures;
}
