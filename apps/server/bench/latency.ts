/** Response times in milliseconds, as measured one by one. */
export type Latencies = number[];

export type Summary = { reqPerSec: number; p50: number; p95: number; p99: number };

export const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);

export const round = (ms: number) => Math.round(ms * 10) / 10;

export const summarise = (latencies: Latencies, seconds: number): Summary => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    reqPerSec: Math.round(latencies.length / seconds),
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
  };
};

/** Percentiles of one-by-one timings (no rate: for samples taken one after another). */
export const spread = (latencies: Latencies) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    p50: round(percentile(sorted, 50)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? 0),
  };
};
export type Spread = ReturnType<typeof spread>;
