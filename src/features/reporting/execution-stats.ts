/**
 * The period of an RPA record filled from the queue. The server places the executions in it and sums them
 * per status (`GET /api/executions/summary`); the sums per outcome are reporting-figures.ts's.
 */
/** A period in Unix ms: `start` included, `end` excluded. */
interface Period {
  readonly start: number;
  readonly end: number;
}

/**
 * The period picked with two date-time inputs, half-open: `from` included, `to` excluded. Back-to-back
 * reports (the next one starting where the last one ended) then never count an execution twice.
 */
export function periodFromInstants(fromIso: string, toIso: string): Period | undefined {
  const start = Date.parse(fromIso);
  const end = Date.parse(toIso);
  if (Number.isNaN(start) || Number.isNaN(end)) return undefined;
  return end > start ? { start, end } : undefined;
}
