import os from 'node:os';
import autocannon, { type Request } from 'autocannon';

export interface Target {
  name: string;
  url: string;
  request: Request;
}

export interface LoadOptions {
  connections: number;
  /** Seconds measured per target, spread over the rounds. */
  duration: number;
  /** Seconds run first and thrown away (JIT, caches, connection pools). */
  warmup: number;
  /** The targets take turns this many times, so a machine that gets busier mid-run skews them all alike. */
  rounds: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  total: number;
  errors: number;
  statusCounts: Record<string, number>;
  /** Answers received during the warm-up (they count in the database too). */
  warmupStatusCounts: Record<string, number>;
  /** Mean 1-minute load average of the machine after each round (other work skews the figures). */
  loadAverage: number;
}

interface Raw {
  latencies: number[];
  statusCounts: Record<string, number>;
  errors: number;
  seconds: number;
}

function run(target: Target, connections: number, seconds: number): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const raw: Raw = { latencies: [], statusCounts: {}, errors: 0, seconds: 0 };
    const started = performance.now();
    const instance = autocannon(
      { url: target.url, connections, duration: seconds, pipelining: 1, timeout: 30, requests: [target.request] },
      (error, result) => {
        if (error) return reject(error);
        raw.errors = result.errors;
        raw.seconds = (performance.now() - started) / 1000;
        resolve(raw);
      },
    );
    // Every answer counts, 2xx or not, at full timer precision (autocannon's own histogram keeps
    // whole milliseconds of 2xx answers only).
    instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
      raw.latencies.push(ms);
      raw.statusCounts[status] = (raw.statusCounts[status] ?? 0) + 1;
    });
  });
}

/** Requests/s and latency percentiles of each target, measured in turns under the same load. */
export async function measureAll(targets: Target[], options: LoadOptions, log: (line: string) => void = () => undefined): Promise<Map<string, LoadResult>> {
  const warmups = new Map<string, Record<string, number>>();
  for (const target of targets) {
    warmups.set(target.name, options.warmup > 0 ? (await run(target, options.connections, options.warmup)).statusCounts : {});
  }
  const raws = new Map<string, Raw[]>(targets.map((t) => [t.name, []]));
  const loads: number[] = [];
  const slice = Math.max(1, Math.round(options.duration / options.rounds));
  for (let round = 1; round <= options.rounds; round++) {
    for (const target of targets) raws.get(target.name)!.push(await run(target, options.connections, slice));
    loads.push(os.loadavg()[0]!);
    log(`  tour ${round}/${options.rounds} terminé (charge ${loads.at(-1)!.toFixed(1)})`);
  }
  const loadAverage = loads.reduce((a, b) => a + b, 0) / loads.length;
  const results = new Map<string, LoadResult>();
  for (const target of targets) {
    const parts = raws.get(target.name)!;
    const latencies = parts.flatMap((p) => p.latencies).sort((a, b) => a - b);
    const statusCounts: Record<string, number> = {};
    for (const p of parts) for (const [s, n] of Object.entries(p.statusCounts)) statusCounts[s] = (statusCounts[s] ?? 0) + n;
    const percentile = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor((q / 100) * latencies.length))] ?? Number.NaN;
    results.set(target.name, {
      requestsPerSecond: latencies.length / parts.reduce((sum, p) => sum + p.seconds, 0),
      p50: percentile(50),
      p99: percentile(99),
      total: latencies.length,
      errors: parts.reduce((sum, p) => sum + p.errors, 0),
      statusCounts,
      warmupStatusCounts: warmups.get(target.name)!,
      loadAverage,
    });
  }
  return results;
}
