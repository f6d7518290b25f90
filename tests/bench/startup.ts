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
  return children.map(treeRss).reduce((sum, child) => ({ kib: sum.kib + child.kib, processes: sum.processes + child.processes }), { kib: own, processes: 1 });
}

async function measure(label: string, command: string[], staticDir: string): Promise<StartFigures> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-start-'));
  const started = performance.now();
  const child = spawn(command[0], command.slice(1), {
    cwd: PROJECT_ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: '', DATA_DIR: dataDir, STATIC_DIR: staticDir, LOG_LEVEL: 'warn', ADDRESS_BOOK_SIZE: '10000' },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${label} ended with ${child.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health/ready`).then((response) => response.ok, () => false);
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const readyMs = performance.now() - started;
    const { kib, processes } = treeRss(child.pid as number);
    return { label, command: command.map((part) => (part === process.execPath ? 'node' : path.relative(PROJECT_ROOT, part) || part)).join(' '), readyMs, rssMb: kib / 1024, processes };
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Start time and memory of the built server (plain node) beside the tsx start, same run, alternating. */
export async function measureStart(staticDir: string, rounds: number): Promise<StartFigures[]> {
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: PROJECT_ROOT, stdio: 'inherit' });
  const variants: [string, string[]][] = [
    ['tsx (wie bisher)', [path.join(PROJECT_ROOT, 'node_modules/.bin/tsx'), 'server/main.ts']],
    ['gebaut (node)', [process.execPath, 'dist/server/main.js']],
  ];
  const figures: StartFigures[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const [label, command] of variants) figures.push(await measure(label, command, staticDir));
  }
  return figures;
}
