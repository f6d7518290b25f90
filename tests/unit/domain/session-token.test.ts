import { needsSessionCheck, REFRESH_WINDOW_MS, sessionActionFor } from '../../../src/domain/session-token';

const NOW = Date.UTC(2026, 10, 22, 12, 0, 0);

describe('session token state machine (spec §4)', () => {
  it('creates a session when no token is present', () => {
    expect(sessionActionFor({}, NOW)).toBe('create');
    expect(sessionActionFor({ tokenExpires: String(NOW + 10 * REFRESH_WINDOW_MS) }, NOW)).toBe('create');
  });

  it('recreates when now is at or past token_expires', () => {
    expect(sessionActionFor({ token: 't', tokenExpires: String(NOW) }, NOW)).toBe('recreate');
    expect(sessionActionFor({ token: 't', tokenExpires: String(NOW - 1) }, NOW)).toBe('recreate');
  });

  it('treats a missing or unreadable expiry as expired', () => {
    expect(sessionActionFor({ token: 't' }, NOW)).toBe('recreate');
    expect(sessionActionFor({ token: 't', tokenExpires: 'morgen' }, NOW)).toBe('recreate');
  });

  it('refreshes within one hour of expiry', () => {
    expect(sessionActionFor({ token: 't', tokenExpires: String(NOW + REFRESH_WINDOW_MS) }, NOW)).toBe('refresh');
    expect(sessionActionFor({ token: 't', tokenExpires: String(NOW + 1) }, NOW)).toBe('refresh');
  });

  it('does nothing while more than an hour is left', () => {
    expect(sessionActionFor({ token: 't', tokenExpires: String(NOW + REFRESH_WINDOW_MS + 1) }, NOW)).toBe('none');
  });
});

describe('session check path rule', () => {
  it.each(['/zuhause', '/zuhause/tarife/glasfaser-tarife', '/warenkorb', '/warenkorb/'])('checks on %s', (path) => {
    expect(needsSessionCheck(path)).toBe(true);
  });

  it.each(['/', '/unterwegs', '/checkout', '/agb', '/unterwegs/zuhause'])('does not check on %s', (path) => {
    expect(needsSessionCheck(path)).toBe(false);
  });
});
