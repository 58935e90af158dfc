// The part of autocannon's programmatic API the benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
  }

  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    pipelining?: number;
    /** Requests per second across all connections (a steady rate instead of as fast as possible). */
    overallRate?: number;
    workers?: number;
    timeout?: number;
    method?: string;
    headers?: Record<string, string>;
  }

  export interface Result {
    requests: Histogram & { total: number; sent: number };
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    /** Seconds from the first request to the last answer. */
    duration: number;
  }

  export default function autocannon(opts: Options): Promise<Result>;
}
