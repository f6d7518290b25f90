import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** API.md: catalogue and page reads are public, cacheable for a short while, and carry an ETag. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=300';

/** Distinct URLs kept per plugin; filter query strings are open-ended, so the memo is bounded. */
const MEMO_LIMIT = 500;

interface Answer {
  /** Encoded once: a string body would be measured and encoded again on every send. */
  body: Buffer;
  etag: string;
  contentType: string;
}

const etagOf = (payload: string) => `"${createHash('sha1').update(payload).digest('base64url')}"`;

const matches = (header: string | undefined, etag: string) =>
  header !== undefined && header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);

function answer(request: FastifyRequest, reply: FastifyReply, { body, etag }: Answer): Buffer | string {
  reply.header('Cache-Control', PUBLIC_CACHE_CONTROL);
  reply.header('ETag', etag);
  if (!matches(request.headers['if-none-match'], etag)) return body;
  reply.code(304);
  reply.removeHeader('content-type');
  reply.removeHeader('content-length');
  return '';
}

/**
 * Adds Cache-Control and ETag to every successful GET of the plugin, answering 304 on a matching
 * If-None-Match. The data behind these reads changes only with a deployment or a promotion's day, so
 * each URL's serialised answer and ETag are kept in memory: a repeated read skips the handler, the JSON
 * serialisation and the hashing. The hooks are plain callbacks, not async functions: they run on
 * every public read, and a promise per hook is measurable there.
 */
export function makeCacheable(app: FastifyInstance, day: () => string = () => ''): void {
  const memo = new Map<string, Answer>();
  // Promotions start and end by the day, so an answer is kept for the day it was given on.
  const keyOf = (request: FastifyRequest) => `${day()} ${request.url}`;
  const served = new WeakSet<FastifyRequest>();

  app.addHook('onRequest', (request, reply, done) => {
    const known = request.method === 'GET' ? memo.get(keyOf(request)) : undefined;
    if (!known) return done();
    served.add(request);
    reply.type(known.contentType);
    // Answered here: the route's handler, the serialiser and the later hooks are skipped.
    reply.send(answer(request, reply, known));
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    if (served.has(request) || request.method !== 'GET' || reply.statusCode !== 200 || typeof payload !== 'string') {
      return done(null, payload);
    }
    const known: Answer = { body: Buffer.from(payload), etag: etagOf(payload), contentType: String(reply.getHeader('content-type')) };
    if (memo.size >= MEMO_LIMIT) memo.delete(memo.keys().next().value as string);
    memo.set(keyOf(request), known);
    done(null, answer(request, reply, known));
  });
}
