import fs from 'node:fs';
import path from 'node:path';
import { configurationTable, ConfigError } from '../../server/config-schema';
import { PROJECT_ROOT, readConfig } from '../../server/config';
import { spawnShop } from '../support/shop-process';

describe('configuration checked at start', () => {
  it('reads valid values as numbers and fills in the defaults', () => {
    const config = readConfig({ PORT: '9090', RETENTION_DAYS: '14', DATABASE_URL: '', AVAILABILITY_BACKEND: 'down' });
    expect(config.port).toBe(9090);
    expect(config.retention.tempOrderDays).toBe(14);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.availability.backend).toBe('down');
    expect(config.rateLimits.sessionsPerMinute).toBe(120);
  });

  it.each([
    ['PORT', 'abc', 'an integer from 1 to 65535'],
    ['PORT', '70000', 'an integer from 1 to 65535'],
    ['REQUEST_TIMEOUT_MS', '-5', 'an integer from 1 to'],
    ['RETENTION_DAYS', '2.5', 'an integer from 1 to 3650'],
    ['LOG_LEVEL', 'loud', 'one of fatal, error, warn, info, debug, trace, silent'],
    ['AVAILABILITY_BACKEND', 'maybe', 'one of database, down'],
  ])('refuses %s=%s with one line naming the variable, the value and what is allowed', (name, value, allowed) => {
    let refused: unknown;
    try {
      readConfig({ [name]: value });
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(ConfigError);
    const message = (refused as Error).message;
    expect(message.split('\n')).toHaveLength(1);
    expect(message).toContain(`${name}=${JSON.stringify(value)}`);
    expect(message).toContain(allowed);
  });

  it('never prints the database URL, which may hold a password', () => {
    expect(() => readConfig({ DATABASE_URL: 'mysql://shop:geheim@db/shop' })).toThrow(
      /^Invalid configuration: DATABASE_URL=\(hidden\)/,
    );
    expect(() => readConfig({ DATABASE_URL: 'mysql://shop:geheim@db/shop' })).not.toThrow(/geheim/);
  });

  it('stops the server process with PORT=abc: exit code not 0 and one line naming PORT', async () => {
    const shop = await spawnShop({ PORT: 'abc' });
    expect(await shop.exited).not.toBe(0);
    const lines = shop.output().trim().split('\n');
    expect(lines).toEqual(['Invalid configuration: PORT="abc" is not allowed; expected an integer from 1 to 65535.']);
  });

  it('documents every variable in docs/operations.md exactly as the schema defines it', () => {
    const doc = fs.readFileSync(path.join(PROJECT_ROOT, 'docs/operations.md'), 'utf8');
    const table = doc.split('<!-- configuration-table:start -->\n')[1]?.split('\n<!-- configuration-table:end -->')[0];
    expect(table).toBe(configurationTable());
  });
});
