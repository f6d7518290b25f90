import autocannon from 'autocannon';

export interface Throughput {
  label: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  /** Answers received in all. */
  total: number;
}

export const LOAD = { connections: 10, durationSeconds: Number(process.env.BENCH_SECONDS ?? 5) };

/** autocannon against one loopback URL for a bounded time; non-2xx answers count as errors. */
export async function hammer(
  label: string,
  url: string,
  requests?: autocannon.Request[],
  connections = LOAD.connections,
): Promise<Throughput> {
  const result = await autocannon({ url, requests, connections, duration: LOAD.durationSeconds });
  return {
    label,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    total: result.requests.total,
  };
}
