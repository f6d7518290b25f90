/** Spec §4 "Session token" and §9: pure rules, no cookie access or HTTP here. */
export const SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;
export const REFRESH_WINDOW_MS = 60 * 60 * 1000;

/** The browser's session cookies (API.md "Session"); the server reads the token too, to render a reloaded checkout step. */
export const TOKEN_COOKIE = 'token';
export const TOKEN_EXPIRES_COOKIE = 'token_expires';

export type SessionAction = 'create' | 'recreate' | 'refresh' | 'none';

export interface SessionCookies {
  token?: string;
  tokenExpires?: string;
}

/**
 * absent → create; expired (now at or past token_expires) → recreate (clear both cookies first);
 * within one hour of expiry → refresh; otherwise nothing. An unreadable expiry counts as expired.
 */
export function sessionActionFor(cookies: SessionCookies, now: number): SessionAction {
  if (!cookies.token) return 'create';
  const expires = Number(cookies.tokenExpires);
  if (!cookies.tokenExpires || !Number.isFinite(expires) || now >= expires) return 'recreate';
  if (now >= expires - REFRESH_WINDOW_MS) return 'refresh';
  return 'none';
}

/** The session check runs only on paths starting with /zuhause or /warenkorb. */
export function needsSessionCheck(pathname: string): boolean {
  return pathname.startsWith('/zuhause') || pathname.startsWith('/warenkorb');
}

/** The session request got no usable answer after every try: the connection, not the shopper, is at fault. */
export const SESSION_UNREACHABLE = {
  title: 'Keine Verbindung zum Shop',
  message: 'Der Server antwortet gerade nicht. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
};
