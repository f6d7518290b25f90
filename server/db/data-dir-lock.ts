import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export interface DataDirLock {
  release(): Promise<void>;
}

const inUse = (dataDir: string, owner: string) =>
  new Error(
    `Der Datenordner ${dataDir} wird bereits von Prozess ${owner} verwendet. ` +
      'Für mehrere Prozesse DATABASE_URL (PostgreSQL) setzen.',
  );

/** A Unix socket path must stay under about 100 bytes; a relative path is shorter where the absolute one is not. */
export function socketPath(dataDir: string, name = 'shop.lock'): string {
  const absolute = path.resolve(dataDir, name);
  const relative = path.relative(process.cwd(), absolute);
  return absolute.length <= 100 || relative.length > absolute.length ? absolute : relative;
}

function listen(server: net.Server, file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(file, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** Whether a live process still listens on the socket: only a listening owner accepts the connection. */
function ownerListens(file: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.connect(file);
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
  });
}

/**
 * PGlite is single-process: a second process opening the same folder would corrupt it.
 *
 * The lock is a Unix socket `shop.lock` in the folder that the owner listens on. The operating
 * system stops the listening the moment the owner dies, however it dies, so a socket nobody
 * answers on is left behind and is taken over at once. Nothing depends on a pid: a server restarted
 * in a fresh PID namespace (a container) that gets the dead owner's pid again starts, and a second
 * live process is refused at once. `shop.pid` beside it only names the owner in the message.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = socketPath(dataDir);
  const pidFile = path.join(dataDir, 'shop.pid');
  const server = net.createServer((connection) => connection.destroy());
  try {
    await listen(server, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    if (await ownerListens(file)) {
      const owner = fs.existsSync(pidFile) ? fs.readFileSync(pidFile, 'utf8').trim() : 'unbekannt';
      throw inUse(dataDir, owner);
    }
    fs.rmSync(file, { force: true });
    await listen(server, file);
  }
  // The lock must not keep a process alive that has nothing else to do.
  server.unref();
  fs.writeFileSync(pidFile, String(process.pid));
  return {
    release: async () => {
      fs.rmSync(pidFile, { force: true });
      // Closing a Unix socket server removes its file.
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
