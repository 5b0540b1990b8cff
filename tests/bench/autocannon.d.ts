/** The slice of autocannon's programmatic API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    p50: number;
    p90: number;
    p99: number;
  }

  /** One request of a connection's sequence; setupRequest may rewrite it before each send. */
  export interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Per connection and pass through the sequence (reset when the sequence starts over). */
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  }

  export interface Options {
    url: string;
    requests?: Request[];
    connections?: number;
    duration?: number;
    pipelining?: number;
    timeout?: number;
    workers?: number;
    headers?: Record<string, string>;
  }

  export interface Result {
    url: string;
    requests: Histogram & { total: number };
    latency: Histogram;
    throughput: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    connections: number;
  }

  export default function autocannon(options: Options): Promise<Result>;
}
