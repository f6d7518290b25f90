import fs from 'node:fs';
import path from 'node:path';

export interface DataDirLock {
  release(): void;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is single-process: a second process opening the same folder would corrupt it.
 * The lock file holds the owner's pid; a lock left by a process that died is taken over.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'shop.lock');
  try {
    fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const owner = Number.parseInt(fs.readFileSync(lockFile, 'utf8'), 10);
    // A live owner, this process included, keeps the folder; only a dead owner's lock is taken over.
    if (Number.isFinite(owner) && isRunning(owner)) {
      throw new Error(
        `Der Datenordner ${dataDir} wird bereits von Prozess ${owner} verwendet. ` +
          'Für mehrere Prozesse DATABASE_URL (PostgreSQL) setzen.',
      );
    }
    fs.writeFileSync(lockFile, String(process.pid));
  }
  return {
    release: () => {
      try {
        if (fs.readFileSync(lockFile, 'utf8') === String(process.pid)) fs.unlinkSync(lockFile);
      } catch {
        /* already gone */
      }
    },
  };
}
