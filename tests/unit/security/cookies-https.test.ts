/**
 * @jest-environment-options {"url": "https://mobilfunk.example/"}
 */
import { writeSessionCookies } from '../../../src/api/cookies';

/** Behind a TLS proxy the page is served over https: the session cookies must then be Secure too. */
describe('session cookies on a page served over HTTPS', () => {
  it('are written SameSite=Lax and Secure', () => {
    const written: string[] = [];
    const setter = jest.spyOn(Document.prototype, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
    });
    try {
      writeSessionCookies('token-value', Date.now() + 60_000);
    } finally {
      setter.mockRestore();
    }
    expect(written).toHaveLength(2);
    for (const cookie of written) {
      const attributes = cookie.split(';').map((part) => part.trim());
      expect(attributes).toContain('SameSite=Lax');
      expect(attributes).toContain('Secure');
    }
  });
});
