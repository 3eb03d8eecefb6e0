/** Summaries of latency samples for the benchmark tables. */

/**
 * The nearest-rank percentile of `samples` (0 < p ≤ 100): the smallest sample at or above p% of them.
 * Nearest-rank, not interpolation, so every figure reported is a latency that was really measured.
 * @example percentile([5, 1, 3, 2, 4], 50) // 3
 */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1] ?? Number.NaN;
}
