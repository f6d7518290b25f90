import fs from 'node:fs';
import net from 'node:net';
import type { Database } from './db/client';
import { socketPath } from './db/data-dir-lock';
import { findDiagnosticReport, type DiagnosticReport } from './db/diagnostic-reports';

/** The socket in the PGlite data folder through which `npm run diagnostics` reads a report from the running server. */
export const diagnosticsSocketPath = (dataDir: string) => socketPath(dataDir, 'diagnostics.sock');

/** The longest question the socket reads: a reference and a little JSON around it. */
const MAX_QUESTION = 200;

/**
 * PGlite belongs to one process: while the server runs, a developer's `npm run diagnostics`
 * asks it over a Unix socket in the data folder (mode 0600: the folder's owner only; nothing
 * outside the machine can reach it). One question per connection: `{"reference":"PM-…"}\n`,
 * answered with `{"report":…}\n` (null when there is none). There is no HTTP route for it.
 */
export async function serveDiagnosticsSocket(db: Database, dataDir: string): Promise<{ close(): Promise<void> }> {
  const file = diagnosticsSocketPath(dataDir);
  // The data folder is locked by this process (server/db/data-dir-lock.ts): a socket file left here is stale.
  fs.rmSync(file, { force: true });
  // Connections still waiting for their question; on close they are ended at once instead of holding the stop.
  const waiting = new Set<net.Socket>();
  const server = net.createServer((connection) => {
    waiting.add(connection);
    connection.once('close', () => waiting.delete(connection));
    let question = '';
    connection.setEncoding('utf8');
    connection.setTimeout(5_000, () => connection.destroy());
    connection.on('data', (chunk: string) => {
      question += chunk;
      if (question.length > MAX_QUESTION) connection.destroy();
      else if (question.includes('\n')) void answer(question.slice(0, question.indexOf('\n')));
    });
    connection.on('error', () => connection.destroy());
    const answer = async (line: string) => {
      waiting.delete(connection);
      let report: DiagnosticReport | null = null;
      try {
        const { reference } = JSON.parse(line) as { reference?: unknown };
        if (typeof reference === 'string') report = await findDiagnosticReport(db, reference);
      } catch {
        report = null;
      }
      connection.end(`${JSON.stringify({ report })}\n`);
    };
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(file, () => resolve());
  });
  fs.chmodSync(file, 0o600);
  server.unref();
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const connection of waiting) connection.destroy();
      }),
  };
}

/** Asks a running server for a report; null when no server listens there. */
export function askDiagnosticsSocket(
  dataDir: string,
  reference: string,
): Promise<{ report: DiagnosticReport | null } | null> {
  return new Promise((resolve, reject) => {
    const connection = net.connect(diagnosticsSocketPath(dataDir));
    let answer = '';
    connection.setEncoding('utf8');
    connection.once('connect', () => connection.write(`${JSON.stringify({ reference })}\n`));
    connection.on('data', (chunk: string) => (answer += chunk));
    connection.once('end', () => {
      try {
        resolve(JSON.parse(answer) as { report: DiagnosticReport | null });
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    connection.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'ENOENT' || error.code === 'ECONNREFUSED' ? resolve(null) : reject(error),
    );
  });
}
