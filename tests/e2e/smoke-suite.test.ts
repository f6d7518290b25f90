import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { baseUrl } from './support/browser';

/** `npm run smoke`: passes against the running shop, and names the check that fails against a broken one. */

const ROOT = path.resolve(__dirname, '../..');
const BROKEN_PATH = '/api/catalogue/tariffs/mobilfunk';

/** Runs the smoke suite as `npm run smoke -- --base-url <url>` does; its exit code and output. */
function smoke(url: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/smoke/run.ts', '--base-url', url], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

/** A proxy on loopback in front of the real shop whose tariff list answers 500; everything else passes through. */
function brokenShop(target: URL): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    if (new URL(request.url ?? '/', 'http://proxy').pathname === BROKEN_PATH) {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ type: 'InternalServerErrorException', message: 'kaputt' }));
      return;
    }
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: request.url,
        method: request.method,
        headers: { ...request.headers, host: target.host },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('npm run smoke', () => {
  it('passes against the running shop, one line per check', async () => {
    const { code, output } = await smoke(baseUrl());
    expect(output).toMatch(/^✓ Tarifliste/m);
    expect(output).toMatch(/^✓ Checkout: erster Schritt/m);
    expect(output).toMatch(/^12 passed, 0 failed$/m);
    expect(code).toBe(0);
  });

  it('fails, naming the tariff list, when the shop answers 500 for it', async () => {
    const proxy = await brokenShop(new URL(baseUrl()));
    try {
      const { code, output } = await smoke(`http://127.0.0.1:${(proxy.address() as AddressInfo).port}`);
      expect(output).toMatch(/^✗ Tarifliste[^\n]*: /m);
      expect(output).toMatch(/^✓ Startseite/m);
      expect(output).toMatch(/^Fehlgeschlagen: Tarifliste/m);
      expect(output).toMatch(/^11 passed, 1 failed$/m);
      expect(code).toBe(1);
    } finally {
      proxy.closeAllConnections();
      await new Promise((resolve) => proxy.close(resolve));
    }
  });
});
