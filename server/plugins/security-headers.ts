import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * A strict policy: no inline script (but the scripts `inlineScripts` names by their hash), no eval;
 * frames only for our own energy-label sheets.
 */
const policy = (inlineScripts: string[] = []): HelmetOptions => ({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...inlineScripts],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      frameSrc: ["'self'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
    },
  },
  crossOriginEmbedderPolicy: false,
  hsts: { maxAge: 15_552_000, includeSubDomains: true },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
});

export const securityHeaders: HelmetOptions = policy();

/**
 * Browser features the shop never uses, switched off for its pages and anything framed in them
 * (helmet leaves this header out). Only features every Chromium build knows: an unknown one is a
 * console warning (Debian's build has no 'bluetooth').
 */
const DISABLED_FEATURES = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];
export const PERMISSIONS_POLICY = [...DISABLED_FEATURES.map((feature) => `${feature}=()`), 'fullscreen=(self)'].join(
  ', ',
);

/**
 * The headers helmet writes for these options, worked out once. They do not depend on the request,
 * and @fastify/helmet rebuilt the whole helmet middleware (CSP parsing included) on every request.
 */
export function helmetHeaders(options: HelmetOptions = securityHeaders): Record<string, string> {
  // A response of Node's own that is never sent: helmet sets and removes its headers on it.
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  let failed: unknown;
  helmet(options)(request, response, (error?: unknown) => (failed = error));
  if (failed !== undefined)
    throw failed instanceof Error ? failed : new Error('helmet rejected its options', { cause: failed });
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.getHeaders()))
    if (value !== undefined) headers[name] = String(value);
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  return headers;
}

let defaults: Record<string, string> | undefined;
/** The headers of the shop's own policy, worked out on first use. */
export const defaultSecurityHeaders = () => (defaults ??= helmetHeaders());

/**
 * The policy for the app's pages, whose early script is inline (scripts/page-template.ts): the
 * same, with exactly those scripts allowed by their hashes.
 */
export function pagePolicyHeader(inlineScripts: string[]): Record<string, string> {
  const name = 'content-security-policy';
  const header = helmetHeaders(policy(inlineScripts))[name];
  if (header === undefined) throw new Error('helmet wrote no content-security-policy');
  return { [name]: header };
}

/** Sets the security headers on every answer of the app: routes, static files, 404s and errors alike. */
export function addSecurityHeaders(app: FastifyInstance, options: HelmetOptions = securityHeaders): void {
  const headers = options === securityHeaders ? defaultSecurityHeaders() : helmetHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
