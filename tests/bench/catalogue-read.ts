import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { PROJECT_ROOT } from '../../server/config';
import { freePort } from '../e2e/support/server-process';
import autocannon from 'autocannon';
import { hammer, type Throughput } from './throughput';

/** The catalogue read of the bench: the mobile tariff list. */
export const CATALOGUE_READ = '/api/catalogue/tariffs/mobilfunk';
const CONNECTIONS = 50;

/** A bare Fastify whose one route returns the object given in BODY (JSON), serialised on every request as Fastify does. */
const BARE_FASTIFY = `import Fastify from 'fastify';
const body = JSON.parse(process.env.BODY);
const app = Fastify({ logger: false });
app.get('${CATALOGUE_READ}', async () => body);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });`;

/** Throughput, and the server process's own CPU time per answer (what other load on the machine does not change). */
export interface ReadFigures extends Throughput {
  cpuMicrosPerAnswer: number;
}

export interface CatalogueReadRound {
  shop: ReadFigures;
  bare: ReadFigures;
}

/** User and system CPU time a process has used, in ms (Linux /proc, clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const [utime, stime] = stat
    .slice(stat.lastIndexOf(')') + 2)
    .split(' ')
    .slice(11, 13)
    .map(Number);
  return (utime + stime) * 10;
}

async function read(label: string, url: string, pid: number): Promise<ReadFigures> {
  const before = cpuMs(pid);
  const figures = await hammer(label, url, undefined, CONNECTIONS);
  return { ...figures, cpuMicrosPerAnswer: ((cpuMs(pid) - before) * 1000) / Math.max(1, figures.total) };
}

async function startBare(body: string): Promise<{ baseUrl: string; pid: number; stop(): Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--input-type=module', '-e', BARE_FASTIFY], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, PORT: String(port), BODY: body },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  while (
    !(await fetch(baseUrl + CATALOGUE_READ).then(
      (response) => response.ok,
      () => false,
    ))
  ) {
    if (child.exitCode !== null) throw new Error(`the bare Fastify ended with ${child.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    baseUrl,
    pid: child.pid as number,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * The shop's tariff list beside a bare Fastify route returning the same object, same client
 * (autocannon, 50 connections), alternating in rounds so that both see the same machine.
 */
export async function measureCatalogueRead(
  shop: { baseUrl: string; pid: number },
  rounds: number,
): Promise<CatalogueReadRound[]> {
  const shopUrl = shop.baseUrl;
  const body = await (await fetch(shopUrl + CATALOGUE_READ)).text();
  const bare = await startBare(body);
  try {
    // Warm-up, not counted: both servers' code compiled by the JIT, the shop's answer made.
    for (const url of [shopUrl, bare.baseUrl])
      await autocannon({ url: url + CATALOGUE_READ, connections: CONNECTIONS, duration: 2 });
    const figures: CatalogueReadRound[] = [];
    for (let round = 0; round < rounds; round += 1) {
      figures.push({
        shop: await read(`Tarifliste (Shop), Runde ${round + 1}`, shopUrl + CATALOGUE_READ, shop.pid),
        bare: await read(`dasselbe Objekt (Fastify leer), Runde ${round + 1}`, bare.baseUrl + CATALOGUE_READ, bare.pid),
      });
    }
    return figures;
  } finally {
    await bare.stop();
  }
}
