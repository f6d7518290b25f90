import type { FastifyReply, FastifyRequest } from 'fastify';
import { consentFromCookieHeader } from '../../src/domain/analytics';
import { checkoutOrderOf, CHECKOUT_ORDER_COOKIE } from '../../src/domain/checkout-order-cookie';
import { cookieFromHeader } from '../../src/domain/cookie-header';
import { stepAt } from '../../src/domain/order-flow';
import { TOKEN_COOKIE } from '../../src/domain/session-token';
import type { CheckoutPageRenderer, CheckoutSession, PageRenderer, RenderedPage } from './page-renderer';

/**
 * Rendered in the browser from the shell: the checkout's pages depend on the session's cart and
 * forms (sessionStorage), the declaration forms on today's date, the utility pages on the browser.
 * A checkout step whose order the request's cookies name is the exception (`checkoutSessionOf`).
 */
const SHELL_ONLY = /^\/(checkout|kuendigung|widerruf|icons|stage-builder)(\/|$)/;

export const isServerRendered = (pathname: string) => !SHELL_ONLY.test(pathname);

/** A checkout step asked for with the session's token and the tab's temp order in its cookies (src/domain/checkout-order-cookie.ts). */
export function checkoutSessionOf(pathname: string, cookieHeader: string | undefined): CheckoutSession | null {
  if (stepAt(pathname) === undefined) return null;
  const token = cookieFromHeader(cookieHeader, TOKEN_COOKIE);
  const order = checkoutOrderOf(cookieFromHeader(cookieHeader, CHECKOUT_ORDER_COOKIE));
  return token && order ? { token, order } : null;
}

/** Does the validator the browser sent name this body? (`If-None-Match` may list several, or be `*`.) */
const matches = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch !== undefined && ifNoneMatch.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*');

/** Sends a rendered page (or its redirect) compressed as the browser accepts (brotli, gzip, or plain), or a 304 for a body it has. */
function sendPage(request: FastifyRequest, reply: FastifyReply, page: RenderedPage, cacheControl: string): void {
  // Sent, not returned: a reply is thenable, and awaiting it would wait for the response to end.
  if (page.redirect !== undefined) {
    reply.redirect(page.redirect, page.status);
    return;
  }
  reply.header('Cache-Control', cacheControl).header('ETag', page.etag).header('Vary', 'Accept-Encoding, Cookie');
  if (page.status === 200 && matches(request.headers['if-none-match'], page.etag)) {
    reply.code(304).send();
    return;
  }
  reply.code(page.status).type('text/html; charset=utf-8');
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) reply.header('Content-Encoding', 'br').send(page.br);
  else if (/\bgzip\b/.test(accepted)) reply.header('Content-Encoding', 'gzip').send(page.gzip);
  else reply.send(page.body);
}

/**
 * Renders and sends a page; `false` when there is none to send (rendering failed, or the page is
 * left to the browser): nothing is sent yet, and the caller serves the shell, which renders in the browser.
 */
async function renderAndSend(
  request: FastifyRequest,
  reply: FastifyReply,
  render: () => Promise<RenderedPage | null>,
  cacheControl: string,
): Promise<boolean> {
  let page: RenderedPage | null;
  try {
    page = await render();
  } catch (error) {
    request.log.error({ err: error }, 'Server-side rendering failed; the shell is served');
    return false;
  }
  if (!page) return false;
  sendPage(request, reply, page, cacheControl);
  return true;
}

/**
 * Answers a page request with its server-rendered HTML: `no-cache` plus a strong ETag, so the
 * browser revalidates every load and a page it already has costs a 304 without a body. The page
 * differs with the cookie choice the request carries (the cookie banner, or not): `Vary: Cookie`,
 * and each variant has its own ETag. `false` when rendering failed: nothing is sent yet.
 */
export const sendRenderedPage = (request: FastifyRequest, reply: FastifyReply, renderPage: PageRenderer) =>
  renderAndSend(
    request,
    reply,
    () => renderPage(request.url, consentFromCookieHeader(request.headers.cookie)),
    'no-cache',
  );

/**
 * A checkout step of the session's own order: `private, no-store`, so that no cache keeps one
 * session's order (its prices, a landline's address), neither a shared one nor the browser's or
 * the service worker's (vite.config.ts) once the tab is closed. `false` when the browser is to render it (the
 * order unknown to the session, a step its guard would leave, or a failure): nothing is sent yet.
 */
export const sendCheckoutPage = (
  request: FastifyRequest,
  reply: FastifyReply,
  renderPage: CheckoutPageRenderer,
  session: CheckoutSession,
) =>
  renderAndSend(
    request,
    reply,
    () => renderPage(request.url, consentFromCookieHeader(request.headers.cookie), session),
    'private, no-store',
  );
