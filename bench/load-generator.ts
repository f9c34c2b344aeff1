/**
 * One autocannon run, in its own process so that the load does not share the app's event loop.
 * Started by run-bench.ts with fork(); receives a TLoadJob as its first IPC message (the path lists can be
 * too long for argv) and sends back a TLoadResult.
 */
import autocannon from 'autocannon';

export type TLoadJob = {
  baseUrl: string;
  /** Paths requested in turn (one path, or e.g. many task pages). */
  paths: string[];
  connections: number;
  durationSeconds: number;
  /** Seconds after which autocannon gives up on a request (counted as a timeout). */
  timeoutSeconds: number;
  /** Requests per second across every connection (a steady load); unset, as fast as the server answers. */
  overallRate?: number;
  /** Every `every`-th request is this POST instead (a write among the reads). */
  write?: { path: string; body: string; headers: Record<string, string>; every: number };
};

export type TLoadResult = {
  requests: number;
  seconds: number;
  reqPerSec: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
  timeouts: number;
};

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0;

async function run(job: TLoadJob): Promise<TLoadResult> {
  const latencies: number[] = [];
  let next = 0;
  let instance: autocannon.Instance | undefined;
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      {
        url: job.baseUrl,
        connections: job.connections,
        duration: job.durationSeconds,
        timeout: job.timeoutSeconds,
        overallRate: job.overallRate,
        requests: [
          {
            method: 'GET',
            setupRequest: (request) => {
              next += 1;
              const { write } = job;
              if (write && next % write.every === 0) {
                return { ...request, method: 'POST', path: write.path, body: write.body, headers: write.headers };
              }
              return { ...request, method: 'GET', path: job.paths[next % job.paths.length]! };
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
  instance?.on('response', (_client, _statusCode, _bytes, responseTime) => {
    latencies.push(responseTime);
  });
  const result = await finished;
  latencies.sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    requests: latencies.length,
    seconds: round(result.duration),
    reqPerSec: round(latencies.length / result.duration),
    p50: round(percentile(latencies, 50)),
    p95: round(percentile(latencies, 95)),
    p99: round(percentile(latencies, 99)),
    max: round(latencies.at(-1) ?? 0),
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

process.once('message', (job) => {
  run(job as TLoadJob)
    .then((result) => {
      process.send?.(result, () => process.disconnect());
    })
    .catch((error) => {
      console.error(error);
      process.exitCode = 1;
      process.disconnect();
    });
});
