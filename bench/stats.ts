/** What one call measured at one concurrency: throughput and latency percentiles. */
export interface Measure {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  /** Requests that failed (non-2xx, connection errors, SQL errors). */
  errors: number;
}

/** The value at percentile `p` (0–100) of ascending `sorted` (nearest rank). */
export const percentile = (sorted: number[], p: number) => {
  if (!sorted.length) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
};
