import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { readConfig } from '../../server/config';
import type { Database } from '../../server/db/client';
import { DATABASE_TARGETS, openTestDatabase } from '../support/databases';
import { checkAnswersAgainstDocument } from '../support/contract';

const TIMEOUTS = { requestMs: 1_000, headersMs: 800, connectionMs: 5_000, keepAliveMs: 1_000 };
const TRICKLE_EVERY_MS = 100;
/** Bounded: the client stops by itself after this many bytes (10 s of trickling). */
const MAX_TRICKLED_BYTES = 100;

interface Outcome {
  answer: string;
  closed: boolean;
  bytesSent: number;
}

/** A raw client on loopback that announces a body and sends it a byte at a time. */
function trickle(port: number, headersOnly: boolean): Promise<Outcome> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    let bytesSent = 0;
    let timer: NodeJS.Timeout | undefined;
    const finish = (closed: boolean) => {
      clearInterval(timer);
      socket.destroy();
      resolve({ answer, closed, bytesSent });
    };
    socket.on('data', (chunk) => (answer += String(chunk)));
    socket.on('close', () => finish(true));
    socket.on('error', () => undefined);
    socket.on('connect', () => {
      socket.write(
        headersOnly
          ? 'POST /api/cancellations HTTP/1.1\r\nHost: 127.0.0.1\r\n'
          : 'POST /api/cancellations HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
      );
      timer = setInterval(() => {
        if (bytesSent >= MAX_TRICKLED_BYTES) return finish(false);
        if (socket.writable) socket.write(headersOnly ? 'X' : ' ');
        bytesSent += 1;
      }, TRICKLE_EVERY_MS);
    });
  });
}

describe.each(DATABASE_TARGETS)('slow clients on a listening server ($name)', (target) => {
  let db: Database;
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    db = await openTestDatabase(target);
    app = checkAnswersAgainstDocument(await buildApp({ db, config: { ...readConfig(), timeouts: TIMEOUTS } }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('answers a body that trickles in with a typed 408 and closes the connection', async () => {
    const outcome = await trickle(port, false);
    expect(outcome.closed).toBe(true);
    expect(outcome.bytesSent).toBeLessThan(MAX_TRICKLED_BYTES);
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(outcome.answer).toContain('content-security-policy:');
    expect(JSON.parse(outcome.answer.split('\r\n\r\n')[1])).toEqual({
      type: 'RequestTimeoutException',
      message: 'Die Anfrage hat zu lange gedauert.',
    });
    // The server is unharmed and answers others at once.
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
  });

  it('cuts off headers that never end', async () => {
    const outcome = await trickle(port, true);
    expect(outcome.closed).toBe(true);
    expect(outcome.bytesSent).toBeLessThan(MAX_TRICKLED_BYTES);
  });

  it('takes its time-outs from the configuration', () => {
    expect(app.server.requestTimeout).toBe(TIMEOUTS.requestMs);
    expect(app.server.headersTimeout).toBe(TIMEOUTS.headersMs);
    expect(app.server.keepAliveTimeout).toBe(TIMEOUTS.keepAliveMs);
    expect(app.server.timeout).toBe(TIMEOUTS.connectionMs);
  });
});
