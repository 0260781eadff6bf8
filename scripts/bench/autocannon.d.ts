// What the bench uses of autocannon 8, which ships no types of its own (@types/autocannon describes version 7).
declare module 'autocannon' {
  function autocannon(
    options: autocannon.Options,
    done: (error: Error | null, result: autocannon.Result) => void,
  ): autocannon.Instance;

  namespace autocannon {
    /** A request as `setupRequest` receives and returns it. */
    interface Request {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string | Buffer;
    }

    interface Options {
      url: string;
      connections?: number;
      /** Seconds. */
      duration?: number;
      /** Sent with every request. */
      headers?: Record<string, string>;
      /** The sequence of requests each connection sends, over and over. */
      requests?: Array<{ setupRequest?: (request: Request) => Request }>;
    }

    /** One statistic over the run (hdr-histogram-percentiles-obj). */
    interface Histogram {
      min: number;
      max: number;
      average: number;
      stddev: number;
      p50: number;
      p90: number;
      p99: number;
    }

    interface Result {
      /** Requests per second. */
      requests: Histogram;
      /** Milliseconds. */
      latency: Histogram;
      errors: number;
      timeouts: number;
      non2xx: number;
    }

    interface Instance {
      stop(): void;
    }

    /** Reports the run's progress on the terminal (everything the bench does not turn off). */
    function track(
      instance: Instance,
      options?: { renderProgressBar?: boolean; renderResultsTable?: boolean; renderLatencyTable?: boolean },
    ): void;
  }

  export = autocannon;
}
