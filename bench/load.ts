import autocannon from 'autocannon';
import { type BenchCall, callHeaders } from './calls';
import { signInAll } from './signIn';
import type { Measure } from './stats';

export interface LoadOptions {
  /** http://127.0.0.1:<port> */
  baseUrl: string;
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string;
  connections: number;
  durationSeconds: number;
}

/** `connections` clients, each sending the call again as soon as it is answered, for the duration. */
export const loadGateway = async (options: LoadOptions): Promise<Measure> => {
  const result = await autocannon({
    url: `${options.baseUrl}${options.url}`,
    method: options.method,
    headers: options.headers,
    body: options.body,
    connections: options.connections,
    duration: options.durationSeconds,
    timeout: 30,
  });
  return {
    requestsPerSecond: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
  };
};

/** One call measured on a gateway with freshly signed-in users (a run outlasts a token). */
export const measureCall = async (
  baseUrl: string,
  call: BenchCall,
  connections: number,
  durationSeconds: number,
) => {
  const tokens = await signInAll(baseUrl);
  const measure = await loadGateway({
    baseUrl,
    method: call.method,
    url: call.url,
    headers: callHeaders(call, tokens),
    body: call.body ? JSON.stringify(call.body) : undefined,
    connections,
    durationSeconds,
  });
  return { measure, tokens };
};
