import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** API.md: catalogue and page reads are public, cacheable for a short while, and carry an ETag. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=300';

/** Distinct URLs kept per plugin; filter query strings are open-ended, so the memo is bounded. */
const MEMO_LIMIT = 500;

/** Smaller answers are sent as they are: compressing them saves less than its headers cost. */
const COMPRESS_FROM_BYTES = 1024;

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/** One answer as it goes out: made once, sent as bytes from then on. */
interface Answer {
  /** Encoded once: a string body would be measured and encoded again on every send. */
  body: Buffer;
  etag: string;
  contentType: string;
  /** Made off the main thread after the first answer; until they are there, the plain body goes out. */
  br?: Buffer;
  gzip?: Buffer;
}

const etagOf = (payload: string) => `"${createHash('sha1').update(payload).digest('base64url')}"`;

const matches = (header: string | undefined, etag: string) =>
  header !== undefined && header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);

/** The variant the client accepts, brotli first (the smallest), then gzip, else the plain body. */
function encoded(request: FastifyRequest, reply: FastifyReply, known: Answer): Buffer {
  const accepted = request.headers['accept-encoding'];
  if (accepted === undefined) return known.body;
  if (known.br && /\bbr\b/.test(accepted)) {
    reply.header('Content-Encoding', 'br');
    return known.br;
  }
  if (known.gzip && /\bgzip\b/.test(accepted)) {
    reply.header('Content-Encoding', 'gzip');
    return known.gzip;
  }
  return known.body;
}

function answer(request: FastifyRequest, reply: FastifyReply, known: Answer): Buffer | string {
  // One ETag for every encoding of the same JSON (as the server-rendered pages do); Vary keeps caches apart.
  reply.header('Cache-Control', PUBLIC_CACHE_CONTROL);
  reply.header('ETag', known.etag);
  reply.header('Vary', 'Accept-Encoding');
  if (!matches(request.headers['if-none-match'], known.etag)) return encoded(request, reply, known);
  reply.code(304);
  reply.removeHeader('content-type');
  reply.removeHeader('content-length');
  return '';
}

/** The brotli and gzip variants, made once in the background; a failure leaves the plain body. */
function compressLater(known: Answer): void {
  if (known.body.length < COMPRESS_FROM_BYTES) return;
  const brotli = {
    params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: known.body.length },
  };
  Promise.all([compressBrotli(known.body, brotli), compressGzip(known.body, { level: 9 })]).then(
    ([br, gzipped]) => Object.assign(known, { br, gzip: gzipped }),
    () => undefined,
  );
}

/**
 * A clock's day, worked out once per second of that clock: the day is part of every key, and
 * formatting a date in Berlin's time zone on each read costs more than the rest of the lookup.
 */
function dayPerSecond(now: () => number, day: (epochMs: number) => string): () => string {
  let second = Number.NaN;
  let known = '';
  return () => {
    const at = now();
    const current = Math.floor(at / 1000);
    if (current !== second) {
      second = current;
      known = day(at);
    }
    return known;
  };
}

/**
 * Adds Cache-Control and ETag to every successful GET of the plugin, answering 304 on a matching
 * If-None-Match. The data behind these reads changes only with a deployment or a promotion's day, so
 * each URL's answer is made once: serialised, hashed and compressed (brotli, gzip), then kept in
 * memory and sent as bytes, in the encoding the client accepts. A repeated read skips the handler,
 * the JSON serialisation, the hashing and the compression. The hooks are plain callbacks, not async
 * functions: they run on every public read, and a promise per hook is measurable there.
 */
export function makeCacheable(
  app: FastifyInstance,
  now: () => number = () => 0,
  day: (epochMs: number) => string = () => '',
): void {
  const memo = new Map<string, Answer>();
  // Promotions start and end by the day, so an answer is kept for the day it was given on.
  const today = dayPerSecond(now, day);
  const keyOf = (request: FastifyRequest) => `${today()} ${request.url}`;
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
    const known: Answer = {
      body: Buffer.from(payload),
      etag: etagOf(payload),
      contentType: String(reply.getHeader('content-type')),
    };
    if (memo.size >= MEMO_LIMIT) memo.delete(memo.keys().next().value as string);
    memo.set(keyOf(request), known);
    compressLater(known);
    done(null, answer(request, reply, known));
  });
}
