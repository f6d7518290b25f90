import { cookieFromHeader } from '../domain/cookie-header';
import { SESSION_LIFETIME_MS, TOKEN_COOKIE, TOKEN_EXPIRES_COOKIE, type SessionCookies } from '../domain/session-token';

export { TOKEN_COOKIE, TOKEN_EXPIRES_COOKIE };

export const readCookie = (name: string): string | undefined => cookieFromHeader(document.cookie, name);

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
