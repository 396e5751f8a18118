import os from 'node:os';
import autocannon, { type Request } from 'autocannon';

export interface LoadOptions {
  url: string;
  connections: number;
  /** Seconds measured. */
  duration: number;
  /** Seconds run first and thrown away (JIT, caches, connection pools). */
  warmup: number;
  request: Request;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  total: number;
  errors: number;
  statusCounts: Record<string, number>;
  /** 1-minute load average of the machine right after the measure (other work skews the figures). */
  loadAverage: number;
}

function warm(options: LoadOptions): Promise<void> {
  return new Promise((resolve, reject) => {
    autocannon(
      { url: options.url, connections: options.connections, duration: options.warmup, pipelining: 1, timeout: 30, requests: [options.request] },
      (error) => (error ? reject(error) : resolve()),
    );
  });
}

/** Requests/s and latency percentiles of one request shape under a fixed number of connections. */
export async function measure(options: LoadOptions): Promise<LoadResult> {
  if (options.warmup > 0) await warm(options);
  const latencies: number[] = [];
  const statusCounts: Record<string, number> = {};
  let errors = 0;
  const elapsed = await new Promise<number>((resolve, reject) => {
    const started = performance.now();
    const instance = autocannon(
      { url: options.url, connections: options.connections, duration: options.duration, pipelining: 1, timeout: 30, requests: [options.request] },
      (error, result) => {
        if (error) return reject(error);
        errors = result.errors;
        resolve((performance.now() - started) / 1000);
      },
    );
    instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
      latencies.push(ms);
      statusCounts[status] = (statusCounts[status] ?? 0) + 1;
    });
  });
  latencies.sort((a, b) => a - b);
  const percentile = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? Number.NaN;
  return {
    requestsPerSecond: latencies.length / elapsed,
    p50: percentile(50),
    p99: percentile(99),
    total: latencies.length,
    errors,
    statusCounts,
    loadAverage: os.loadavg()[0]!,
  };
}
