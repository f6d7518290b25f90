import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { PROJECT_ROOT } from '../../server/config';

/**
 * A supervisor as a CI runner, a test harness or a closed terminal is one: it starts a command in a
 * process group of its own with stdout and stderr piped to itself, prints the group's id, and on a
 * line on its stdin sends SIGTERM to the whole group and exits at once (nobody reads the pipes then).
 */
const SUPERVISOR = `
  const { spawn } = require('node:child_process');
  const [cwd, command, ...args] = process.argv.slice(1);
  const group = spawn(command, args, { cwd, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  group.stdout.on('data', () => {});
  group.stderr.on('data', () => {});
  process.stdout.write(group.pid + '\\n');
  process.stdin.once('data', () => {
    try { process.kill(-group.pid, 'SIGTERM'); } catch {}
    process.exit(0);
  });`;

export interface Supervisor {
  process: ChildProcess;
  /** The process group the supervisor started (its leader's pid). */
  group: number;
}

/** Starts `command` (e.g. `npm start`) under a supervisor with the given environment. */
export async function superviseGroup(command: string[], env: NodeJS.ProcessEnv): Promise<Supervisor> {
  const supervisor = spawn(process.execPath, ['-e', SUPERVISOR, PROJECT_ROOT, ...command], {
    env,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const group = await new Promise<number>((resolve, reject) => {
    supervisor.stdout.once('data', (line) => resolve(Number(String(line).trim())));
    supervisor.once('exit', (code) =>
      reject(new Error(`the supervisor ended with ${code} before starting the command`)),
    );
  });
  return { process: supervisor, group };
}

/** Has the supervisor send SIGTERM to its group and go away; resolves once it has exited. */
export async function stopAndLeave(supervisor: Supervisor): Promise<void> {
  const gone = new Promise((resolve) => supervisor.process.once('exit', resolve));
  supervisor.process.stdin?.write('stop\n');
  await gone;
}

/** Field `index` (0-based, after the command name) of /proc/<pid>/stat, or null when the process is gone. */
function statField(pid: number, index: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[index];
  } catch {
    return null;
  }
}

/** The node processes of a process group (npm itself left out). */
export function nodeProcessesOf(group: number): number[] {
  return fs
    .readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => Number(statField(pid, 2)) === group)
    .filter((pid) => {
      try {
        const commandLine = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
        return commandLine[0].endsWith('node') && !commandLine.some((part) => /npm-cli|\bnpm$/.test(part));
      } catch {
        return false;
      }
    });
}

/** Whether a process still runs (a zombie waiting for its parent has ended). */
export const running = (pid: number) => {
  const state = statField(pid, 0);
  return state !== null && state !== 'Z' && state !== 'X';
};
