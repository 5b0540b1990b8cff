/** The value `fraction` of the way up an ascending list (nearest rank): 0.5 median, 0.99 p99. */
export function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

/** The middle of `values` (the mean of the two middle ones for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export interface LatencySummary {
  medianMs: number;
  p99Ms: number;
  maxMs: number;
}

/** The median, 99th percentile and slowest of a set of durations. */
export function summarizeLatency(durations: readonly number[]): LatencySummary {
  const sorted = [...durations].sort((a, b) => a - b);
  return {
    medianMs: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    maxMs: sorted.at(-1)!,
  };
}
