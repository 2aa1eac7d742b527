/**
 * How an execution's result is read until it ends, whoever reads it (the server following the journal,
 * or a browser reading one outside it): about every 2 s, backing off (doubling up to 30 s) after failed
 * reads, and no longer than 12 hours after it started. One policy, so the server and the pages agree.
 */
export const followPolicy = {
  intervalMs: 2_000,
  maxBackoffMs: 30_000,
  maxDurationMs: 12 * 60 * 60_000,
} as const;

/** The wait before the next read after `failures` failed reads in a row. */
export function nextReadDelay(
  failures: number,
  policy: { intervalMs: number; maxBackoffMs: number } = followPolicy,
): number {
  return failures === 0
    ? policy.intervalMs
    : Math.min(policy.maxBackoffMs, policy.intervalMs * 2 ** failures);
}
