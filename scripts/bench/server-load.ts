import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

/** One autocannon run's figures, as the README reports them. */
export interface LoadResult {
  label: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

export interface LoadOptions {
  url: string;
  label: string;
  method: 'GET' | 'PUT';
  path: string;
  connections: number;
  seconds: number;
  /** Session cookies to rotate over, one per request; none for an open route. */
  cookies?: readonly string[];
  /** A JSON body per request (its number), for writes. */
  body?: (n: number) => unknown;
}

/**
 * Runs autocannon against one route. With cookies, every request takes the next applicant's
 * session (setupRequest), so the load spreads over many sessions and application rows as it
 * would in production, not one hot row.
 */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  let n = 0;
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    requests: [
      {
        method: options.method,
        path: options.path,
        setupRequest: (request) => {
          const i = n++;
          const headers: Record<string, string> = {
            ...(request.headers as Record<string, string>),
          };
          if (options.cookies?.length)
            headers.cookie = options.cookies[i % options.cookies.length]!;
          if (!options.body) return { ...request, headers };
          headers['content-type'] = 'application/json';
          return { ...request, headers, body: JSON.stringify(options.body(i)) };
        },
      },
    ],
  });
  return {
    label: options.label,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
  };
}

/** Resident memory of a process in MB (VmRSS from /proc), NaN where /proc is missing. */
export function rssMb(pid: number | undefined): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]);
    return kb / 1024;
  } catch {
    return NaN;
  }
}
