/**
 * One cookie's value from a `Cookie` header or from `document.cookie` (the same `name=value; …`
 * form), decoded; undefined when it is not there or cannot be decoded.
 */
export function cookieFromHeader(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(rest.join('='));
    } catch {
      return undefined;
    }
  }
  return undefined;
}
