import { SESSION_LIFETIME_MS, type SessionCookies } from '../domain/session-token';

export const TOKEN_COOKIE = 'token';
export const TOKEN_EXPIRES_COOKIE = 'token_expires';

export function readCookie(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

export function writeCookie(name: string, value: string, maxAgeMs = SESSION_LIFETIME_MS): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${Math.floor(maxAgeMs / 1000)}; Path=/; SameSite=Lax${secure}`;
}

export function deleteCookie(name: string): void {
  document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax`;
}

/** The token the next product call will carry. */
export const readSessionToken = () => readCookie(TOKEN_COOKIE);

export const readSessionCookies = (): SessionCookies => ({
  token: readCookie(TOKEN_COOKIE),
  tokenExpires: readCookie(TOKEN_EXPIRES_COOKIE),
});

export function writeSessionCookies(token: string, expiresAt: number): void {
  writeCookie(TOKEN_COOKIE, token);
  writeCookie(TOKEN_EXPIRES_COOKIE, String(expiresAt));
}

export function clearSessionCookies(): void {
  deleteCookie(TOKEN_COOKIE);
  deleteCookie(TOKEN_EXPIRES_COOKIE);
}
