import http from 'node:http';
import type { Socket } from 'node:net';
import { MAX_EVENTS_PER_REQUEST } from '../../src/domain/analytics';
import { spawnShop, stopShop, stubStaticDir, untilHealthy, type ShopProcess } from '../support/shop-process';

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

const event = (i: number) => ({ type: 'page_view', path: `/seite-${i}`, ts: 1_760_000_000_000 + i });

/** A POST whose headers and first half of the body are sent now; finish() sends the rest. */
function startUpload(baseUrl: string, agent: http.Agent, id: string, events: number) {
  const body = JSON.stringify(Array.from({ length: events }, (_, i) => event(i)));
  const half = Math.floor(body.length / 2);
  let resolveAnswer: (answer: Answer) => void;
  let rejectAnswer: (error: Error) => void;
  const answer = new Promise<Answer>((resolve, reject) => {
    resolveAnswer = resolve;
    rejectAnswer = reject;
  });
  const request = http.request(`${baseUrl}/api/analytics/events`, {
    method: 'POST',
    agent,
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), 'x-request-id': id },
  });
  request.on('response', (response) => {
    let text = '';
    response.on('data', (chunk) => (text += String(chunk)));
    response.on('end', () =>
      resolveAnswer({ status: response.statusCode ?? 0, connection: response.headers.connection, body: text }),
    );
  });
  request.on('error', (error) => rejectAnswer(error));
  request.write(body.slice(0, half));
  return {
    answer,
    /** The rest of the body in small pieces, each after the previous one was handed to the socket. */
    finish: async () => {
      const rest = body.slice(half);
      for (let at = 0; at < rest.length; at += 64) {
        await new Promise<void>((resolve) => request.write(rest.slice(at, at + 64), () => resolve()));
      }
      request.end();
    },
  };
}

const get = (url: string) =>
  new Promise<number>((resolve, reject) => {
    http
      .get(url, { agent: false }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      })
      .on('error', reject);
  });

async function until(condition: () => Promise<boolean>, what: string, shop: ShopProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (await condition()) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error(`Never saw ${what}:\n${shop.output()}`);
}

describe('graceful stop', () => {
  let shop: ShopProcess | undefined;
  afterAll(() => stopShop(shop, 'SIGKILL'));

  it('answers every request in flight on SIGTERM, closes idle kept-alive connections, says not ready, exits 0', async () => {
    shop = await spawnShop({
      LOG_LEVEL: 'info',
      STATIC_DIR: stubStaticDir(),
      // Readiness must be seen as 503 while the listener is still open.
      SHUTDOWN_DELAY_MS: '4000',
      // Only the drain may close the idle connections, not their own time-out.
      KEEP_ALIVE_TIMEOUT_MS: '600000',
    });
    await untilHealthy(shop, 180_000, '/api/health/ready');
    const running = shop;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 30 });

    // 26 kept-alive connections: 21 will carry a request in flight, 5 stay idle.
    const sockets = new Set<Socket>();
    agent.on('free', (socket: Socket) => sockets.add(socket));
    await Promise.all(
      Array.from(
        { length: 26 },
        () =>
          new Promise<void>((resolve, reject) => {
            http
              .get(`${running.baseUrl}/api/health`, { agent }, (response) => response.resume().on('end', resolve))
              .on('error', reject);
          }),
      ),
    );
    await until(async () => sockets.size === 26, 'the 26 sockets kept alive', running);
    const closed: Socket[] = [];
    for (const socket of sockets) socket.once('close', () => closed.push(socket));

    const uploads = Array.from({ length: 20 }, (_, i) =>
      startUpload(running.baseUrl, agent, `drain-client-${String(i).padStart(2, '0')}`, 2),
    );
    const slow = startUpload(running.baseUrl, agent, 'drain-slow-upload', MAX_EVENTS_PER_REQUEST);
    const ids = [
      ...Array.from({ length: 20 }, (_, i) => `drain-client-${String(i).padStart(2, '0')}`),
      'drain-slow-upload',
    ];
    // The server has begun every request once it logged it.
    await until(
      async () => ids.every((id) => running.output().includes(`"request_id":"${id}"`)),
      'all 21 requests arrive',
      running,
    );

    running.child.kill('SIGTERM');
    await until(async () => (await get(`${running.baseUrl}/api/health/ready`)) === 503, 'readiness 503', running);
    expect(await get(`${running.baseUrl}/api/health`)).toBe(200);

    // The listener closes after the delay: new connections are refused from then on.
    await until(
      () =>
        get(`${running.baseUrl}/api/health`).then(
          () => false,
          (error: NodeJS.ErrnoException) => error.code === 'ECONNREFUSED',
        ),
      'the listener closed',
      running,
    );
    // The 5 idle kept-alive connections were closed by the server.
    await until(async () => closed.length >= 5, 'idle connections closed', running);

    await Promise.all([...uploads, slow].map((upload) => upload.finish()));
    const answers = await Promise.all([...uploads, slow].map((upload) => upload.answer));
    for (const answer of answers) {
      expect(answer.status).toBe(202);
      expect(answer.connection).toBe('close');
    }
    expect(JSON.parse(answers[20].body)).toEqual({ accepted: MAX_EVENTS_PER_REQUEST });

    expect(await running.exited).toBe(0);
    expect(running.output()).toContain('"msg":"stopped"');
    agent.destroy();
  });
});
