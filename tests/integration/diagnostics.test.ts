import { expect } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { DATABASE_TARGETS } from '../support/databases';
import { startTestApp, type TestApp } from '../support/test-app';
import { openDatabase } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { findDiagnosticReport, insertDiagnosticReport } from '../../server/db/diagnostic-reports';
import { deleteExpiredData } from '../../server/db/retention';
import { askDiagnosticsSocket, diagnosticsSocketPath, serveDiagnosticsSocket } from '../../server/diagnostics-socket';
import { DIAGNOSTICS_PER_TEN_MINUTES, MAX_LOG_LENGTH } from '../../server/routes/diagnostics';
import { EVENT_LOG_FORMAT } from '../../src/domain/event-log';

const DAY_MS = 24 * 60 * 60 * 1000;
const log = (entries = 3) => ({
  format: EVENT_LOG_FORMAT,
  startedAt: 1_000,
  dropped: 0,
  snapshot: { cart: { tariff: { product_name: 'Mobil M 30 GB' } } },
  entries: Array.from({ length: entries }, (_, i) => ({
    at: 1_000 + i,
    action: { type: 'notifications/added', payload: { id: `n${i}` } },
  })),
});

describe.each(DATABASE_TARGETS)('POST /api/diagnostics on $name', (target) => {
  let shop: TestApp;
  beforeEach(async () => {
    shop = await startTestApp(target);
  });
  afterEach(() => shop.close());

  const post = (body: unknown, key: string = randomUUID()) =>
    shop.app.inject({
      method: 'POST',
      url: '/api/diagnostics',
      headers: { 'idempotency-key': key },
      payload: body as Record<string, unknown>,
    });

  it('stores the log and answers a short reference, the same one when the outbox sends it again', async () => {
    const key = randomUUID();
    const body = { context: 'error-page', path: '/warenkorb?x=1', log: JSON.stringify(log()) };
    const first = await post(body, key);
    expect(first.statusCode).toBe(201);
    const { reference } = first.json<{ reference: string }>();
    expect(reference).toMatch(/^PM-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{2}$/);
    expect((await post(body, key)).json()).toEqual({ reference });
    const { rows } = await shop.db.query<{ n: number }>('SELECT count(*)::int AS n FROM diagnostic_reports');
    expect(rows[0].n).toBe(1);
    const stored = await findDiagnosticReport(shop.db, reference.toLowerCase());
    expect(stored).toMatchObject({ reference, context: 'error-page', path: '/warenkorb', log: log() });
  });

  it('refuses what is not an event log, an unknown context and an oversized log', async () => {
    const refused = async (body: unknown, status: number) => expect((await post(body)).statusCode).toBe(status);
    await refused({ context: 'error-page', path: '/', log: '{"format":"anders"}' }, 400);
    await refused({ context: 'error-page', path: '/', log: 'kein JSON' }, 400);
    await refused(
      { context: 'error-page', path: '/', log: JSON.stringify({ ...log(), entries: log(501).entries }) },
      400,
    );
    await refused({ context: 'irgendwo', path: '/', log: JSON.stringify(log()) }, 400);
    await refused({ context: 'footer', path: '/', log: JSON.stringify(log()), extra: 1 }, 400);
    await refused({ context: 'footer', path: '/', log: 'x'.repeat(MAX_LOG_LENGTH + 1) }, 400);
    const response = await post({
      context: 'footer',
      path: '/',
      log: JSON.stringify(log()) + ' '.repeat(4 * MAX_LOG_LENGTH),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ type: expect.any(String), message: expect.any(String) });
  });

  it('is rate-limited per client address', async () => {
    const body = { context: 'footer', path: '/', log: JSON.stringify(log(1)) };
    for (let i = 0; i < DIAGNOSTICS_PER_TEN_MINUTES; i += 1) expect((await post(body)).statusCode).toBe(201);
    const limited = await post(body);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ type: 'TooManyRequestsException' });
  });

  it('deletes reports after 30 days', async () => {
    const now = Date.UTC(2026, 5, 1);
    const old = await insertDiagnosticReport(
      shop.db,
      { idempotencyKey: undefined, context: 'footer', path: '/', log: log() },
      now - 31 * DAY_MS,
    );
    const recent = await insertDiagnosticReport(
      shop.db,
      { idempotencyKey: undefined, context: 'footer', path: '/', log: log() },
      now - 29 * DAY_MS,
    );
    expect((await deleteExpiredData(shop.db, now, { tempOrderDays: 30 })).diagnosticReports).toBe(1);
    expect(await findDiagnosticReport(shop.db, old)).toBeNull();
    expect(await findDiagnosticReport(shop.db, recent)).not.toBeNull();
  });
});

describe('the Unix socket in the PGlite data folder', () => {
  it('answers a report to the folder owner only, and nothing when no server listens', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'diag-'));
    const db = await openDatabase({ dataDir });
    try {
      await migrate(db);
      const reference = await insertDiagnosticReport(
        db,
        { idempotencyKey: undefined, context: 'footer', path: '/', log: log() },
        Date.now(),
      );
      const socket = await serveDiagnosticsSocket(db, dataDir);
      expect(fs.statSync(diagnosticsSocketPath(dataDir)).mode & 0o777).toBe(0o600);
      expect((await askDiagnosticsSocket(dataDir, reference))?.report).toMatchObject({ reference, log: log() });
      expect(await askDiagnosticsSocket(dataDir, 'PM-AAAA-AA')).toEqual({ report: null });
      await socket.close();
      expect(await askDiagnosticsSocket(dataDir, reference)).toBeNull();
    } finally {
      await db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
