import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { DATABASE_TARGETS, openTestDatabase } from '../support/databases';

describe.each(DATABASE_TARGETS)('migrations on $name', (target) => {
  it('apply once and are a no-op the second time', async () => {
    const db = await openTestDatabase(target);
    try {
      expect(await migrate(db)).toEqual([]);
      const { rows } = await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
      expect(rows.map((r) => r.name)).toContain('001_sessions.sql');
    } finally {
      await db.close();
    }
  });
});

describe('PGlite data folder', () => {
  it('keeps data across restarts and is locked against a second opener', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-lock-'));
    try {
      const first = await openDatabase({ dataDir });
      await migrate(first);
      await first.query("INSERT INTO sessions (id, token_hash, expires_at) VALUES (gen_random_uuid(), 'h', now())");
      // Refused at once: the owner's lock socket answers.
      await expect(openDatabase({ dataDir })).rejects.toThrow(`wird bereits von Prozess ${process.pid}`);
      await first.close();
      const second = await openDatabase({ dataDir });
      const { rows } = await second.query<{ n: number }>('SELECT count(*)::int AS n FROM sessions');
      expect(rows[0].n).toBe(1);
      await second.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
