import type { FastifyReply, FastifyRequest } from 'fastify';
import { consentFromCookieHeader } from '../../src/domain/analytics';
import type { PageRenderer, RenderedPage } from './page-renderer';

/**
 * Rendered in the browser from the shell: the checkout's steps depend on the session's cart and
 * forms (sessionStorage), the declaration forms on today's date, the utility pages on the browser.
 */
const SHELL_ONLY = /^\/(checkout|kuendigung|widerruf|icons|stage-builder)(\/|$)/;

export const isServerRendered = (pathname: string) => !SHELL_ONLY.test(pathname);

/** Does the validator the browser sent name this body? (`If-None-Match` may list several, or be `*`.) */
const matches = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch !== undefined && ifNoneMatch.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*');

/**
 * Answers a page request with its server-rendered HTML, compressed as the browser accepts (brotli,
 * gzip, or plain): `no-cache` plus a strong ETag, so the browser revalidates every load and a page
 * it already has costs a 304 without a body. The page differs with the cookie choice the request
 * carries (the cookie banner, or not): `Vary: Cookie`, and each variant has its own ETag.
 * `false` when rendering failed: nothing is sent yet.
 */
export async function sendRenderedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  renderPage: PageRenderer,
): Promise<boolean> {
  let page: RenderedPage;
  try {
    page = await renderPage(request.url, consentFromCookieHeader(request.headers.cookie));
  } catch (error) {
    // The shopper still gets the page: the caller serves the shell, which renders in the browser.
    request.log.error({ err: error }, 'Server-side rendering failed; the shell is served');
    return false;
  }
  // Sent, not returned: a reply is thenable, and awaiting it would wait for the response to end.
  if (page.redirect !== undefined) {
    reply.redirect(page.redirect, page.status);
    return true;
  }
  reply.header('Cache-Control', 'no-cache').header('ETag', page.etag).header('Vary', 'Accept-Encoding, Cookie');
  if (page.status === 200 && matches(request.headers['if-none-match'], page.etag)) {
    reply.code(304).send();
    return true;
  }
  reply.code(page.status).type('text/html; charset=utf-8');
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) reply.header('Content-Encoding', 'br').send(page.br);
  else if (/\bgzip\b/.test(accepted)) reply.header('Content-Encoding', 'gzip').send(page.gzip);
  else reply.send(page.body);
  return true;
}
