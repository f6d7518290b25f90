import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../e2e/support/server-process';
import { groupAlive } from '../support/process-group';

/**
 * `npm run dev` formats the API's log lines for a person at a terminal (pino-pretty) and leaves
 * them JSON when its output goes to a pipe or a file. A pseudo-terminal (util-linux `script`)
 * stands in for the developer's terminal.
 */

const ROOT = path.resolve(__dirname, '../..');
const DEV = `${process.execPath} --import tsx scripts/dev.ts`;
// eslint-disable-next-line no-control-regex -- the terminal's colour codes are what is stripped here
const ANSI = /\u001b\[[0-9;]*m/g;

/** Polls (every 100 ms) until `condition` holds; fails naming `what` and the output after `timeoutMs`. */
async function until(condition: () => boolean, timeoutMs: number, what: string, output: () => string) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`${what}:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

interface Run {
  child: ChildProcess;
  output: () => string;
  /** The process group of `scripts/dev.ts` itself (under `script` it leads a session of its own). */
  devGroup: () => number;
}

async function startDev(terminal: boolean, dataDir: string): Promise<Run> {
  const env = {
    ...process.env,
    PORT: String(await freePort()),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    ADDRESS_BOOK_SIZE: '100',
    LOG_LEVEL: 'info',
  };
  const child = terminal
    ? // `exec`: the shell gives way to dev.ts, which becomes `script`'s child and the session's leader.
      spawn('script', ['-qfec', `exec ${DEV}`, '/dev/null'], {
        cwd: ROOT,
        env,
        detached: true,
        stdio: ['pipe', 'pipe', 'pipe'],
      })
    : spawn(process.execPath, ['--import', 'tsx', 'scripts/dev.ts'], {
        cwd: ROOT,
        env,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const devGroup = () => {
    if (!terminal) return child.pid!;
    const run = spawnSync('ps', ['-o', 'pid=', '--ppid', String(child.pid)], { encoding: 'utf8' });
    return Number(run.stdout.trim().split(/\s+/)[0]);
  };
  return { child, output: () => output, devGroup };
}

async function stopDev(run: Run) {
  const group = run.devGroup();
  if (group > 0 && groupAlive(group)) {
    process.kill(-group, 'SIGTERM');
    await until(() => !groupAlive(group), 30_000, 'npm run dev left processes behind', run.output);
  }
  if (run.child.exitCode === null && run.child.signalCode === null) {
    const ended = new Promise((resolve) => run.child.once('exit', resolve));
    if (groupAlive(run.child.pid!)) process.kill(-run.child.pid!, 'SIGTERM');
    await ended;
  }
}

describe('npm run dev: the API’s log lines', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-dev-logs-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('are formatted for a person in a terminal', async () => {
    const run = await startDev(true, dataDir);
    try {
      const plain = () => run.output().replace(ANSI, '');
      // The dev server polls the API's health until it answers: the API logs those requests at info.
      await until(() => /\] INFO: request completed/.test(plain()), 180_000, 'no formatted log line', plain);
      expect(
        plain()
          .split(/\r?\n/)
          .filter((line) => line.startsWith('{"level"')),
      ).toEqual([]);
      // Colours for the terminal.
      expect(run.output()).toMatch(ANSI);
    } finally {
      await stopDev(run);
    }
  }, 240_000);

  it('stay JSON lines when the output is not a terminal', async () => {
    const run = await startDev(false, dataDir);
    try {
      const completed = () =>
        run
          .output()
          .split('\n')
          .filter((line) => line.includes('"msg":"request completed"'));
      await until(() => completed().length > 0, 180_000, 'no JSON log line', run.output);
      expect(JSON.parse(completed()[0])).toMatchObject({ level: 30, msg: 'request completed' });
      expect(run.output()).not.toMatch(ANSI);
    } finally {
      await stopDev(run);
    }
  }, 240_000);
});
